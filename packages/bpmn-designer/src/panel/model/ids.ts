import type { ServiceLocator } from "../../core/business-object";
import type { DiagramElement, ModdleElement } from "../../core/types";

/** The root elements of the diagram's definitions (processes, collaborations, messages, signals…). */
function rootElements(modeler: ServiceLocator & { getDefinitions(): unknown }): ModdleElement[] {
  const definitions = modeler.getDefinitions() as ModdleElement;
  return (definitions.get("rootElements") as ModdleElement[] | undefined) ?? [];
}

/**
 * Whether `id` names something in the diagram other than `owner`: a drawn element (flow nodes,
 * flows, pools, the process) or a root element (messages, signals, processes). Read from the
 * model rather than from moddle's id registry, which keeps the ids of elements an undo removed.
 */
function idInUse(modeler: ServiceLocator & { getDefinitions(): unknown }, id: string, owner?: ModdleElement): boolean {
  const drawn = modeler.get<{ get(id: string): DiagramElement | undefined }>("elementRegistry").get(id);
  if (drawn && drawn.businessObject !== owner) return true;
  return rootElements(modeler).some((root) => root.id === id && root !== owner);
}

export { idInUse, rootElements };
