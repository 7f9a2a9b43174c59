import { datePatternOf, isDateInPattern } from "./date";
import { fieldKind, fieldRules, type FieldRules } from "./field-rules";
import { formsMessages, type FormsMessages } from "./messages";
import type {
  ProcessFormErrors,
  ProcessFormField,
  ProcessFormRawValues,
  ProcessFormVariable,
  ProcessFormVariables,
} from "./types";

type ValidationMessages = FormsMessages["validation"];

/** The result of reading one value for its field: the typed value, or the message saying what is wrong. */
type Reading = { value?: ProcessFormVariable; error?: string };

const INTEGER = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Nothing given: absent, null, or text of spaces only. */
function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Length as a person counts characters (code points, so an emoji is one). */
const length = (text: string) => [...text].length;

function readNumber(raw: unknown, integer: boolean): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) && (!integer || Number.isSafeInteger(raw)) ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  const text = raw.trim();
  if (!(integer ? INTEGER : DECIMAL).test(text)) return undefined;
  const value = Number(text);
  return integer && !Number.isSafeInteger(value) ? undefined : value;
}

function checkNumber(value: number, label: string, rules: FieldRules, m: ValidationMessages): Reading {
  if (rules.min && value < rules.min.value) return { error: m.min(label, rules.min.text) };
  if (rules.max && value > rules.max.value) return { error: m.max(label, rules.max.text) };
  return { value };
}

function checkText(value: string, label: string, rules: FieldRules, m: ValidationMessages): Reading {
  if (rules.minlength && length(value) < rules.minlength.value)
    return { error: m.minlength(label, rules.minlength.text) };
  if (rules.maxlength && length(value) > rules.maxlength.value)
    return { error: m.maxlength(label, rules.maxlength.text) };
  if (rules.pattern && !rules.pattern.test(value)) return { error: m.pattern(label) };
  return { value };
}

/**
 * Reads one value for its field: empty (an error when required), then the type, then the bounds.
 * `constraints: false` reads the type alone (a field's default value).
 */
function readValue(
  field: ProcessFormField,
  raw: unknown,
  m: ValidationMessages,
  { constraints = true }: { constraints?: boolean } = {},
): Reading {
  const rules: FieldRules = constraints ? fieldRules(field) : { required: false, readonly: false };
  const label = field.label;
  if (isEmptyValue(raw)) return rules.required ? { error: m.required(label) } : {};
  switch (fieldKind(field)) {
    case "long": {
      const value = readNumber(raw, true);
      return value === undefined ? { error: m.integer(label) } : checkNumber(value, label, rules, m);
    }
    case "decimal": {
      const value = readNumber(raw, false);
      return value === undefined ? { error: m.number(label) } : checkNumber(value, label, rules, m);
    }
    case "boolean":
      if (raw === true || raw === "true") return { value: true };
      if (raw === false || raw === "false") return { value: false };
      return { error: m.option(label) };
    case "date": {
      const pattern = datePatternOf(field);
      const text = typeof raw === "string" ? raw.trim() : "";
      return isDateInPattern(text, pattern) ? { value: text } : { error: m.date(label, pattern) };
    }
    case "enum": {
      const id = typeof raw === "string" || typeof raw === "number" ? String(raw).trim() : "";
      return field.values?.some((option) => option.id === id) ? { value: id } : { error: m.option(label) };
    }
    case "string":
    case "textarea":
      if (typeof raw !== "string" && typeof raw !== "number") return { error: m.pattern(label) };
      return checkText(String(raw), label, rules, m);
  }
}

/** A field's default value typed for it, or undefined when it has none (or one its type cannot hold). */
function typedDefault(field: ProcessFormField, m: ValidationMessages = formsMessages.validation) {
  const reading = readValue(field, field.defaultValue, m, { constraints: false });
  return reading.error ? undefined : reading.value;
}

/**
 * Checks what a person entered against each field's type and constraints, in the contract's words
 * (`请假天数不能为空`, `请假天数必须是整数`…). Read-only fields are not checked: nobody can change them,
 * and their default is what is sent. Returns one message per invalid field id; `{}` when all is well.
 */
function validateProcessFormValues(
  fields: readonly ProcessFormField[],
  values: ProcessFormRawValues,
  m: ValidationMessages = formsMessages.validation,
): ProcessFormErrors {
  const errors: ProcessFormErrors = {};
  for (const field of fields) {
    if (fieldRules(field).readonly) continue;
    const { error } = readValue(field, values[field.id], m);
    if (error) errors[field.id] = error;
  }
  return errors;
}

/**
 * The process variables a form sends: each value typed for its field (long → integer, decimal →
 * number, boolean → boolean, date → text in its pattern, enum → option id, text as typed). Empty
 * fields are left out, and so are invalid values (validate first); a read-only field sends its default.
 */
function normalizeProcessFormValues(
  fields: readonly ProcessFormField[],
  raw: ProcessFormRawValues,
  m: ValidationMessages = formsMessages.validation,
): ProcessFormVariables {
  const values: ProcessFormVariables = {};
  for (const field of fields) {
    const value = fieldRules(field).readonly ? typedDefault(field, m) : readValue(field, raw[field.id], m).value;
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/** The values a new form starts with: each field's default, and false for a boolean without one. */
function defaultProcessFormValues(fields: readonly ProcessFormField[]): ProcessFormVariables {
  const values: ProcessFormVariables = {};
  for (const field of fields) {
    const value = typedDefault(field) ?? (fieldKind(field) === "boolean" ? false : undefined);
    if (value !== undefined) values[field.id] = value;
  }
  return values;
}

/** A value as a person reads it: an enum's option name, 是/否 for a boolean, — when there is none. */
function formatProcessFormValue(
  field: ProcessFormField,
  value: unknown,
  texts: FormsMessages["display"] = formsMessages.display,
): string {
  if (isEmptyValue(value)) return texts.empty;
  const kind = fieldKind(field);
  if (kind === "boolean" && (value === true || value === "true")) return texts.yes;
  if (kind === "boolean" && (value === false || value === "false")) return texts.no;
  if (kind === "enum") return field.values?.find((option) => option.id === String(value))?.name ?? String(value);
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export {
  defaultProcessFormValues,
  formatProcessFormValue,
  isEmptyValue,
  normalizeProcessFormValues,
  readValue,
  typedDefault,
  validateProcessFormValues,
};
