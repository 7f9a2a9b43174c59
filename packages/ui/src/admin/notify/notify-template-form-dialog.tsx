import * as React from "react";

import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Input, Textarea } from "../../components/input";
import { OptionSelect } from "../../components/option-select";
import { contentParams } from "./notify-send-schema";
import { notifyTemplateMessages as m } from "./notify-template-messages";
import {
  notifyTemplateDefaults,
  notifyTemplateSchema,
  type NotifyTemplateInput,
  type NotifyTemplateOutput,
  type NotifyTemplateRow,
} from "./notify-template-schema";

type NotifyTemplateFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template being edited; none for a new one. */
  row?: NotifyTemplateRow;
  /** Saves the values; a rejection keeps the dialog open (see FormDialog). */
  onSubmit: (values: NotifyTemplateOutput) => Promise<void>;
};

/** The two template types as the select offers them. */
const typeOptions = () => [
  { value: "1" as const, label: m.notice },
  { value: "2" as const, label: m.system },
];

/**
 * 添加站内信模板 / 修改站内信模板: code, name, sender, content with its {parameters} (listed as typed, so
 * the administrator sees what the send dialog will ask for), type and remark.
 */
function NotifyTemplateFormDialog({ open, onOpenChange, row, onSubmit }: NotifyTemplateFormDialogProps) {
  // Built at render, so its messages are in the page's language (a language switch reloads the page).
  const schema = React.useMemo(() => notifyTemplateSchema(), []);
  const defaults = React.useMemo(() => notifyTemplateDefaults(row), [row]);
  return (
    <FormDialog<NotifyTemplateInput, NotifyTemplateOutput>
      open={open}
      onOpenChange={onOpenChange}
      title={row ? m.editTitle : m.addTitle}
      schema={schema}
      defaultValues={defaults}
      onSubmit={onSubmit}
    >
      {(form) => {
        const params = contentParams(form.watch("content"));
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormDialogField form={form} name="code" label={m.code} required>
              <Input autoComplete="off" {...form.register("code")} />
            </FormDialogField>
            <FormDialogField form={form} name="name" label={m.name} required>
              <Input {...form.register("name")} />
            </FormDialogField>
            <FormDialogField form={form} name="nickname" label={m.nickname} required>
              <Input {...form.register("nickname")} />
            </FormDialogField>
            <FormDialogField form={form} name="type" label={m.type} required>
              <OptionSelect
                width="full"
                value={form.watch("type")}
                onValueChange={(type) => {
                  // The select offers no "all" here; "" never comes, but its type allows it.
                  if (type) form.setValue("type", type, { shouldDirty: true, shouldValidate: true });
                }}
                options={typeOptions()}
              />
            </FormDialogField>
            <FormDialogField form={form} name="content" label={m.content} required className="sm:col-span-2">
              <Textarea rows={4} placeholder={m.contentHint} {...form.register("content")} />
            </FormDialogField>
            <p className="-mt-2 text-xs text-muted-foreground sm:col-span-2" data-slot="template-params">
              {m.params}: {params.length > 0 ? params.join(", ") : "—"}
            </p>
            <FormDialogField form={form} name="remark" label={shared.remark} className="sm:col-span-2">
              <Textarea rows={2} {...form.register("remark")} />
            </FormDialogField>
          </div>
        );
      }}
    </FormDialog>
  );
}

export { NotifyTemplateFormDialog };
export type { NotifyTemplateFormDialogProps };
