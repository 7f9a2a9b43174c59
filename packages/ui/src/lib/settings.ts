import { DEFAULT_PRIMARY, type SideTheme } from "../theme/theme";
import { type KeyValueStorage, readJson, writeJson } from "./storage";

/** The layout settings of the settings drawer. */
type LayoutSettings = {
  sideTheme: SideTheme;
  theme: string;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
};

/** Section 9 defaults: dark side theme, tags view on, fixed header off, logo on, dynamic title off. */
const defaultSettings: LayoutSettings = {
  sideTheme: "dark",
  theme: DEFAULT_PRIMARY,
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
};

/** The one local key the settings are saved under. */
const SETTINGS_KEY = "layout-setting";

/** Preset theme colours offered by the colour picker. */
const themePresets = ["#409eff", "#1890ff", "#304156", "#212121", "#11a983", "#13c2c2", "#6959cd", "#f5222d"];

/** Saved settings merged over the defaults; unknown or mistyped keys are ignored. */
function loadSettings(storage: KeyValueStorage | undefined, key = SETTINGS_KEY): LayoutSettings {
  const saved = readJson<Partial<Record<keyof LayoutSettings, unknown>>>(storage, key) ?? {};
  const out = { ...defaultSettings };
  for (const name of Object.keys(defaultSettings) as (keyof LayoutSettings)[]) {
    const value = saved[name];
    if (typeof value === typeof defaultSettings[name]) Object.assign(out, { [name]: value });
  }
  if (out.sideTheme !== "dark" && out.sideTheme !== "light") out.sideTheme = defaultSettings.sideTheme;
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(out.theme)) out.theme = defaultSettings.theme;
  return out;
}

/** Saves the settings under the one key. */
function saveSettings(storage: KeyValueStorage | undefined, settings: LayoutSettings, key = SETTINGS_KEY): void {
  writeJson(storage, key, settings);
}

/** Forgets the saved settings. */
function clearSettings(storage: KeyValueStorage | undefined, key = SETTINGS_KEY): void {
  try {
    storage?.removeItem(key);
  } catch {
    // storage disabled
  }
}

export { clearSettings, defaultSettings, loadSettings, saveSettings, SETTINGS_KEY, themePresets };
export type { LayoutSettings };
