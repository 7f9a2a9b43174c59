import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Our theme adds a `text-control` font size; without this, tailwind-merge would take it for a colour
// and drop a `text-*` colour class that comes after it.
const twMerge = extendTailwindMerge({
  extend: { classGroups: { "font-size": [{ text: ["control"] }] } },
});

/** Merges class names, letting later Tailwind utilities override earlier ones. */
function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

export { cn };
