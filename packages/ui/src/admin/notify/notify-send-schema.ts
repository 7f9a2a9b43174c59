// What the send dialog checks: a template, at least one user or role, and a value for each of the
// chosen template's {parameters}. The server checks the same; the dialog says it before sending.
import { z } from "zod";

import { notifyMessages as m } from "./notify-messages";

/** A template as the send dialog offers it. */
type NotifyTemplateOption = { id: number; name: string; content: string; params: readonly string[] };

/** What the dialog sends: the contract's send request. */
type NotifySendValues = {
  templateId: number;
  userIds: number[];
  roleIds: number[];
  templateParams: Record<string, string>;
};

type NotifySendInput = {
  templateId: string;
  userIds: number[];
  roleIds: number[];
  templateParams: Record<string, string>;
};

/** The parameters `{name}` of a content, in the order of their first use (as the server reads them). */
function contentParams(content: string): string[] {
  return [...new Set([...content.matchAll(/\{([^{}\s]+)\}/g)].map((match) => match[1]!))];
}

/** The content with each parameter replaced by its value (an empty value shows the placeholder). */
function fillContent(content: string, values: Record<string, string>): string {
  return content.replace(/\{([^{}\s]+)\}/g, (whole, name: string) => values[name]?.trim() || whole);
}

/** The schema, over the templates on offer (their parameters decide which values are required). */
function notifySendSchema(templates: readonly NotifyTemplateOption[]) {
  return z
    .object({
      templateId: z.string().min(1, m.templateRequired),
      userIds: z.array(z.number()),
      roleIds: z.array(z.number()),
      templateParams: z.record(z.string(), z.string()),
    })
    .superRefine((values, ctx) => {
      if (values.userIds.length === 0 && values.roleIds.length === 0)
        ctx.addIssue({ code: "custom", path: ["userIds"], message: m.recipientsRequired });
      const template = templates.find((t) => String(t.id) === values.templateId);
      for (const name of template?.params ?? [])
        if (!values.templateParams[name]?.trim())
          ctx.addIssue({ code: "custom", path: ["templateParams", name], message: m.paramRequired(name) });
    })
    .transform((values): NotifySendValues => ({
      templateId: Number(values.templateId),
      userIds: values.userIds,
      roleIds: values.roleIds,
      templateParams: Object.fromEntries(
        (templates.find((t) => String(t.id) === values.templateId)?.params ?? []).map((name) => [
          name,
          values.templateParams[name]!.trim(),
        ]),
      ),
    }));
}

const notifySendDefaults: NotifySendInput = { templateId: "", userIds: [], roleIds: [], templateParams: {} };

export { contentParams, fillContent, notifySendDefaults, notifySendSchema };
export type { NotifySendInput, NotifySendValues, NotifyTemplateOption };
