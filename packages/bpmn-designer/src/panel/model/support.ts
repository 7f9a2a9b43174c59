import * as React from "react";

import { hasProperty, type ServiceLocator } from "../../core/business-object";
import type { ModdleElement } from "../../core/types";

/**
 * Whether moddle objects of `type` have `property` in this modeler (its engine's descriptor
 * included), e.g. `typeHasProperty(modeler, "bpmn:FormalExpression", "camunda:resource")`: what
 * the engine supports, asked before such an object exists.
 */
function typeHasProperty(modeler: ServiceLocator, type: string, property: string): boolean {
  try {
    // A bare instance from moddle itself (not bpmn-js's factory: it claims no id and enters no diagram).
    const sample = modeler.get<{ create(type: string): ModdleElement }>("moddle").create(type);
    return hasProperty(modeler, sample, property);
  } catch {
    return false; // a type this engine does not declare
  }
}

/**
 * A choice shown in the panel that the model cannot hold yet (e.g. "script" before a language is
 * typed): the person's choice until the model's own value changes, then the model's value again.
 */
function useLocalChoice<T extends string>(modelValue: T): [T, (value: T) => void] {
  const [state, setState] = React.useState<{ basis: T; choice: T | null }>({ basis: modelValue, choice: null });
  if (state.basis !== modelValue) setState({ basis: modelValue, choice: null });
  const value = state.basis === modelValue && state.choice !== null ? state.choice : modelValue;
  return [value, (choice: T) => setState({ basis: modelValue, choice })];
}

export { typeHasProperty, useLocalChoice };
