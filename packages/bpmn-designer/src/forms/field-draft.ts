import { DEFAULT_DATE_PATTERN, fromCanonicalDate, isUsableDatePattern, toCanonicalDate } from "./date";
import { fieldKind, isNumberKind, isTextKind, wholeValuePattern } from "./field-rules";
import { formsMessages, type FormsMessages } from "./messages";
import type { ProcessFormConstraint, ProcessFormField, ProcessFormFieldType } from "./types";
import { isEmptyValue, readValue } from "./values";

/** One row of the dialog's enum or property table; `key` keeps React's rows apart while ids are typed. */
type DraftRow = { key: number; id: string; text: string };

/** A field as its dialog edits it: every input as text (a boolean default as a switch). */
type FieldDraft = {
  id: string;
  type: ProcessFormFieldType;
  /** A custom field's kind ("textarea", "decimal"), or "" while none is chosen. */
  typeType: string;
  label: string;
  datePattern: string;
  /**
   * "" for none; the boolean default is `defaultTrue`. A date's is pattern-free (`YYYY-MM-DDTHH:mm:ss`)
   * so that editing the pattern never loses it; it is written in the pattern on saving.
   */
  defaultValue: string;
  defaultTrue: boolean;
  /** Enum options: `text` is the option's name. */
  values: DraftRow[];
  required: boolean;
  readonly: boolean;
  min: string;
  max: string;
  minlength: string;
  maxlength: string;
  pattern: string;
  /** Extension properties: `text` is the property's value. */
  properties: DraftRow[];
};

/** The dialog's messages by input: "id", "label", "values", "values.2.id", "properties.0.id"… */
type FieldDraftErrors = Record<string, string>;

/** The contract's limits (packages/api/openapi: BpmFormField). */
const LIMITS = { id: 64, label: 50, datePattern: 40, options: 100, optionId: 64, optionName: 50, config: 200 } as const;
const PROPERTY_LIMITS = { count: 20, id: 64, value: 500 } as const;

const ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NON_NEGATIVE_INTEGER = /^\d+$/;

let nextRowKey = 1;
/** A new table row with a key unique in this page. */
function draftRow(id = "", text = ""): DraftRow {
  return { key: nextRowKey++, id, text };
}

/** An empty string field, as 添加字段 opens. */
function emptyDraft(): FieldDraft {
  return {
    id: "",
    type: "string",
    typeType: "",
    label: "",
    datePattern: DEFAULT_DATE_PATTERN,
    defaultValue: "",
    defaultTrue: false,
    values: [],
    required: false,
    readonly: false,
    min: "",
    max: "",
    minlength: "",
    maxlength: "",
    pattern: "",
    properties: [],
  };
}

/** The dialog's draft of an existing field. */
function draftFromField(field: ProcessFormField): FieldDraft {
  const config = (name: ProcessFormConstraint["name"]) => field.constraints?.find((c) => c.name === name);
  const value = field.defaultValue;
  const datePattern = field.datePattern?.trim() || DEFAULT_DATE_PATTERN;
  let defaultValue = value === undefined || value === null || typeof value === "boolean" ? "" : String(value);
  if (field.type === "date" && defaultValue !== "")
    defaultValue = toCanonicalDate(defaultValue, datePattern) ?? defaultValue;
  return {
    id: field.id,
    type: field.type,
    typeType: field.type === "custom" ? (field.typeType ?? "") : "",
    label: field.label,
    datePattern,
    defaultValue,
    defaultTrue: value === true || value === "true",
    values: (field.values ?? []).map((option) => draftRow(option.id, option.name)),
    required: !!config("required"),
    readonly: !!config("readonly"),
    min: config("min")?.config ?? "",
    max: config("max")?.config ?? "",
    minlength: config("minlength")?.config ?? "",
    maxlength: config("maxlength")?.config ?? "",
    pattern: config("pattern")?.config ?? "",
    properties: (field.properties ?? []).map((property) => draftRow(property.id, property.value)),
  };
}

/** The default as the field writes it: a date in the field's pattern, anything else as typed. */
function draftDefault(draft: FieldDraft): string {
  return draft.type === "date"
    ? fromCanonicalDate(draft.defaultValue, draft.datePattern.trim() || DEFAULT_DATE_PATTERN)
    : draft.defaultValue;
}

/** The field a (valid) draft describes, holding only what its type uses. */
function fieldFromDraft(draft: FieldDraft): ProcessFormField {
  const field: ProcessFormField = { id: draft.id.trim(), type: draft.type, label: draft.label.trim() };
  if (draft.type === "custom") field.typeType = draft.typeType;
  const kind = fieldKind(field);
  if (kind === "date") field.datePattern = draft.datePattern.trim() || DEFAULT_DATE_PATTERN;
  if (kind === "enum") field.values = draft.values.map((row) => ({ id: row.id.trim(), name: row.text.trim() }));

  const constraints: ProcessFormConstraint[] = [];
  if (draft.required) constraints.push({ name: "required" });
  if (draft.readonly) constraints.push({ name: "readonly" });
  const add = (name: ProcessFormConstraint["name"], config: string) => {
    if (config.trim() !== "") constraints.push({ name, config: name === "pattern" ? config : config.trim() });
  };
  if (isNumberKind(kind)) {
    add("min", draft.min);
    add("max", draft.max);
  }
  if (isTextKind(kind)) {
    add("minlength", draft.minlength);
    add("maxlength", draft.maxlength);
    add("pattern", draft.pattern);
  }
  if (constraints.length > 0) field.constraints = constraints;

  if (kind === "boolean") {
    if (draft.defaultTrue) field.defaultValue = true;
  } else if (!isEmptyValue(draft.defaultValue)) {
    // Typed as the variable will be (a long's default is a number); text keeps its spaces.
    const text = draftDefault(draft);
    field.defaultValue = readValue(field, text, formsMessages.validation, { constraints: false }).value ?? text;
  }
  if (draft.properties.length > 0)
    field.properties = draft.properties.map((row) => ({ id: row.id.trim(), value: row.text }));
  return field;
}

/** Messages for the rows of a table whose ids must be given, short enough and unique. */
function checkRows(
  rows: readonly DraftRow[],
  prefix: string,
  errors: FieldDraftErrors,
  texts: { required: string; length: string; taken: string },
  idLimit: number,
) {
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const id = row.id.trim();
    if (id === "") errors[`${prefix}.${index}.id`] = texts.required;
    else if (id.length > idLimit) errors[`${prefix}.${index}.id`] = texts.length;
    else if (seen.has(id)) errors[`${prefix}.${index}.id`] = texts.taken;
    seen.add(id);
  });
}

/**
 * Checks a field's draft: its id (given, a variable name, not one of `takenIds`), label, custom kind,
 * date pattern, enum options, constraints (numbers, lengths, a pattern that compiles), default value
 * (of the field's type and within its own constraints) and properties. `{}` when it can be saved.
 */
function validateFieldDraft(
  draft: FieldDraft,
  takenIds: readonly string[],
  m: FormsMessages = formsMessages,
): FieldDraftErrors {
  const e = m.fieldErrors;
  const errors: FieldDraftErrors = {};
  const id = draft.id.trim();
  if (id === "") errors.id = e.idRequired;
  else if (!ID_PATTERN.test(id)) errors.id = e.idPattern;
  else if (id.length > LIMITS.id) errors.id = e.idLength;
  else if (takenIds.includes(id)) errors.id = e.idTaken;

  const label = draft.label.trim();
  if (label === "") errors.label = e.labelRequired;
  else if ([...label].length > LIMITS.label) errors.label = e.labelLength;

  if (draft.type === "custom" && draft.typeType !== "textarea" && draft.typeType !== "decimal")
    errors.typeType = e.customTypeRequired;

  const kind = fieldKind({ type: draft.type, typeType: draft.typeType });
  if (kind === "date") {
    const pattern = draft.datePattern.trim();
    if (pattern.length > LIMITS.datePattern) errors.datePattern = e.datePatternLength;
    else if (pattern !== "" && !isUsableDatePattern(pattern)) errors.datePattern = e.datePatternInvalid;
  }

  if (kind === "enum") {
    if (draft.values.length === 0) errors.values = e.valuesRequired;
    else if (draft.values.length > LIMITS.options) errors.values = e.valuesTooMany;
    checkRows(
      draft.values,
      "values",
      errors,
      { required: e.valueIdRequired, length: e.valueIdLength, taken: e.valueIdTaken },
      LIMITS.optionId,
    );
    draft.values.forEach((row, index) => {
      const name = row.text.trim();
      if (name === "") errors[`values.${index}.name`] = e.valueNameRequired;
      else if ([...name].length > LIMITS.optionName) errors[`values.${index}.name`] = e.valueNameLength;
    });
  }

  if (isNumberKind(kind)) {
    const bound = (text: string) => (text.trim() === "" ? undefined : Number(text.trim()));
    const min = bound(draft.min);
    const max = bound(draft.max);
    if (min !== undefined && !Number.isFinite(min)) errors.min = e.minNumber;
    if (max !== undefined && !Number.isFinite(max)) errors.max = e.maxNumber;
    if (!errors.min && !errors.max && min !== undefined && max !== undefined && min > max) errors.min = e.minAboveMax;
  }

  if (isTextKind(kind)) {
    const minlength = draft.minlength.trim();
    const maxlength = draft.maxlength.trim();
    if (minlength !== "" && !NON_NEGATIVE_INTEGER.test(minlength)) errors.minlength = e.minlengthInteger;
    if (maxlength !== "" && !NON_NEGATIVE_INTEGER.test(maxlength)) errors.maxlength = e.maxlengthInteger;
    if (!errors.minlength && !errors.maxlength && minlength !== "" && maxlength !== "")
      if (Number(minlength) > Number(maxlength)) errors.minlength = e.minlengthAboveMaxlength;
    if (draft.pattern.length > LIMITS.config) errors.pattern = e.patternLength;
    else if (draft.pattern.trim() !== "") {
      try {
        wholeValuePattern(draft.pattern);
      } catch {
        errors.pattern = e.patternInvalid;
      }
    }
  }

  // The default must be a value the field accepts, so only once the rules it is read with are sound.
  const rulesSound = !["typeType", "datePattern", "min", "max", "minlength", "maxlength", "pattern"].some(
    (key) => key in errors,
  );
  if (rulesSound && kind !== "boolean" && !isEmptyValue(draft.defaultValue)) {
    const field = fieldFromDraft({ ...draft, required: false, readonly: false, label: label || m.dialog.defaultValue });
    const { error } = readValue(field, draftDefault(draft), m.validation);
    if (error) errors.defaultValue = error;
  }
  if (draft.readonly && draft.required && kind !== "boolean" && isEmptyValue(draft.defaultValue))
    errors.defaultValue = e.readonlyNeedsDefault;

  if (draft.properties.length > PROPERTY_LIMITS.count) errors.properties = e.propertiesTooMany;
  checkRows(
    draft.properties,
    "properties",
    errors,
    { required: e.propertyIdRequired, length: e.propertyIdLength, taken: e.propertyIdTaken },
    PROPERTY_LIMITS.id,
  );
  draft.properties.forEach((row, index) => {
    if (row.text.length > PROPERTY_LIMITS.value) errors[`properties.${index}.value`] = e.propertyValueLength;
  });
  return errors;
}

export { draftFromField, draftRow, emptyDraft, fieldFromDraft, LIMITS, PROPERTY_LIMITS, validateFieldDraft };
export type { DraftRow, FieldDraft, FieldDraftErrors };
