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

/** The values handed to `onSubmit`: trimmed, empty optional fields as null. */
function modelCreateValues(draft: ModelCreateDraft): ProcessModelCreate {
  const description = draft.description.trim();
  return {
    key: draft.key.trim(),
    name: draft.name.trim(),
    engine: draft.engine,
    category: draft.category || null,
    description: description || null,
  };
}

export { modelCreateLimits, modelCreateValues, PROCESS_KEY_PATTERN, validateModelCreate };
export type { ModelCreateDraft, ModelCreateErrors };
