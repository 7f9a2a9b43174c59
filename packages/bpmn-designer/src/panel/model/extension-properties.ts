/**
 * Extension properties: name/value pairs in the engine's `<prefix>:properties` extension element.
 * Each writer is one command and keeps every other extension element.
 */
import {
  addExtensionElement,
  createModdle,
  getExtensionElements,
  updateModdle,
  type ServiceLocator,
} from "../../core/business-object";
import type { ModdleElement } from "../../core/types";
import type { PanelTarget } from "./target";

interface PropertyRow {
  name: string;
  value: string;
}

/** The `<prefix>:properties` container of the target, if any. */
function propertiesContainer(target: PanelTarget, prefix: string): ModdleElement | undefined {
  return getExtensionElements(target.bo, `${prefix}:Properties`)[0];
}

/** The target's extension properties, in order. */
function readProperties(target: PanelTarget, prefix: string): ModdleElement[] {
  return (propertiesContainer(target, prefix)?.get("values") as ModdleElement[] | undefined) ?? [];
}

/** Adds a property (creating the container when there is none): one command. */
function addProperty(modeler: ServiceLocator, target: PanelTarget, prefix: string, row: PropertyRow): void {
  const property = createModdle(modeler, `${prefix}:Property`, { ...row });
  const container = propertiesContainer(target, prefix);
  if (container) {
    property.$parent = container;
    updateModdle(modeler, target.element, container, { values: [...readProperties(target, prefix), property] });
    return;
  }
  const created = createModdle(modeler, `${prefix}:Properties`, { values: [property] });
  property.$parent = created;
  addExtensionElement(modeler, target.element, created, target.bo);
}

/** Changes the property at `index`: one command. */
function editProperty(
  modeler: ServiceLocator,
  target: PanelTarget,
  prefix: string,
  index: number,
  row: PropertyRow,
): void {
  const property = readProperties(target, prefix)[index];
  if (property) updateModdle(modeler, target.element, property, { ...row });
}

/** Removes the property at `index` (the container stays, possibly empty): one command. */
function removeProperty(modeler: ServiceLocator, target: PanelTarget, prefix: string, property: ModdleElement): void {
  const container = propertiesContainer(target, prefix);
  const values = readProperties(target, prefix);
  if (!container || !values.includes(property)) return;
  updateModdle(modeler, target.element, container, { values: values.filter((value) => value !== property) });
}

export { addProperty, editProperty, readProperties, removeProperty };
export type { PropertyRow };
