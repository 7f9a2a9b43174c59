// Node-only helper for the narrowed class merge's generator and its test (never imported by a component):
// every word in the sources of the packages and the console that hand class names to `cn`, kept when the
// full tailwind-merge knows it as a Tailwind class.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { extendTailwindMerge } from "tailwind-merge";

import { THEME_CLASS_GROUPS } from "./cn-theme-classes";

const workspaceRoot = join(import.meta.dirname, "../../../..");

/** Where class names that reach `cn` are written. */
const SOURCE_DIRS = ["packages/ui/src", "packages/classroom/src", "packages/bpmn-designer/src", "apps/console/src"];

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** tailwind-merge with its whole default configuration and our theme's additions: what `cn` must agree with. */
const fullMerge = extendTailwindMerge({ extend: { classGroups: THEME_CLASS_GROUPS } });

/** A word is a class tailwind-merge knows when two copies of it merge into one. */
function isKnownClass(word: string): boolean {
  return fullMerge(`${word} ${word}`) === word;
}

/** The Tailwind classes written anywhere in the sources, sorted, each once. */
function sourceClasses(): string[] {
  const words = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(join(workspaceRoot, dir))) {
      for (const word of readFileSync(file, "utf8").split(/[\s"'`]+/)) {
        if (word.length > 0 && word.length < 120) words.add(word);
      }
    }
  }
  return [...words].filter(isKnownClass).sort();
}

export { fullMerge, sourceClasses };
