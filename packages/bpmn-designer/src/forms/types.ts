/** The six field types of spec §3 "Form field". */
type ProcessFormFieldType = "long" | "string" | "boolean" | "date" | "enum" | "custom";

/** The kinds a "custom" field can be (`typeType`): multi-line text or a number with decimals. */
type ProcessFormCustomType = "textarea" | "decimal";

/** The constraints a field can carry; `config` holds the bound, length or regular expression. */
type ProcessFormConstraintName = "required" | "readonly" | "min" | "max" | "minlength" | "maxlength" | "pattern";

/** One constraint of a field. */
interface ProcessFormConstraint {
  name: ProcessFormConstraintName;
  config?: string;
}

/** One option of an enum field: `id` is what the process variable holds, `name` what a person reads. */
interface ProcessFormEnumValue {
  id: string;
  name: string;
}

/** A free extension property of a field: kept and shown, no behaviour. */
interface ProcessFormProperty {
  id: string;
  value: string;
}

/**
 * One field of a process form (the contract's `BpmFormField`): `id` is the process variable's name
 * (/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, unique in the form).
 */
interface ProcessFormField {
  id: string;
  type: ProcessFormFieldType;
  /** Only for "custom": "textarea" or "decimal". */
  typeType?: string;
  /** 1..50 characters. */
  label: string;
  /** Only for "date": a dayjs pattern, default "YYYY-MM-DD". */
  datePattern?: string;
  defaultValue?: string | number | boolean | null;
  /** Only for "enum": at least one, ids unique. */
  values?: ProcessFormEnumValue[];
  constraints?: ProcessFormConstraint[];
  properties?: ProcessFormProperty[];
}

/**
 * A process variable's value as a form sends it: long and decimal → number, boolean → boolean,
 * string, textarea, date (written in the field's pattern) and enum (the option's id) → string.
 */
type ProcessFormVariable = string | number | boolean;

/** The values of a form by field id; a field left empty has no key. */
type ProcessFormVariables = Record<string, ProcessFormVariable>;

/** What a person has typed or chosen, by field id, before it is checked and typed (strings, booleans). */
type ProcessFormRawValues = Record<string, unknown>;

/** Validation messages by field id; an empty record means the values are valid. */
type ProcessFormErrors = Record<string, string>;

export type {
  ProcessFormConstraint,
  ProcessFormConstraintName,
  ProcessFormCustomType,
  ProcessFormEnumValue,
  ProcessFormErrors,
  ProcessFormField,
  ProcessFormFieldType,
  ProcessFormProperty,
  ProcessFormRawValues,
  ProcessFormVariable,
  ProcessFormVariables,
};
