/**
 * The visual condition builder's rules (workflow-shapes.md, "Sequence condition"): which
 * comparisons fit a form field, when a row is complete, and how rows compile into the expression
 * the engine evaluates — `${days > 3 && type == "sick"}`, in `sort` order, `contains` written as
 * `literal in field`, numbers and booleans bare, every other value a JSON string.
 */
import { taskSettingsMessages as t } from "./messages";
import { bySort } from "./order";
import type { ConditionCompare, ConditionField, SequenceCondition } from "./types";

/** How a field's values are typed in and written into the expression. */
type ValueKind = "integer" | "number" | "boolean" | "enum" | "date" | "text";

/** Errors of one row, by the control they belong to; empty when the row is complete. */
type ConditionRowErrors = Partial<Record<"field" | "compare" | "value", string>>;

/** Every comparison, in the order the builder offers them. */
const ALL_COMPARES: readonly ConditionCompare[] = ["==", "!=", ">", ">=", "<", "<=", "contains"];

/** A process variable's name (the form field id rule). Words jexl reserves cannot be variables. */
const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const RESERVED = new Set(["true", "false", "null", "undefined", "in"]);

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** How values of `field` are typed; a variable without a form field is text. */
function valueKind(field: ConditionField | undefined): ValueKind {
  switch (field?.type) {
    case "long":
      return "integer";
    case "boolean":
      return "boolean";
    case "enum":
      return "enum";
    case "date":
      return "date";
    case "custom":
      return field.typeType === "decimal" ? "number" : "text";
    default:
      return "text";
  }
}

/**
 * Whether dates written in `pattern` sort as text in time order: years, months, days, hours,
 * minutes, seconds, each at fixed width, most significant first (YYYY-MM-DD, YYYY/MM/DD HH:mm…).
 */
function dateSortsAsText(pattern: string | undefined): boolean {
  const tokens = (pattern ?? "YYYY-MM-DD").match(/[A-Za-z]+/g) ?? [];
  const order = ["YYYY", "MM", "DD", "HH", "mm", "ss"];
  return tokens.length > 0 && tokens.every((token, index) => token === order[index]);
}

/**
 * The comparisons that fit `field`: numbers all six orderings; text equality and 包含; booleans
 * and choices equality; dates equality, and orderings when their pattern sorts as text. A free
 * variable (no form field) may use all seven.
 */
function comparesFor(field: ConditionField | undefined): ConditionCompare[] {
  if (!field) return [...ALL_COMPARES];
  switch (valueKind(field)) {
    case "integer":
    case "number":
      return ["==", "!=", ">", ">=", "<", "<="];
    case "boolean":
    case "enum":
      return ["==", "!="];
    case "date":
      return dateSortsAsText(field.datePattern) ? ["==", "!=", ">", ">=", "<", "<="] : ["==", "!="];
    case "text":
      return ["==", "!=", "contains"];
  }
}

/** The comparison a row keeps when its field changes: its own when it still fits, else the field's first. */
function compareFor(field: ConditionField | undefined, current: ConditionCompare): ConditionCompare {
  const allowed = comparesFor(field);
  return allowed.includes(current) ? current : (allowed[0] ?? "==");
}

/** The form field a row compares, when the form has one of that id. */
function fieldOf(
  row: Pick<SequenceCondition, "field">,
  fields?: readonly ConditionField[],
): ConditionField | undefined {
  return fields?.find((field) => field.id === row.field);
}

/**
 * What is wrong with a row, per control (empty when it can be compiled): the field chosen (or,
 * without form fields, a valid variable name), a comparison fitting it, and a value of its type.
 */
function validateConditionRow(row: SequenceCondition, fields?: readonly ConditionField[]): ConditionRowErrors {
  const errors: ConditionRowErrors = {};
  const withForm = !!fields && fields.length > 0;
  const field = fieldOf(row, fields);
  if (row.field === "") errors.field = withForm ? t.conditions.fieldRequired : t.conditions.variableRequired;
  else if (withForm && !field) errors.field = t.conditions.fieldUnknown(row.field);
  else if (!withForm && (!VARIABLE.test(row.field) || RESERVED.has(row.field)))
    errors.field = t.conditions.variableInvalid;
  if (!errors.field && !comparesFor(field).includes(row.compare)) errors.compare = t.conditions.compareInvalid;
  const value = row.value.trim();
  switch (valueKind(field)) {
    case "integer":
      if (value === "") errors.value = t.conditions.valueRequired;
      else if (!INTEGER.test(value)) errors.value = t.conditions.valueInteger;
      break;
    case "number":
      if (value === "") errors.value = t.conditions.valueRequired;
      else if (!NUMBER.test(value)) errors.value = t.conditions.valueNumber;
      break;
    case "boolean":
      if (row.value !== "true" && row.value !== "false") errors.value = t.conditions.valueBoolean;
      break;
    case "enum":
      if (!field?.values?.some((choice) => choice.id === row.value)) errors.value = t.conditions.valueEnum;
      break;
    default:
      if (row.value === "") errors.value = t.conditions.valueRequired;
  }
  return errors;
}

/** Whether a row can be compiled (no errors). */
function isCompleteRow(row: SequenceCondition, fields?: readonly ConditionField[]): boolean {
  return Object.keys(validateConditionRow(row, fields)).length === 0;
}

/** The row's value as written in the expression: bare numbers and booleans, otherwise a JSON string. */
function literal(row: SequenceCondition, field: ConditionField | undefined): string {
  switch (valueKind(field)) {
    case "integer":
    case "number":
      return row.value.trim();
    case "boolean":
      return row.value;
    default:
      return JSON.stringify(row.value);
  }
}

/** One row as an expression term. */
function term(row: SequenceCondition, fields?: readonly ConditionField[]): string {
  const value = literal(row, fieldOf(row, fields));
  return row.compare === "contains" ? `${value} in ${row.field}` : `${row.field} ${row.compare} ${value}`;
}

/**
 * The expression's body (between `${` and `}`) for the complete rows, in `sort` order, or null
 * when there is none. Rows still being filled in (with errors) are left out.
 */
function compileConditionBody(rows: readonly SequenceCondition[], fields?: readonly ConditionField[]): string | null {
  const complete = bySort(rows).filter((row) => isCompleteRow(row, fields));
  if (complete.length === 0) return null;
  return complete
    .map((row, index) => (index === 0 ? term(row, fields) : `${row.logic} ${term(row, fields)}`))
    .join(" ");
}

/**
 * The sequence flow's condition expression, `${…}`, for the complete rows in `sort` order
 * (`&&` binds before `||`), or null when no row is complete (the flow then has no condition).
 */
function compileConditions(rows: readonly SequenceCondition[], fields?: readonly ConditionField[]): string | null {
  const body = compileConditionBody(rows, fields);
  return body === null ? null : `\${${body}}`;
}

export {
  compareFor,
  comparesFor,
  compileConditionBody,
  compileConditions,
  dateSortsAsText,
  fieldOf,
  isCompleteRow,
  validateConditionRow,
  valueKind,
};
export type { ConditionRowErrors, ValueKind };
