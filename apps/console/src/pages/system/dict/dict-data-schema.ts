// The dictionary entry form: its zod schema (messages in the page's language, built when the dialog
// renders), the values it starts from, and the body the server receives.
import type { JsonBody } from "@smartclass/api/react";
import { z } from "zod";

import { adminMessages as shared } from "../shared/messages";
import { dictMessages as m } from "./messages";

/** The tag colours a dictionary entry can have (the empty colour shows as default). */
const colorTypes = ["default", "primary", "success", "info", "warning", "danger"] as const;
type ColorType = (typeof colorTypes)[number];

/** A dictionary entry as the server answers it (the fields the form edits). */
type DictDataRow = {
  id: number;
  dictType: string;
  label: string;
  value: string;
  sort: number;
  status: number;
  colorType?: string;
  cssClass?: string;
  remark?: string;
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

/** The create body of the form's values. */
function dictDataBody(values: DictDataOutput): JsonBody<"/system/dict-data/create", "post"> {
  return {
    dictType: values.dictType,
    label: values.label,
    value: values.value,
    sort: values.sort,
    status: values.status === "1" ? 1 : 0,
    colorType: values.colorType,
    cssClass: values.cssClass,
    remark: values.remark,
  };
}

export { colorTypes, dictDataBody, dictDataDefaults, dictDataSchema };
export type { ColorType, DictDataInput, DictDataOutput, DictDataRow };
