import * as React from "react";

import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Input, Textarea } from "../../components/input";
import { Switch } from "../../components/switch";
import { configMessages as m } from "./config-messages";
import { configDefaults, configSchema, type ConfigOutput, type ConfigRow, isMasked } from "./config-schema";

type ConfigFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record being edited; none for a new one. */
  row?: ConfigRow;
  /** Saves the values; a rejection keeps the dialog open (see FormDialog). */
  onSubmit: (values: ConfigOutput) => Promise<void>;
};

/**
 * 添加参数配置 / 修改参数配置. A built-in record keeps its key (the server refuses a new one); a secret
 * stays masked, and sending the mask back keeps the stored value.
 */
function ConfigFormDialog({ open, onOpenChange, row, onSubmit }: ConfigFormDialogProps) {
  // Built at render, so its messages are in the page's language (a language switch reloads the page).
  const schema = React.useMemo(() => configSchema(), []);
  const defaults = React.useMemo(() => configDefaults(row), [row]);
  const builtIn = row?.type === 1;
  const masked = row !== undefined && isMasked(row.value);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? m.editTitle : m.addTitle}
      schema={schema}
      defaultValues={defaults}
      onSubmit={onSubmit}
    >
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormDialogField form={form} name="category" label={m.category} required>
            <Input {...form.register("category")} />
          </FormDialogField>
          <FormDialogField form={form} name="name" label={m.name} required>
            <Input {...form.register("name")} />
          </FormDialogField>
          <FormDialogField form={form} name="key" label={m.key} required className="sm:col-span-2">
            <Input
              autoComplete="off"
              readOnly={builtIn}
              title={builtIn ? m.builtInKeyHint : undefined}
              {...form.register("key")}
            />
          </FormDialogField>
          <FormDialogField form={form} name="value" label={m.value} className="sm:col-span-2">
            <Textarea rows={2} {...form.register("value")} />
          </FormDialogField>
          {masked ? <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2">{m.maskedHint}</p> : null}
          <FormDialogField form={form} name="visible" label={m.visible}>
            <Switch
              checked={form.watch("visible")}
              onCheckedChange={(checked) => form.setValue("visible", checked, { shouldDirty: true })}
            />
          </FormDialogField>
          <FormDialogField form={form} name="remark" label={shared.remark} className="sm:col-span-2">
            <Textarea rows={2} {...form.register("remark")} />
          </FormDialogField>
        </div>
      )}
    </FormDialog>
  );
}

export { ConfigFormDialog };
export type { ConfigFormDialogProps };
