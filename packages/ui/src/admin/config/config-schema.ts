// The configuration record form: its zod schema (messages in the page's language) and the values it
// starts from. A secret arrives masked and is sent back masked, which the server reads as "keep the
// stored value".
import { z } from "zod";

import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { configMessages as m } from "./config-messages";

/** The mask the server puts in place of a secret value. */
const SECRET_MASK = "******";

/** A configuration record as the server answers it (the fields the list and the form show). */
type ConfigRow = {
  id: number;
  category: string;
  name: string;
  key: string;
  value: string;
  /** 1 built in (the server refuses its deletion and a new key), 2 custom. */
  type: number;
  visible: boolean;
  remark?: string | null;
  createTime?: number | string | null;
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
/** What the form gives on 确定: exactly the record the create and update calls take. */
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

/** Whether a value is the server's mask of a secret. */
const isMasked = (value: string) => value === SECRET_MASK;

/** The list's filters as typed: name, key and type ("" all, "1" built in, "2" custom). */
type ConfigFilters = { name: string; key: string; type: "" | "1" | "2" };
const noConfigFilters: ConfigFilters = { name: "", key: "", type: "" };

export { configDefaults, configSchema, isMasked, noConfigFilters, SECRET_MASK };
export type { ConfigFilters, ConfigInput, ConfigOutput, ConfigRow };
