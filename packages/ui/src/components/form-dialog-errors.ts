/** A refused submission: a message for the whole form and, where the server named them, messages per field. */
class FormSubmitError extends Error {
  override readonly name = "FormSubmitError";
  /** Field path (as registered in the form, e.g. `username` or `dept.id`) → the server's message. */
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

/** Where a refusal's messages go: onto known fields, and the rest (or the error itself) into the form alert. */
type SubmitErrorPlacement = { fields: Record<string, string>; alert?: string };

/**
 * Splits a thrown error into field messages and an alert. Any error with a `fieldErrors` object of strings
 * counts (so another package's error type can carry them without importing this one); a field the form
 * does not have goes to the alert, so no message is lost.
 */
function placeSubmitError(error: unknown, hasField: (path: string) => boolean, fallback: string): SubmitErrorPlacement {
  const message = error instanceof Error && error.message ? error.message : fallback;
  const raw =
    error !== null && typeof error === "object" && "fieldErrors" in error
      ? (error as { fieldErrors: unknown }).fieldErrors
      : undefined;
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  if (raw && typeof raw === "object" && !Array.isArray(raw)) {
    for (const [path, text] of Object.entries(raw)) {
      if (typeof text !== "string" || !text) continue;
      if (hasField(path)) fields[path] = text;
      else unplaced.push(text);
    }
  }
  if (Object.keys(fields).length > 0 && unplaced.length === 0) return { fields };
  return { fields, alert: unplaced.length > 0 ? [message, ...unplaced].join("；") : message };
}

export { FormSubmitError, placeSubmitError };
