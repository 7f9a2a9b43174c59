import { Button, Form } from "@smartclass/ui";
import type * as React from "react";

import { adminMessages as m } from "./messages";

/**
 * A list page's row of filters: its fields, 搜索 (or Enter in a text box) and 重置. The page keeps the
 * typed values and applies them (from page 1) on `onSearch`; `onReset` clears and applies at once.
 */
function FilterBar({
  label,
  onSearch,
  onReset,
  error,
  children,
}: {
  /** The search landmark's name, e.g. 字典数据. */
  label: string;
  onSearch: () => void;
  onReset: () => void;
  /** A message about the typed filters (e.g. a reversed date range), shown as an alert. */
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        {children}
        <div className="flex gap-2">
          <Button type="submit" variant="primary">
            {m.search}
          </Button>
          <Button type="button" onClick={onReset}>
            {m.reset}
          </Button>
        </div>
      </div>
      <Form.Alert>{error}</Form.Alert>
    </form>
  );
}

/** One labelled filter of a FilterBar (label beside its control); the child control gets the label's id. */
function FilterField({ label, children }: { label: string; children: React.ReactElement }) {
  return (
    <Form.Field className="flex items-center gap-2">
      <Form.Label>{label}</Form.Label>
      <Form.Control>{children}</Form.Control>
    </Form.Field>
  );
}

/** A table toolbar of the administration pages: the filters above the action buttons. */
function AdminToolbar({ filters, actions }: { filters: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <div className="flex w-full flex-col gap-3">
      {filters}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

export { AdminToolbar, FilterBar, FilterField };
