import type { Table as TanstackTable } from "@tanstack/react-table";
import { Settings2Icon } from "lucide-react";

import { messages } from "../messages";
import { Button } from "./button";
import { DropdownMenu } from "./dropdown-menu";

/** The name of a column in the 列设置 menu: its `meta.label`, its text header, or its id. */
function columnLabel<T>(column: ReturnType<TanstackTable<T>["getAllLeafColumns"]>[number]): string {
  const { header, meta } = column.columnDef;
  return meta?.label ?? (typeof header === "string" ? header : column.id);
}

type DataTableColumnMenuProps<T> = {
  table: TanstackTable<T>;
};

/** The 列设置 dropdown: one checkbox per hideable column; the last visible column cannot be hidden. */
function DataTableColumnMenu<T>({ table }: DataTableColumnMenuProps<T>) {
  const columns = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const visibleCount = columns.filter((column) => column.getIsVisible()).length;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button data-slot="data-table-column-menu" size="small">
          <Settings2Icon aria-hidden />
          {messages.dataTable.columnSettings}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{messages.dataTable.shownColumns}</DropdownMenu.Label>
        {columns.map((column) => (
          <DropdownMenu.CheckboxItem
            key={column.id}
            checked={column.getIsVisible()}
            disabled={column.getIsVisible() && visibleCount === 1}
            // Keep the menu open so several columns can be switched in one go.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
          >
            {columnLabel(column)}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export { DataTableColumnMenu };
