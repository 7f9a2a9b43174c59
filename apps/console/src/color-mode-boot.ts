import { type ColorModeStore, documentColorMode } from "@smartclass/ui";

/**
 * Applies the remembered colour mode to <html> before React renders, so a dark page never shows a light
 * frame first. The console's CSP forbids inline scripts, so this runs at the top of the entry module.
 */
function bootColorMode(store: ColorModeStore = documentColorMode()): ColorModeStore {
  store.apply();
  return store;
}

export { bootColorMode };
