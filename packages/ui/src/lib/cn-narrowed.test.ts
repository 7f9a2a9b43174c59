import { describe, expect, it } from "vitest";

import { cn } from "./cn";
import { fullMerge, sourceClasses } from "./cn-source-classes";

// The variants of a class (hover:, md:, data-[state=open]: …): classes under different variants never
// conflict, so only classes under the same variants need comparing in pairs.
function variantsOf(name: string): string {
  let depth = 0;
  let end = 0;
  for (let i = 0; i < name.length; i++) {
    if (name[i] === "[" || name[i] === "(") depth++;
    else if (name[i] === "]" || name[i] === ")") depth--;
    else if (name[i] === ":" && depth === 0) end = i + 1;
  }
  return name.slice(0, end);
}

describe("cn's narrowed class groups", () => {
  const classes = sourceClasses();

  it("knows every class in the sources that the full tailwind-merge knows", () => {
    // A class the narrowed groups lack would be kept twice instead of once (and never overridden).
    const unknown = classes.filter((name) => cn(`${name} ${name}`) !== fullMerge(`${name} ${name}`));
    // When this fails, a source uses a kind of utility the generated groups lack: run cn-class-groups.generate.ts.
    expect(unknown).toEqual([]);
    expect(classes.length).toBeGreaterThan(500);
  });

  // Every class of the sources once after all the others of its variants: some 250,000 classes merged
  // twice over, about 4.5 s of one core on an idle machine, so more than the default 5 s under a loaded
  // run's three workers. The limit only has to catch a merge that never ends.
  it("resolves the same conflicts as the full tailwind-merge, in either order", { timeout: 60_000 }, () => {
    const byVariants = new Map<string, string[]>();
    for (const name of classes) byVariants.set(variantsOf(name), [...(byVariants.get(variantsOf(name)) ?? []), name]);
    const differences: string[] = [];
    for (const group of byVariants.values()) {
      // Each class once after all the others of its variants (it overrides whatever it conflicts with),
      // and the whole list forwards and backwards.
      const lists = [group.join(" "), group.toReversed().join(" ")];
      for (const last of group) lists.push(`${group.filter((name) => name !== last).join(" ")} ${last}`);
      for (const list of lists) if (cn(list) !== fullMerge(list)) differences.push(list);
    }
    expect(differences).toEqual([]);
  });

  it("still lets a component's className override its variant", () => {
    expect(cn("h-10 px-4 py-2 text-sm", "h-8 px-3 text-xs")).toBe("py-2 h-8 px-3 text-xs");
    expect(cn("bg-primary text-primary-foreground hover:bg-primary/90", "bg-danger hover:bg-danger/90")).toBe(
      "text-primary-foreground bg-danger hover:bg-danger/90",
    );
    expect(cn("rounded-md border p-4", "rounded-none border-0 p-0")).toBe("rounded-none border-0 p-0");
  });
});
