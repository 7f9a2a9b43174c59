import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";

import {
  CLASS_GROUPS,
  CONFLICTING_CLASS_GROUP_MODIFIERS,
  CONFLICTING_CLASS_GROUPS,
  ORDER_SENSITIVE_MODIFIERS,
  POSTFIX_LOOKUP_CLASS_GROUPS,
} from "./cn-class-groups";

// Only the class groups our sources use (generated, with our theme's `text-control` font size): the full
// default configuration would put the rules of every Tailwind utility on each page's first load. The cn
// test checks that every class combination in the sources merges as the full configuration merges it.
const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: CLASS_GROUPS,
  conflictingClassGroups: CONFLICTING_CLASS_GROUPS,
  conflictingClassGroupModifiers: CONFLICTING_CLASS_GROUP_MODIFIERS,
  orderSensitiveModifiers: ORDER_SENSITIVE_MODIFIERS,
  postfixLookupClassGroups: POSTFIX_LOOKUP_CLASS_GROUPS,
}));

/** Merges class names, letting later Tailwind utilities override earlier ones. */
function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

export { cn };
