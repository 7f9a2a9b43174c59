// The configuration record form: its zod schema (messages in the page's language), the values it
// starts from and the body the server receives. A secret arrives masked and is sent back masked, which
// the server reads as "keep the stored value".
import type { JsonBody } from "@smartclass/api/react";
import { z } from "zod";

import { adminMessages as shared } from "../shared/messages";
import { configMessages as m } from "./messages";

/** The mask the server puts in place of a secret value. */
const SECRET_MASK = "******";

/** A configuration record as the server answers it (the fields the form edits). */
type ConfigRow = {
  id: number;
  category: string;
  name: string;
  key: string;
  value: string;
  type: number;
  visible: boolean;
  remark?: string;
};

/** The configuration form's schema. */
function configSchema() {
  const text = (field: string, max: number) =>
    z.string().trim().min(1, shared.required(field)).max(max, shared.tooLong(field, max));
  return z.object({
    category: text(m.category, 50),
    name: text(m.name, 100),
    key: text(m.key, 100),
    value: z.string().max(500, shared.tooLong(m.value, 500)),
    visible: z.boolean(),
    remark: z.string().trim().max(500, shared.tooLong(shared.remark, 500)),
  });
}

type ConfigInput = z.input<ReturnType<typeof configSchema>>;
type ConfigOutput = z.output<ReturnType<typeof configSchema>>;

/** The form's values for a new record or an existing one. */
function configDefaults(row: ConfigRow | undefined): ConfigInput {
  if (!row) return { category: "", name: "", key: "", value: "", visible: true, remark: "" };
  return {
    category: row.category,
    name: row.name,
    key: row.key,
    value: row.value,
    visible: row.visible,
    remark: row.remark ?? "",
  };
}

/** The create body of the form's values. */
function configBody(values: ConfigOutput): JsonBody<"/infra/config/create", "post"> {
  return {
    category: values.category,
    name: values.name,
    key: values.key,
    value: values.value,
    visible: values.visible,
    remark: values.remark,
  };
}

/** Whether a value is the server's mask of a secret. */
const isMasked = (value: string) => value === SECRET_MASK;

export { configBody, configDefaults, configSchema, isMasked, SECRET_MASK };
export type { ConfigInput, ConfigOutput, ConfigRow };
