import camunda from "camunda-bpmn-moddle/resources/camunda.json";

import activiti from "./descriptors/activiti.json";
import flowable from "./descriptors/flowable.json";
import type { Engine } from "./engines";

/**
 * A moddle package descriptor (the JSON shape of camunda-bpmn-moddle's `camunda.json`). Only the
 * fields the designer reads are typed; moddle reads the rest.
 */
interface ModdleDescriptor {
  name: string;
  uri: string;
  prefix: string;
  types: { name: string; extends?: string[]; superClass?: string[]; properties?: { name: string }[] }[];
  [key: string]: unknown;
}

/**
 * The moddle descriptor of each engine. camunda's comes from camunda-bpmn-moddle; activiti's and
 * flowable's are ours (the registry's copies are unmaintained), limited to what those engines read.
 */
const descriptors: Record<Engine, ModdleDescriptor> = {
  activiti: activiti as ModdleDescriptor,
  camunda: camunda as ModdleDescriptor,
  flowable: flowable as ModdleDescriptor,
};

/** The `moddleExtensions` option for a modeler or a bpmn-moddle of `engine`: that engine's descriptor alone. */
function moddleExtensionsFor(engine: Engine): Record<string, ModdleDescriptor> {
  return { [descriptors[engine].prefix]: descriptors[engine] };
}

export { descriptors, moddleExtensionsFor };
export type { ModdleDescriptor };
