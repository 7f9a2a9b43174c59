// Dictionary options as the ui DictTag takes them: any server entry, with its colour type narrowed to
// the tag colours.
import type { DictOption } from "@smartclass/ui";

const tagColors = ["default", "primary", "success", "info", "warning", "danger"] as const;

/** The tag colour of a stored colour type; anything else (including "") shows as default. */
function tagColor(colorType: string | null | undefined): NonNullable<DictOption["colorType"]> {
  return (tagColors as readonly string[]).includes(colorType ?? "")
    ? (colorType as (typeof tagColors)[number])
    : "default";
}

/** A server dictionary entry as a DictTag option. */
function toDictOption(entry: { value: string; label: string; colorType?: string | null; cssClass?: string | null }) {
  return {
    value: entry.value,
    label: entry.label,
    colorType: tagColor(entry.colorType),
    cssClass: entry.cssClass ?? null,
  } satisfies DictOption;
}

/** The entries of one dictionary type among the server's entries, as DictTag options. */
function dictOptionsOf(
  entries:
    readonly { dictType: string; value: string; label: string; colorType?: string; cssClass?: string }[] | undefined,
  dictType: string,
): DictOption[] {
  return (entries ?? []).filter((entry) => entry.dictType === dictType).map(toDictOption);
}

export { dictOptionsOf, tagColor, toDictOption };
