/**
 * Preparing a file another modeler wrote for a saved model: which processes it holds, and giving
 * the model's process key to the one the model runs. Changing a process's `id` in the parsed tree
 * moves every reference to it (the plane's `bpmnElement`, a participant's `processRef`, …), since
 * moddle writes references by the id of the element they point at; call activities naming the old
 * key in `calledElement` (a text, not a reference) are renamed too.
 */
import type { ModdleElement } from "./types";

/** A process of a file, as the open dialog lists it. */
interface FileProcess {
  id: string;
  name: string | undefined;
  /** `isExecutable="true"`. */
  executable: boolean;
  /** How many flow elements it holds (an empty process is a pool with nothing in it). */
  size: number;
}

const list = (element: ModdleElement | undefined, name: string) =>
  (element?.get(name) as ModdleElement[] | undefined) ?? [];

/** The processes of parsed definitions, in file order. */
function processesOf(definitions: ModdleElement): FileProcess[] {
  return list(definitions, "rootElements")
    .filter((element) => element.$instanceOf("bpmn:Process"))
    .map((process) => ({
      id: String(process.id),
      name: process.name,
      executable: process.get("isExecutable") === true,
      size: list(process, "flowElements").length,
    }));
}

/**
 * The process a file gives the model without asking: its only process, or its only executable
 * one, or else the only one with contents; null when the user has to choose.
 */
function modelProcessOf(processes: readonly FileProcess[]): FileProcess | null {
  if (processes.length === 1) return processes[0]!;
  const executable = processes.filter((process) => process.executable);
  if (executable.length === 1) return executable[0]!;
  return null;
}

/** Every element of the definitions that has an id, depth first (DI included). */
function* elementsWithIds(element: ModdleElement, seen = new Set<ModdleElement>()): Generator<ModdleElement> {
  if (seen.has(element)) return;
  seen.add(element);
  if (typeof element.id === "string") yield element;
  const descriptor = (element as { $descriptor?: { properties?: { name: string; isReference?: boolean }[] } })
    .$descriptor;
  for (const property of descriptor?.properties ?? []) {
    if (property.isReference) continue;
    const value = element.get(property.name);
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === "object" && "$type" in child) yield* elementsWithIds(child as ModdleElement, seen);
    }
  }
}

interface IdsLike {
  unclaim(id: string): void;
  claim(id: string, element: unknown): void;
}

/**
 * Gives the process `processId` the id `key`, in place. An element already called `key` (rare: a
 * task named like the model) takes `key_1` (or the next free number) first. Call activities whose
 * `calledElement` names the old id follow. Returns the process's previous id.
 */
function adoptProcessKey(definitions: ModdleElement, processId: string, key: string, ids?: IdsLike): string {
  const all = [...elementsWithIds(definitions)];
  const process = all.find((element) => element.id === processId && element.$instanceOf("bpmn:Process"));
  if (!process) throw new Error(`no process ${processId}`);
  if (processId === key) return processId;
  const taken = new Set(all.map((element) => element.id));
  const rename = (element: ModdleElement, id: string) => {
    const old = String(element.id);
    ids?.unclaim(old);
    element.id = id;
    ids?.claim(id, element);
    taken.delete(old);
    taken.add(id);
  };
  const clash = all.find((element) => element.id === key);
  if (clash) {
    let n = 1;
    while (taken.has(`${key}_${n}`)) n += 1;
    rename(clash, `${key}_${n}`);
  }
  rename(process, key);
  for (const element of all) {
    if (element.$instanceOf("bpmn:CallActivity") && element.get("calledElement") === processId) {
      element.set("calledElement", key);
    }
  }
  return processId;
}

export { adoptProcessKey, modelProcessOf, processesOf };
export type { FileProcess };
