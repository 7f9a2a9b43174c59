import { Button, Form, IconButton, Input, Table } from "@smartclass/ui";
import { PlusIcon, Trash2Icon } from "lucide-react";
import * as React from "react";

import { draftRow, type DraftRow, type FieldDraftErrors } from "../field-draft";

type DraftRowsTableProps = {
  /** "values" or "properties": the prefix of the rows' error keys and of their focus marks. */
  name: "values" | "properties";
  rows: readonly DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  /** Asked before a row goes; resolves false to keep it. */
  confirmRemove?: () => Promise<boolean>;
  errors: FieldDraftErrors;
  /** A message about the table as a whole (枚举至少需要一个选项), tied to its add button. */
  error?: string;
  caption: string;
  idHeader: string;
  textHeader: string;
  idLabel: (n: number) => string;
  textLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  empty: string;
  /** No more rows than this can be added. */
  max: number;
  indexHeader: string;
  actionsHeader: string;
};

/** A cell's input with its own error under it. */
function CellInput({
  label,
  value,
  error,
  onChange,
  ...props
}: { label: string; value: string; error?: string; onChange: (value: string) => void } & Omit<
  React.ComponentProps<typeof Input>,
  "onChange" | "value"
>) {
  return (
    <Form.Field error={error} className="gap-1 whitespace-normal">
      <Form.Control>
        <Input
          aria-label={label}
          value={value}
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
          {...props}
        />
      </Form.Control>
      <Form.Message />
    </Form.Field>
  );
}

/**
 * The field dialog's table of id + text rows (enum options, extension properties), edited in place:
 * add (focus goes to the new row), remove (focus goes to the next row, or to 添加).
 */
function DraftRowsTable({
  name,
  rows,
  onChange,
  confirmRemove,
  errors,
  error,
  caption,
  idHeader,
  textHeader,
  idLabel,
  textLabel,
  removeLabel,
  addLabel,
  empty,
  max,
  indexHeader,
  actionsHeader,
}: DraftRowsTableProps) {
  const root = React.useRef<HTMLDivElement>(null);
  const errorId = React.useId();
  // What to focus once the rows have rendered: a row's id input, a row's remove button, or 添加.
  const focusNext = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!focusNext.current) return;
    root.current?.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  }, [rows]);

  const update = (index: number, patch: Partial<DraftRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = async (index: number) => {
    if (confirmRemove && !(await confirmRemove())) return;
    const next = rows.filter((_, i) => i !== index);
    focusNext.current =
      next.length > index
        ? `[data-remove="${index}"]`
        : next.length > 0
          ? `[data-remove="${index - 1}"]`
          : "[data-add]";
    onChange(next);
  };

  return (
    <div ref={root} data-slot={`process-form-${name}`} className="flex flex-col gap-2">
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <Table
        caption={caption}
        rows={rows}
        rowKey={(row) => row.key}
        empty={empty}
        columns={[
          { key: "index", header: indexHeader, width: 56, cell: (_, index) => index + 1 },
          {
            key: "id",
            header: idHeader,
            className: "align-top",
            cell: (row, index) => (
              <CellInput
                data-row-id={index}
                label={idLabel(index + 1)}
                value={row.id}
                error={errors[`${name}.${index}.id`]}
                onChange={(id) => update(index, { id })}
              />
            ),
          },
          {
            key: "text",
            header: textHeader,
            className: "align-top",
            cell: (row, index) => (
              <CellInput
                label={textLabel(index + 1)}
                value={row.text}
                error={errors[`${name}.${index}.${name === "values" ? "name" : "value"}`]}
                onChange={(text) => update(index, { text })}
              />
            ),
          },
          {
            key: "actions",
            header: <span className="sr-only">{actionsHeader}</span>,
            width: 64,
            className: "align-top text-clip",
            cell: (_, index) => (
              <IconButton
                data-remove={index}
                label={removeLabel(index + 1)}
                size="small"
                className="text-danger"
                onClick={() => void remove(index)}
              >
                <Trash2Icon aria-hidden />
              </IconButton>
            ),
          },
        ]}
      />
      <Button
        data-add=""
        // The dialog moves focus to the first wrong input, or here when the table itself is wrong.
        data-focus-invalid={error ? "" : undefined}
        aria-describedby={error ? errorId : undefined}
        size="small"
        className="self-start"
        disabled={rows.length >= max}
        onClick={() => {
          focusNext.current = `[data-row-id="${rows.length}"]`;
          onChange([...rows, draftRow()]);
        }}
      >
        <PlusIcon aria-hidden />
        {addLabel}
      </Button>
    </div>
  );
}

export { DraftRowsTable };
