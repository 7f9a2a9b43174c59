// The options editor's rules, shared by the question composer (A–J, right answers) and the survey
// builder (up to 20 choices): pure functions over any option with a text and an optional right mark.
import { moveItem, removeAt, updateAt } from "./list-edit";

/** An option being edited: an id that stays through moves, its text, and whether it is a right answer. */
interface EditableOption {
  id: string;
  text: string;
  right?: boolean;
}

/** Adds `create()` at the end, unless the list already has `max` options. */
function addOption<T extends EditableOption>(options: readonly T[], max: number, create: () => T): T[] {
  return options.length >= max ? [...options] : [...options, create()];
}

/** Removes the option at `index`, unless the list has only `min` options. */
function removeOption<T extends EditableOption>(options: readonly T[], index: number, min: number): T[] {
  return options.length <= min ? [...options] : removeAt(options, index);
}

/** Moves an option (with its right mark); keys follow the new order. */
function moveOption<T extends EditableOption>(options: readonly T[], from: number, to: number): T[] {
  return moveItem(options, from, to);
}

/** Sets an option's text. */
function setOptionText<T extends EditableOption>(options: readonly T[], index: number, text: string): T[] {
  return updateAt(options, index, (option) => ({ ...option, text }));
}

/** Marks an option right or not: with `single`, marking one unmarks the others. */
function markRight<T extends EditableOption>(
  options: readonly T[],
  index: number,
  right: boolean,
  single: boolean,
): T[] {
  return options.map((option, i) =>
    i === index ? { ...option, right } : single && right ? { ...option, right: false } : option,
  );
}

/** Messages for options left empty or repeated, by option id. */
function optionTextErrors(
  options: readonly EditableOption[],
  texts: { empty: string; duplicate: string },
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const option of options) {
    const value = option.text.trim();
    if (!value) errors[option.id] = texts.empty;
    else if (seen.has(value)) errors[option.id] = texts.duplicate;
    seen.add(value);
  }
  return errors;
}

export { addOption, markRight, moveOption, optionTextErrors, removeOption, setOptionText };
export type { EditableOption };
