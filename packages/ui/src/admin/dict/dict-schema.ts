// The dictionary entry form: its zod schema (messages in the page's language, built when the dialog
// renders), the values it starts from, and the list's filters and tag options.
import { z } from "zod";

import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import type { DictOption } from "../../components/dict-tag";
import { dictMessages as m } from "./dict-messages";

/** The tag colours a dictionary entry can have (the empty colour shows as default). */
const colorTypes = ["default", "primary", "success", "info", "warning", "danger"] as const;
type ColorType = (typeof colorTypes)[number];

/** A dictionary entry as the server answers it (the fields the list and the form show). */
type DictDataRow = {
  id: number;
  dictType: string;
  label: string;
  value: string;
  sort: number;
  /** 0 开启, 1 关闭. */
  status: number;
  colorType?: string | null;
  cssClass?: string | null;
  remark?: string | null;
  createTime?: number | string | null;
};

/** The dictionary entry form's schema. */
function dictDataSchema() {
  const text = (field: string, max: number) =>
    z.string().trim().min(1, shared.required(field)).max(max, shared.tooLong(field, max));
  return z.object({
    dictType: text(m.dictType, 100).regex(/^[a-z][a-z0-9_]*$/, m.typePattern),
    label: text(m.label, 100),
    value: text(m.value, 100),
    // The number input registers with valueAsNumber: an empty box is NaN.
    sort: z
      .number({ error: shared.required(m.sort) })
      .int(m.sortRange)
      .min(0, m.sortRange)
      .max(100_000, m.sortRange),
    status: z.enum(["0", "1"]),
    colorType: z.enum(colorTypes),
    cssClass: z.string().trim().max(100, shared.tooLong(m.cssClass, 100)),
    remark: z.string().trim().max(500, shared.tooLong(shared.remark, 500)),
  });
}

type DictDataInput = z.input<ReturnType<typeof dictDataSchema>>;
type DictDataOutput = z.output<ReturnType<typeof dictDataSchema>>;

/** The form's values for a new entry (of the chosen type, if any) or an existing one. */
function dictDataDefaults(row: DictDataRow | undefined, dictType = ""): DictDataInput {
  if (!row) {
    return { dictType, label: "", value: "", sort: 0, status: "0", colorType: "default", cssClass: "", remark: "" };
  }
  return {
    dictType: row.dictType,
    label: row.label,
    value: row.value,
    sort: row.sort,
    status: row.status === 1 ? "1" : "0",
    colorType: (colorTypes as readonly string[]).includes(row.colorType ?? "")
      ? (row.colorType as ColorType)
      : "default",
    cssClass: row.cssClass ?? "",
    remark: row.remark ?? "",
  };
}

/** The distinct dictionary types of the server's entries, in order, plus the one asked for. */
function dictTypesOf(entries: readonly { dictType: string }[] | undefined, wanted?: string): string[] {
  const types = new Set((entries ?? []).map((entry) => entry.dictType));
  if (wanted) types.add(wanted);
  return [...types].sort((a, b) => a.localeCompare(b));
}

/** A stored colour type as a tag colour; anything else (including "") shows as default. */
function tagColor(colorType: string | null | undefined): ColorType {
  return (colorTypes as readonly string[]).includes(colorType ?? "") ? (colorType as ColorType) : "default";
}

/** A dictionary entry as a DictTag option (the list's 回显预览). */
function entryOption(entry: Pick<DictDataRow, "value" | "label" | "colorType" | "cssClass">): DictOption {
  return {
    value: entry.value,
    label: entry.label,
    colorType: tagColor(entry.colorType),
    cssClass: entry.cssClass ?? null,
  };
}

/** A record's status (0 开启, 1 关闭) as DictTag options, read at render for the page's language. */
function recordStatusOptions(): DictOption[] {
  return [
    { value: 0, label: shared.enabled, colorType: "primary" },
    { value: 1, label: shared.disabled, colorType: "info" },
  ];
}

/** The list's filters as typed: type, label and status ("" all, "0" 开启, "1" 关闭). */
type DictFilters = { dictType: string; label: string; status: string };
const noDictFilters: DictFilters = { dictType: "", label: "", status: "" };

export {
  colorTypes,
  dictDataDefaults,
  dictDataSchema,
  dictTypesOf,
  entryOption,
  noDictFilters,
  recordStatusOptions,
  tagColor,
};
export type { ColorType, DictDataInput, DictDataOutput, DictDataRow, DictFilters };
