import * as ToolbarPrimitive from "@radix-ui/react-toolbar";
import { Button, DropdownMenu, IconButton, Tooltip } from "@smartclass/ui";
import type * as React from "react";

type ToolbarActionProps = Omit<React.ComponentProps<"button">, "aria-label" | "children"> & {
  /** The accessible name (Chinese), also the tooltip unless `tooltip` is given. */
  label: string;
  /** The tooltip text when it differs from the name (e.g. "开启模拟" on the "模拟" toggle). */
  tooltip?: string;
  icon: React.ReactNode;
  /** Show the label beside the icon (file actions and save), not only in the tooltip. */
  showLabel?: boolean;
};

/** The button inside a tooltip trigger inside a toolbar item (Radix composes the three on one element). */
function ActionButton({
  label,
  icon,
  showLabel,
  ...props
}: Omit<ToolbarActionProps, "tooltip"> & React.ComponentProps<"button">) {
  return showLabel ? (
    <Button data-slot="designer-toolbar-button" size="small" variant="ghost" {...props}>
      {icon}
      <span>{label}</span>
    </Button>
  ) : (
    <IconButton data-slot="designer-toolbar-button" label={label} size="small" {...props}>
      {icon}
    </IconButton>
  );
}

/** One toolbar button with an icon, a Chinese accessible name and a tooltip; arrow keys move between them. */
function ToolbarAction({ label, tooltip, icon, showLabel, ...props }: ToolbarActionProps) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <ToolbarPrimitive.Button asChild>
          <ActionButton label={label} icon={icon} showLabel={showLabel} {...props} />
        </ToolbarPrimitive.Button>
      </Tooltip.Trigger>
      <Tooltip.Content>{tooltip ?? label}</Tooltip.Content>
    </Tooltip.Root>
  );
}

type ToolbarMenuProps = Omit<ToolbarActionProps, "onClick"> & {
  /** The menu's items (`DropdownMenu.Item`s). */
  children: React.ReactNode;
};

/** A toolbar button that opens a menu (download, preview). */
function ToolbarMenu({ label, tooltip, icon, showLabel, children, ...props }: ToolbarMenuProps) {
  return (
    <DropdownMenu.Root>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <ToolbarPrimitive.Button asChild>
            <DropdownMenu.Trigger asChild>
              <ActionButton label={label} icon={icon} showLabel={showLabel} {...props} />
            </DropdownMenu.Trigger>
          </ToolbarPrimitive.Button>
        </Tooltip.Trigger>
        <Tooltip.Content>{tooltip ?? label}</Tooltip.Content>
      </Tooltip.Root>
      <DropdownMenu.Content align="start">{children}</DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

/** A labelled group of toolbar items (`role="group"`), separated from the next by a line. */
function ToolbarGroup({ label, children, last }: { label: string; children: React.ReactNode; last?: boolean }) {
  return (
    <>
      <div data-slot="designer-toolbar-group" role="group" aria-label={label}>
        {children}
      </div>
      {last ? null : <ToolbarPrimitive.Separator data-slot="designer-toolbar-separator" />}
    </>
  );
}

export { ToolbarAction, ToolbarGroup, ToolbarMenu };
