import { describe, expect, it } from "vitest";

import { createMemoryStorage } from "../lib/storage";
import {
  COLOR_MODE_KEY,
  createColorModeStore,
  readColorModePreference,
  resolveColorMode,
  type ThemeRoot,
} from "./color-mode";

/** The operating system's scheme as the browser reports it through matchMedia's change events. */
class SystemScheme extends EventTarget {
  matches = false;
  prefer(dark: boolean) {
    this.matches = dark;
    this.dispatchEvent(new Event("change"));
  }
}

const newRoot = (): ThemeRoot => ({ dataset: {} });

describe("colour mode", () => {
  it("is light until the user chooses, and ignores unknown stored values", () => {
    expect(readColorModePreference(createMemoryStorage())).toBe("light");
    expect(readColorModePreference(createMemoryStorage({ [COLOR_MODE_KEY]: "purple" }))).toBe("light");
    expect(readColorModePreference(undefined)).toBe("light");
    expect(readColorModePreference(createMemoryStorage({ [COLOR_MODE_KEY]: "system" }))).toBe("system");
  });

  it("resolves system against the system's preference", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
    expect(resolveColorMode("dark", false)).toBe("dark");
    expect(resolveColorMode("light", true)).toBe("light");
  });

  it("applies a choice at once, remembers it, and tells its listeners", () => {
    const storage = createMemoryStorage();
    const root = newRoot();
    const store = createColorModeStore({ storage, root, media: new SystemScheme() });
    let heard = 0;
    store.subscribe(() => heard++);
    store.setPreference("dark");
    expect(root.dataset.theme).toBe("dark");
    expect(storage.getItem(COLOR_MODE_KEY)).toBe("dark");
    expect(store.getPreference()).toBe("dark");
    expect(heard).toBe(1);
  });

  it("touches the page only when asked: creating a store leaves data-theme alone", () => {
    const root = newRoot();
    createColorModeStore({ storage: createMemoryStorage({ [COLOR_MODE_KEY]: "dark" }), root });
    expect(root.dataset.theme).toBeUndefined();
  });

  it("follows the system live while the preference is system, and stops when it is not", () => {
    const system = new SystemScheme();
    const root = newRoot();
    const store = createColorModeStore({ storage: createMemoryStorage(), root, media: system });
    store.setPreference("system");
    expect(root.dataset.theme).toBe("light");
    system.prefer(true);
    expect(root.dataset.theme).toBe("dark");
    store.setPreference("light");
    system.prefer(true);
    expect(root.dataset.theme).toBe("light");
    store.setPreference("system");
    expect(root.dataset.theme).toBe("dark");
    store.dispose();
    system.prefer(false);
    expect(root.dataset.theme).toBe("dark");
  });

  it("still applies the choice when storage refuses to write", () => {
    const root = newRoot();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => undefined,
    };
    const store = createColorModeStore({ storage: full, root });
    store.setPreference("dark");
    expect(root.dataset.theme).toBe("dark");
  });
});
