import * as React from "react";

import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { DictTag } from "../../components/dict-tag";
import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Input, Textarea } from "../../components/input";
import { OptionSelect } from "../../components/option-select";
import { dictMessages as m } from "./dict-messages";
import { colorTypes, dictDataDefaults, dictDataSchema, type DictDataOutput, type DictDataRow } from "./dict-schema";

type DictDataFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry being edited; none for a new one. */
  row?: DictDataRow;
  /** The type a new entry starts with (the one the page is filtered by). */
  dictType?: string;
  /** The known types, offered while typing the type. */
  dictTypes: readonly string[];
  onSubmit: (values: DictDataOutput) => Promise<void>;
};

/**
 * 添加字典数据 / 修改字典数据: every field of a dictionary entry, checked field by field, the known types
 * offered while typing one, and the tag previewed as the lists will show it.
 */
function DictDataFormDialog({ open, onOpenChange, row, dictType, dictTypes, onSubmit }: DictDataFormDialogProps) {
  const listId = React.useId();
  // Built at render, so its messages are in the page's language (a language switch reloads the page).
  const schema = React.useMemo(() => dictDataSchema(), []);
  const defaults = React.useMemo(() => dictDataDefaults(row, dictType), [row, dictType]);
  const statusOptions = [
    { value: "0", label: shared.enabled },
    { value: "1", label: shared.disabled },
  ];
  const colorOptions = colorTypes.map((value) => ({ value, label: m.colors[value] }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? m.editTitle : m.addTitle}
      schema={schema}
      defaultValues={defaults}
      onSubmit={onSubmit}
    >
      {(form) => {
        const [label, colorType, cssClass, status] = form.watch(["label", "colorType", "cssClass", "status"]);
        return (
          <div className="grid gap-4 sm:grid-cols-2">
            <FormDialogField form={form} name="dictType" label={m.dictType} required>
              <Input list={listId} autoComplete="off" {...form.register("dictType")} />
            </FormDialogField>
            <datalist id={listId}>
              {dictTypes.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <FormDialogField form={form} name="label" label={m.label} required>
              <Input {...form.register("label")} />
            </FormDialogField>
            <FormDialogField form={form} name="value" label={m.value} required>
              <Input {...form.register("value")} />
            </FormDialogField>
            <FormDialogField form={form} name="sort" label={m.sort} required>
              <Input type="number" min={0} max={100000} step={1} {...form.register("sort", { valueAsNumber: true })} />
            </FormDialogField>
            <FormDialogField form={form} name="status" label={shared.status} required>
              <OptionSelect
                className="w-full"
                value={status}
                options={statusOptions}
                onValueChange={(value) => form.setValue("status", value as "0" | "1", { shouldDirty: true })}
              />
            </FormDialogField>
            <FormDialogField form={form} name="colorType" label={m.colorType}>
              <OptionSelect
                className="w-full"
                value={colorType}
                options={colorOptions}
                onValueChange={(value) =>
                  form.setValue("colorType", value as (typeof colorTypes)[number], { shouldDirty: true })
                }
              />
            </FormDialogField>
            <FormDialogField form={form} name="cssClass" label={m.cssClass}>
              <Input autoComplete="off" {...form.register("cssClass")} />
            </FormDialogField>
            <div className="grid gap-1.5">
              <span className="text-sm font-medium">{m.preview}</span>
              <div className="flex h-control items-center" data-testid="dict-preview">
                {label.trim() ? (
                  <DictTag
                    options={[{ value: "preview", label: label.trim(), colorType, cssClass: cssClass.trim() }]}
                    value="preview"
                  />
                ) : null}
              </div>
            </div>
            <FormDialogField form={form} name="remark" label={m.remark} className="sm:col-span-2">
              <Textarea rows={2} {...form.register("remark")} />
            </FormDialogField>
          </div>
        );
      }}
    </FormDialog>
  );
}

export { DictDataFormDialog };
export type { DictDataFormDialogProps };
