import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "../lib/cn";

const tableToolbarVariants = cva("flex w-full", {
  variants: {
    layout: {
      /** The filters above the actions (the administration pages). */
      stacked: "flex-col gap-3",
      /** The filters and the actions on one row, the actions at its end. */
      inline: "flex-wrap items-end justify-between gap-3",
    },
  },
  defaultVariants: { layout: "stacked" },
});

type TableToolbarProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof tableToolbarVariants> & {
    /** The filter row, usually a FilterBar. */
    filters?: React.ReactNode;
    /** The table's action buttons (新增, 导出, 导入…); the row is left out when there are none. */
    actions?: React.ReactNode;
  };

/** A list table's toolbar (DataTable's `toolbar`): the filters and the action buttons. */
function TableToolbar({ filters, actions, layout, className, ...props }: TableToolbarProps) {
  return (
    <div data-slot="table-toolbar" className={cn(tableToolbarVariants({ layout }), className)} {...props}>
      {filters}
      {hasContent(actions) ? (
        <div data-slot="table-toolbar-actions" className="flex flex-wrap items-center gap-2">
          {actions}
        </div>
      ) : null}
    </div>
  );
}

/** Whether a node renders something (false, null, "" and fragments of only those render nothing). */
function hasContent(node: React.ReactNode): boolean {
  if (node === null || node === undefined || node === false || node === true || node === "") return false;
  if (Array.isArray(node)) return node.some(hasContent);
  if (React.isValidElement<{ children?: React.ReactNode }>(node) && node.type === React.Fragment)
    return hasContent(node.props.children);
  return true;
}

export { TableToolbar, tableToolbarVariants };
export type { TableToolbarProps };
