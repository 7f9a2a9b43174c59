import * as React from "react";

import { CheckboxGroup } from "../../components/checkbox-group";
import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Input } from "../../components/input";
import { OptionSelect } from "../../components/option-select";
import { notifyMessages as m } from "./notify-messages";
import {
  fillContent,
  notifySendDefaults,
  notifySendSchema,
  type NotifySendInput,
  type NotifySendValues,
  type NotifyTemplateOption,
} from "./notify-send-schema";

type NotifySendDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The templates to send from. */
  templates: readonly NotifyTemplateOption[];
  /** The users one may choose (undefined while they load). */
  users?: readonly { id: number; name: string }[];
  /** The roles one may choose (undefined while they load). */
  roles?: readonly { id: number; name: string }[];
  /** The template chosen when the dialog opens (发送 on a template's row); none lets the person choose. */
  templateId?: number;
  /** Sends; the dialog closes when it resolves, a rejection keeps it open (see FormDialog). */
  onSubmit: (values: NotifySendValues) => Promise<void>;
};

/**
 * 发送站内信: a template, the users and roles who receive it, and a value for each of the template's
 * {parameters}, with the message as it will read.
 */
function NotifySendDialog({
  open,
  onOpenChange,
  templates,
  users,
  roles,
  templateId,
  onSubmit,
}: NotifySendDialogProps) {
  const schema = React.useMemo(() => notifySendSchema(templates), [templates]);
  const defaults = React.useMemo(
    () => (templateId === undefined ? notifySendDefaults : { ...notifySendDefaults, templateId: String(templateId) }),
    [templateId],
  );
  const templateOptions = templates.map((t) => ({ value: String(t.id), label: t.name }));
  return (
    <FormDialog<NotifySendInput, NotifySendValues>
      open={open}
      onOpenChange={onOpenChange}
      title={m.sendTitle}
      submitLabel={m.send}
      schema={schema}
      defaultValues={defaults}
      onSubmit={onSubmit}
    >
      {(form) => {
        const template = templates.find((t) => String(t.id) === form.watch("templateId"));
        const values = form.watch("templateParams");
        const userError = form.formState.errors.userIds?.message;
        return (
          <div className="grid gap-4">
            <FormDialogField form={form} name="templateId" label={m.template} required>
              <OptionSelect
                width="full"
                value={form.watch("templateId")}
                onValueChange={(value) => form.setValue("templateId", value, { shouldDirty: true })}
                options={templateOptions}
                placeholder={m.templatePlaceholder}
              />
            </FormDialogField>
            <CheckboxGroup
              legend={m.roles}
              options={roles?.map((r) => ({ value: r.id, label: r.name }))}
              value={form.watch("roleIds")}
              onValueChange={(ids) => form.setValue("roleIds", ids, { shouldDirty: true, shouldValidate: true })}
            />
            <CheckboxGroup
              legend={m.users}
              className="max-h-40 overflow-y-auto"
              options={users?.map((u) => ({ value: u.id, label: u.name }))}
              value={form.watch("userIds")}
              onValueChange={(ids) => form.setValue("userIds", ids, { shouldDirty: true, shouldValidate: true })}
              {...(userError ? { error: userError } : {})}
            />
            {template ? (
              <fieldset className="grid gap-3">
                <legend className="mb-1 text-sm font-medium">{m.params}</legend>
                {template.params.length === 0 ? <p className="text-sm text-muted-foreground">{m.noParams}</p> : null}
                {template.params.map((name) => (
                  <FormDialogField key={name} form={form} name={`templateParams.${name}`} label={name} required>
                    <Input autoComplete="off" {...form.register(`templateParams.${name}`)} />
                  </FormDialogField>
                ))}
                <p className="rounded-md bg-muted px-3 py-2 text-sm" aria-label={m.preview}>
                  {fillContent(template.content, values ?? {})}
                </p>
              </fieldset>
            ) : null}
          </div>
        );
      }}
    </FormDialog>
  );
}

export { NotifySendDialog };
export type { NotifySendDialogProps };
