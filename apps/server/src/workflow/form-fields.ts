// Process forms (workflow-shapes.md "Process form field"): a form's fields are checked when it is saved,
// and the values a person submits are checked against them when a process starts (the same rules and
// Chinese messages the form widget shows), so a value the form would refuse never reaches a condition.
import type { components } from "@smartclass/api";
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";

import { workflowMessages as m } from "./messages.js";

dayjs.extend(customParseFormat);

export type FormField = components["schemas"]["BpmFormField"];
export type Variables = Record<string, unknown>;

/** A form or its values refused; the message is for people. */
export class FormError extends Error {}

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const DEFAULT_DATE_PATTERN = "YYYY-MM-DD";

const constraint = (f: FormField, name: string) => f.constraints?.find((c) => c.name === name);
const has = (f: FormField, name: string) => constraint(f, name) !== undefined;
const isNumeric = (f: FormField) => f.type === "long" || (f.type === "custom" && f.typeType === "decimal");
const isEmpty = (v: unknown) => v === undefined || v === null || v === "";

/** Checks one value against its field; answers the value to store (undefined: nothing to store). */
function checkValue(f: FormField, value: unknown): unknown {
  if (isEmpty(value)) {
    if (has(f, "required")) throw new FormError(m.required(f.label));
    return undefined;
  }
  if (isNumeric(f)) {
    if (typeof value !== "number" || !Number.isFinite(value))
      throw new FormError(f.type === "long" ? m.integer(f.label) : m.number(f.label));
    if (f.type === "long" && !Number.isSafeInteger(value)) throw new FormError(m.integer(f.label));
    const min = constraint(f, "min")?.config;
    const max = constraint(f, "max")?.config;
    if (min !== undefined && value < Number(min)) throw new FormError(m.min(f.label, min));
    if (max !== undefined && value > Number(max)) throw new FormError(m.max(f.label, max));
    return value;
  }
  switch (f.type) {
    case "boolean":
      if (typeof value !== "boolean") throw new FormError(m.booleanValue(f.label));
      return value;
    case "enum":
      if (typeof value !== "string" || !(f.values ?? []).some((o) => o.id === value))
        throw new FormError(m.option(f.label));
      return value;
    case "date": {
      const pattern = f.datePattern || DEFAULT_DATE_PATTERN;
      if (typeof value !== "string" || !dayjs(value, pattern, true).isValid())
        throw new FormError(m.date(f.label, pattern));
      return value;
    }
    default: {
      // string and custom textarea
      if (typeof value !== "string") throw new FormError(m.stringValue(f.label));
      if (has(f, "required") && !value.trim()) throw new FormError(m.required(f.label));
      const length = [...value].length;
      const minLength = constraint(f, "minlength")?.config;
      const maxLength = constraint(f, "maxlength")?.config;
      const pattern = constraint(f, "pattern")?.config;
      if (minLength !== undefined && length < Number(minLength)) throw new FormError(m.minLength(f.label, minLength));
      if (maxLength !== undefined && length > Number(maxLength)) throw new FormError(m.maxLength(f.label, maxLength));
      if (pattern !== undefined && !new RegExp(`^(?:${pattern})$`, "u").test(value))
        throw new FormError(m.pattern(f.label));
      return value;
    }
  }
}

/**
 * The variables a process starts with: each field's value checked (read-only fields take their default,
 * absent ones their default too); a value for no field of the form is refused. Without a form, any
 * variables with valid names are taken as they are.
 */
export function checkStartVariables(fields: FormField[], submitted: Variables): Variables {
  const out: Variables = {};
  if (fields.length === 0) return checkFreeVariables(submitted);
  for (const name of Object.keys(submitted)) {
    if (!fields.some((f) => f.id === name)) throw new FormError(m.unknownVariable(name));
  }
  for (const f of fields) {
    const given = has(f, "readonly") || !(f.id in submitted) ? f.defaultValue : submitted[f.id];
    const value = checkValue(f, given);
    if (value !== undefined) out[f.id] = value;
  }
  return out;
}

/** Variables merged on approval: valid names; values of the form's fields checked as at the start. */
export function checkMergedVariables(fields: FormField[], submitted: Variables): Variables {
  const out = checkFreeVariables(submitted);
  for (const [name, value] of Object.entries(out)) {
    const f = fields.find((x) => x.id === name);
    if (f && has(f, "readonly")) throw new FormError(m.unknownVariable(name));
    if (f) out[name] = checkValue(f, value);
  }
  return out;
}

function checkFreeVariables(submitted: Variables): Variables {
  const out: Variables = {};
  for (const [name, value] of Object.entries(submitted)) {
    if (!VARIABLE_NAME.test(name)) throw new FormError(m.variableNameInvalid(name));
    out[name] = value;
  }
  return out;
}

/** Checks a form's fields when it is saved (unique ids, enum options, constraint configs, defaults). */
export function checkFormFields(fields: FormField[]): FormField[] {
  const ids = new Set<string>();
  for (const f of fields) {
    if (ids.has(f.id)) throw new FormError(m.fieldIdDuplicate(f.id));
    ids.add(f.id);
    if (f.type === "enum") {
      if (!f.values?.length) throw new FormError(m.enumNeedsValues(f.label));
      const optionIds = new Set<string>();
      for (const o of f.values) {
        if (optionIds.has(o.id)) throw new FormError(m.enumValueDuplicate(f.label, o.id));
        optionIds.add(o.id);
      }
    }
    for (const c of f.constraints ?? []) {
      if (["min", "max", "minlength", "maxlength"].includes(c.name)) {
        if (c.config === undefined || c.config.trim() === "" || !Number.isFinite(Number(c.config)))
          throw new FormError(m.constraintConfig(f.label, c.name));
      }
      if (c.name === "pattern") {
        try {
          new RegExp(c.config ?? "", "u");
        } catch {
          throw new FormError(m.constraintConfig(f.label, c.name));
        }
        if (!c.config) throw new FormError(m.constraintConfig(f.label, c.name));
      }
    }
    if (!isEmpty(f.defaultValue)) {
      try {
        checkValue({ ...f, constraints: (f.constraints ?? []).filter((c) => c.name !== "required") }, f.defaultValue);
      } catch (error) {
        throw new FormError(m.defaultInvalid(f.label, (error as Error).message));
      }
    }
  }
  return fields;
}
