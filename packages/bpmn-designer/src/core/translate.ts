/**
 * bpmn-js's `translate` service, replaced by one that reads our messages table. bpmn-js calls
 * `translate(template, replacements)` for every palette, context pad and menu text.
 */

/** The signature bpmn-js expects of its `translate` service. */
type Translate = (template: string, replacements?: Record<string, string>) => string;

/**
 * A translate function over `table` (English template → text). Unknown templates fall back to
 * bpmn-js's English; `{placeholders}` are filled from `replacements` in either case.
 */
function createTranslate(table: Record<string, string>): Translate {
  return (template, replacements = {}) =>
    (table[template] ?? template).replace(/{([^}]+)}/g, (match, key: string) => replacements[key] ?? match);
}

/** A bpmn-js module overriding `translate` with `table` (pass it in `additionalModules`). */
function translateModule(table: Record<string, string>) {
  return { translate: ["value", createTranslate(table)] as ["value", Translate] };
}

export { createTranslate, translateModule };
export type { Translate };
