import { COLOR_MODE_KEY, createColorModeStore, createMemoryStorage, type ThemeRoot } from "@smartclass/ui";
import { describe, expect, it } from "vitest";

import { bootColorMode } from "./color-mode-boot";

/** The operating system's scheme as the browser reports it through matchMedia's change events. */
class SystemScheme extends EventTarget {
  constructor(public matches: boolean) {
    super();
  }
}

describe("console colour mode at start-up", () => {
  it("a choice made in the settings drawer is applied again after a reload, before rendering", () => {
    const storage = createMemoryStorage();
    const before: ThemeRoot = { dataset: {} };
    createColorModeStore({ storage, root: before }).setPreference("dark");

    // The reload: a new page, a new <html>, the same localStorage.
    const after: ThemeRoot = { dataset: {} };
    const store = bootColorMode(createColorModeStore({ storage, root: after }));
    expect(after.dataset.theme).toBe("dark");
    expect(store.getPreference()).toBe("dark");
  });

  it("follow the system survives a reload and shows what the system prefers now", () => {
    const storage = createMemoryStorage({ [COLOR_MODE_KEY]: "system" });
    const dark: ThemeRoot = { dataset: {} };
    bootColorMode(createColorModeStore({ storage, root: dark, media: new SystemScheme(true) }));
    expect(dark.dataset.theme).toBe("dark");
    const light: ThemeRoot = { dataset: {} };
    bootColorMode(createColorModeStore({ storage, root: light, media: new SystemScheme(false) }));
    expect(light.dataset.theme).toBe("light");
  });

  it("a first visit starts light", () => {
    const root: ThemeRoot = { dataset: {} };
    bootColorMode(createColorModeStore({ storage: createMemoryStorage(), root }));
    expect(root.dataset.theme).toBe("light");
  });
});
