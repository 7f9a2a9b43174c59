import * as React from "react";

import { browserLocalStorage, type KeyValueStorage } from "../lib/storage";
import type { ColorMode } from "./theme";

/** What the user chose: a fixed mode, or whatever the operating system prefers. */
type ColorModePreference = ColorMode | "system";

/** The choices in the order the settings drawer lists them. */
const colorModePreferences = ["light", "dark", "system"] as const satisfies readonly ColorModePreference[];

/** The local key the colour mode preference is remembered under. */
const COLOR_MODE_KEY = "color-mode";

/** Light until the user chooses otherwise: the spec's interface is light. */
const DEFAULT_COLOR_MODE: ColorModePreference = "light";

/** The media query whose answer `system` follows. */
const PREFERS_DARK = "(prefers-color-scheme: dark)";

/** The part of a MediaQueryList the store uses (injectable for tests). */
type DarkMediaQuery = Pick<MediaQueryList, "matches" | "addEventListener" | "removeEventListener">;

/** The element whose `data-theme` the store sets (<html> in the browser). */
type ThemeRoot = Pick<HTMLElement, "dataset">;

type ColorModeStoreOptions = {
  /** Where the preference is remembered (localStorage in the browser). */
  storage?: KeyValueStorage;
  root?: ThemeRoot;
  /** The `(prefers-color-scheme: dark)` query (window.matchMedia's in the browser). */
  media?: DarkMediaQuery;
};

/** A colour mode preference: its value, who listens, and where it is applied. */
type ColorModeStore = {
  /** The remembered preference. */
  getPreference: () => ColorModePreference;
  /** The mode in effect now (`system` resolved against the media query). */
  getMode: () => ColorMode;
  /** Remembers the preference and applies it at once. */
  setPreference: (preference: ColorModePreference) => void;
  /** Applies the remembered preference to the root (call once before the first render). */
  apply: () => void;
  /** Listens to preference changes; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Stops following the media query. */
  dispose: () => void;
};

/** Whether a stored value is one of the three preferences. */
function isColorModePreference(value: unknown): value is ColorModePreference {
  return typeof value === "string" && (colorModePreferences as readonly string[]).includes(value);
}

/** The remembered preference; missing, unreadable or unknown values give the default (light). */
function readColorModePreference(storage: KeyValueStorage | undefined, key = COLOR_MODE_KEY): ColorModePreference {
  try {
    const value = storage?.getItem(key);
    return isColorModePreference(value) ? value : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

/** Resolves a preference to the mode shown: `system` follows whether the system prefers dark. */
function resolveColorMode(preference: ColorModePreference, systemPrefersDark: boolean): ColorMode {
  if (preference === "system") return systemPrefersDark ? "dark" : "light";
  return preference;
}

function browserDarkMedia(): DarkMediaQuery | undefined {
  return typeof window === "undefined" || typeof window.matchMedia !== "function"
    ? undefined
    : window.matchMedia(PREFERS_DARK);
}

/**
 * Creates a colour mode store: reads the remembered preference, sets `data-theme` on the root when
 * asked or when the preference changes, and follows the system's scheme live while the preference is
 * `system`.
 */
function createColorModeStore({
  storage = browserLocalStorage(),
  root = typeof document === "undefined" ? undefined : document.documentElement,
  media = browserDarkMedia(),
}: ColorModeStoreOptions = {}): ColorModeStore {
  let preference = readColorModePreference(storage);
  const listeners = new Set<() => void>();
  const getMode = () => resolveColorMode(preference, media?.matches ?? false);
  const apply = () => {
    if (root) root.dataset.theme = getMode();
  };
  const onSystemChange = () => {
    if (preference === "system") apply();
  };
  media?.addEventListener("change", onSystemChange);
  return {
    getPreference: () => preference,
    getMode,
    setPreference(next) {
      preference = next;
      try {
        storage?.setItem(COLOR_MODE_KEY, next);
      } catch {
        // storage full or disabled: the choice still applies for this visit
      }
      apply();
      for (const listener of listeners) listener();
    },
    apply,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispose: () => media?.removeEventListener("change", onSystemChange),
  };
}

let documentStore: ColorModeStore | undefined;

/** The page's colour mode store (localStorage, <html>, the browser's media query), created once. */
function documentColorMode(): ColorModeStore {
  documentStore ??= createColorModeStore();
  return documentStore;
}

/** The store's preference and its setter, re-rendering when the preference changes. */
function useColorMode(store: ColorModeStore = documentColorMode()) {
  const preference = React.useSyncExternalStore(store.subscribe, store.getPreference, store.getPreference);
  return [preference, store.setPreference] as const;
}

export {
  COLOR_MODE_KEY,
  colorModePreferences,
  createColorModeStore,
  DEFAULT_COLOR_MODE,
  documentColorMode,
  readColorModePreference,
  resolveColorMode,
  useColorMode,
};
export type { ColorModePreference, ColorModeStore, ColorModeStoreOptions, DarkMediaQuery, ThemeRoot };
