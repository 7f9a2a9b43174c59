import type { ProcessFormConstraintName, ProcessFormField } from "./types";

/** What a field holds and how it is edited: the six types, with "custom" resolved to textarea or decimal. */
type ProcessFormFieldKind = "long" | "decimal" | "string" | "textarea" | "boolean" | "date" | "enum";

/**
 * The kind of a field. A custom field is a textarea or a decimal by its `typeType`; a custom kind this
 * package does not know is edited as one line of text, so its value is still kept and sent.
 */
function fieldKind(field: Pick<ProcessFormField, "type" | "typeType">): ProcessFormFieldKind {
  if (field.type !== "custom") return field.type;
  return field.typeType === "textarea" || field.typeType === "decimal" ? field.typeType : "string";
}

/** Whether a kind holds a number (min/max apply) or text (minlength/maxlength/pattern apply). */
const isNumberKind = (kind: ProcessFormFieldKind) => kind === "long" || kind === "decimal";
const isTextKind = (kind: ProcessFormFieldKind) => kind === "string" || kind === "textarea";

/** A bound as the form designer wrote it (for the message) and as a number (for the check). */
type Bound = { text: string; value: number };

/** A field's constraints, read once: unusable configurations (not a number, a broken pattern) are ignored. */
type FieldRules = {
  required: boolean;
  readonly: boolean;
  min?: Bound;
  max?: Bound;
  minlength?: Bound;
  maxlength?: Bound;
  pattern?: RegExp;
};

/** The regular expression a pattern constraint means: the whole value must match. Throws on bad syntax. */
function wholeValuePattern(source: string): RegExp {
  return new RegExp(`^(?:${source})$`);
}

function numberBound(config: string | undefined): Bound | undefined {
  const text = config?.trim() ?? "";
  const value = Number(text);
  return text !== "" && Number.isFinite(value) ? { text, value } : undefined;
}

function lengthBound(config: string | undefined): Bound | undefined {
  const bound = numberBound(config);
  return bound && Number.isInteger(bound.value) && bound.value >= 0 ? bound : undefined;
}

/** The constraints of a field that apply to its kind. */
function fieldRules(field: ProcessFormField): FieldRules {
  const kind = fieldKind(field);
  const config = (name: ProcessFormConstraintName) => field.constraints?.find((c) => c.name === name);
  const rules: FieldRules = { required: !!config("required"), readonly: !!config("readonly") };
  if (isNumberKind(kind)) {
    rules.min = numberBound(config("min")?.config);
    rules.max = numberBound(config("max")?.config);
  }
  if (isTextKind(kind)) {
    rules.minlength = lengthBound(config("minlength")?.config);
    rules.maxlength = lengthBound(config("maxlength")?.config);
    const source = config("pattern")?.config;
    if (source) {
      try {
        rules.pattern = wholeValuePattern(source);
      } catch {
        // The editor refuses such a pattern (正则表达式无效); one from elsewhere is not enforced.
      }
    }
  }
  return rules;
}

export { fieldKind, fieldRules, isNumberKind, isTextKind, wholeValuePattern };
export type { FieldRules, ProcessFormFieldKind };
