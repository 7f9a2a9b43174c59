/**
 * The listener and field editors' rules (§5): event, listener id (task listeners of an engine that
 * has one) and type are required, and the value of that type; a script needs its format, its type
 * and its content or resource; a timeout task listener with a timer type other than none needs the
 * timer's value. A field needs a name, a type and a value or expression. The spec's texts come from
 * the messages table verbatim.
 */
import type { Messages } from "../../messages";
import type { FieldDraft, ListenerDraft, ListenerScope, ListenerSupport } from "./listener-model";

type ListenerErrors = Partial<
  Record<
    "event" | "id" | "kind" | "value" | "scriptFormat" | "scriptType" | "script" | "resource" | "timerValue",
    string
  >
>;
type FieldErrors = Partial<Record<"name" | "type" | "value", string>>;

/** The errors of a listener draft, by field; empty when it may be saved. */
function validateListener(
  draft: ListenerDraft,
  scope: ListenerScope,
  support: ListenerSupport,
  messages: Messages,
): ListenerErrors {
  const m = messages.panel.listeners;
  const v = messages.validation;
  const errors: ListenerErrors = {};
  if (!draft.event) errors.event = m.eventRequired;
  if (scope === "task" && support.hasId && draft.id.trim() === "") errors.id = m.idRequired;
  if (!draft.kind) errors.kind = m.typeRequired;
  if (draft.kind === "class" && draft.value.trim() === "") errors.value = m.classRequired;
  if (draft.kind === "expression" && draft.value.trim() === "") errors.value = m.expressionRequired;
  if (draft.kind === "delegateExpression" && draft.value.trim() === "") errors.value = m.delegateExpressionRequired;
  if (draft.kind === "script") {
    if (draft.scriptFormat.trim() === "") errors.scriptFormat = v.scriptFormatRequired;
    if (!draft.scriptType) errors.scriptType = v.scriptTypeRequired;
    if (draft.scriptType === "inline" && draft.script.trim() === "") errors.script = v.scriptContentRequired;
    if (draft.scriptType === "external" && draft.resource.trim() === "") errors.resource = v.scriptResourceRequired;
  }
  if (
    scope === "task" &&
    support.hasTimer &&
    draft.event === "timeout" &&
    draft.timerType !== "none" &&
    draft.timerValue.trim() === ""
  )
    errors.timerValue = v.timerRequired;
  return errors;
}

/** The errors of a field draft, by field; empty when it may be saved. */
function validateField(field: FieldDraft, messages: Messages): FieldErrors {
  const m = messages.panel.listeners;
  const errors: FieldErrors = {};
  if (field.name.trim() === "") errors.name = m.fieldNameRequired;
  if (!field.type) errors.type = m.fieldTypeRequired;
  if (field.type === "string" && field.value === "") errors.value = m.fieldValueRequired;
  if (field.type === "expression" && field.value.trim() === "") errors.value = m.fieldExpressionRequired;
  return errors;
}

/** Whether an errors object holds any error. */
function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

export { hasErrors, validateField, validateListener };
export type { FieldErrors, ListenerErrors };
