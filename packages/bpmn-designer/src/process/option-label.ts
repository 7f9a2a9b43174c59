import type { ProcessOption } from "./types";

/** The label of `value` among `options` (compared as strings), the value itself when unknown, null when empty. */
function optionLabel<Value extends string | number>(
  options: readonly ProcessOption<Value>[],
  value: Value | string | number | null | undefined,
): string | null {
  if (value === null || value === undefined || value === "") return null;
  return options.find((option) => String(option.value) === String(value))?.label ?? String(value);
}

export { optionLabel };
