import type { Engine } from "../core/engines";
import { processMessages as t } from "./messages";
import type { ProcessModelCreate } from "./types";

/** A process key (流程标识): an ASCII XML name of at most 64 characters, as the contract's BpmModelCreate says. */
const PROCESS_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

/** Limits of the create form, from the contract. */
const modelCreateLimits = { key: 64, name: 50, description: 200 } as const;

/** What the create form holds while a person types. */
interface ModelCreateDraft {
  key: string;
  name: string;
  engine: Engine;
  /** "" = no category. */
  category: string;
  description: string;
  /** The file the model is created from: its name and text (its process's id is the key). */
  file?: { name: string; xml: string };
}

type ModelCreateErrors = Partial<Record<"key" | "name", string>>;

/** The form's errors (Chinese texts of spec §5 and the brief); empty when the draft can be submitted. */
function validateModelCreate(draft: Pick<ModelCreateDraft, "key" | "name">): ModelCreateErrors {
  const errors: ModelCreateErrors = {};
  const key = draft.key.trim();
  if (!key) errors.key = t.create.keyRequired;
  else if (!PROCESS_KEY_PATTERN.test(key)) errors.key = t.create.keyInvalid;
  if (!draft.name.trim()) errors.name = t.create.nameRequired;
  return errors;
}

/** A process of a file, as the create dialog reads it. */
interface FileProcessTag {
  id: string;
  name: string | undefined;
  executable: boolean;
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * The process a file gives a new model (its id becomes the key, its name the name): the only
 * process, or the only executable one, or else the first executable one, or the first. Read from the
 * text, so the dialog needs no BPMN parser; null when the file has no process.
 */
function fileProcessOf(xml: string): FileProcessTag | null {
  const processes: FileProcessTag[] = [];
  for (const [tag] of xml.matchAll(/<(?:[A-Za-z_][\w.-]*:)?process\b[^>]*>/g)) {
    const id = attribute(tag, "id");
    if (!id) continue;
    const name = attribute(tag, "name")?.trim();
    processes.push({ id, name: name || undefined, executable: attribute(tag, "isExecutable") === "true" });
  }
  const executable = processes.filter((process) => process.executable);
  return (executable.length === 1 ? executable[0] : undefined) ?? executable[0] ?? processes[0] ?? null;
}

/** The values handed to `onSubmit`: trimmed, empty optional fields as null. */
function modelCreateValues(draft: ModelCreateDraft): ProcessModelCreate {
  const description = draft.description.trim();
  return {
    key: draft.key.trim(),
    name: draft.name.trim(),
    engine: draft.engine,
    category: draft.category || null,
    description: description || null,
    ...(draft.file ? { xml: draft.file.xml } : {}),
  };
}

export { fileProcessOf, modelCreateLimits, modelCreateValues, PROCESS_KEY_PATTERN, validateModelCreate };
export type { ModelCreateDraft };
