// The in-site message template form: its zod schema (messages in the page's language, limits as the
// contract's) and the values it starts from.
import { z } from "zod";

import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { notifyTemplateMessages as m } from "./notify-template-messages";

/** A template as the server answers it (the fields the list and the form show). */
type NotifyTemplateRow = {
  id: number;
  code: string;
  name: string;
  /** The sender's name shown with each message. */
  nickname: string;
  content: string;
  /** 1 notice, 2 system message. */
  type: number;
  /** The content's {parameters}, in the order of their first use. */
  params: readonly string[];
  remark?: string | null;
  createTime?: number | string | null;
};

/** The template form's schema. */
function notifyTemplateSchema() {
  const text = (field: string, max: number) =>
    z.string().trim().min(1, shared.required(field)).max(max, shared.tooLong(field, max));
  return z.object({
    code: text(m.code, 63).regex(/^[a-zA-Z0-9_.-]+$/, m.codePattern),
    name: text(m.name, 63),
    nickname: text(m.nickname, 30),
    content: text(m.content, 1000),
    type: z.enum(["1", "2"], { message: m.typeRequired }).transform((type) => (type === "1" ? 1 : 2) as 1 | 2),
    remark: z.string().trim().max(500, shared.tooLong(shared.remark, 500)),
  });
}

type NotifyTemplateInput = z.input<ReturnType<typeof notifyTemplateSchema>>;
/** What the form gives on 确定: exactly the record the create and update calls take. */
type NotifyTemplateOutput = z.output<ReturnType<typeof notifyTemplateSchema>>;

/** The form's values for a new template or an existing one. */
function notifyTemplateDefaults(row: NotifyTemplateRow | undefined): NotifyTemplateInput {
  if (!row) return { code: "", name: "", nickname: "", content: "", type: "1", remark: "" };
  return {
    code: row.code,
    name: row.name,
    nickname: row.nickname,
    content: row.content,
    type: row.type === 2 ? "2" : "1",
    remark: row.remark ?? "",
  };
}

/** The list's filters as typed: name and code (contains). */
type NotifyTemplateFilters = { name: string; code: string };
const noNotifyTemplateFilters: NotifyTemplateFilters = { name: "", code: "" };

export { noNotifyTemplateFilters, notifyTemplateDefaults, notifyTemplateSchema };
export type { NotifyTemplateFilters, NotifyTemplateInput, NotifyTemplateOutput, NotifyTemplateRow };
