// Dictionary options as the ui DictTag takes them: the record status (开启/关闭, in the page's language)
// and any server entry, with its colour type narrowed to the tag colours.
import type { DictOption } from "@smartclass/ui";

import { adminMessages as m } from "./messages";

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

/** A record's status (0 开启, 1 关闭) as DictTag options, read at render for the page's language. */
function statusOptions(): DictOption[] {
  return [
    { value: 0, label: m.enabled, colorType: "primary" },
    { value: 1, label: m.disabled, colorType: "info" },
  ];
}

export { dictOptionsOf, statusOptions, tagColor, toDictOption };
