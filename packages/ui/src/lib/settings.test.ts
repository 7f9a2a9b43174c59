import { describe, expect, it } from "vitest";

import { clearSettings, defaultSettings, loadSettings, saveSettings, SETTINGS_KEY } from "./settings";
import { createMemoryStorage } from "./storage";

describe("layout settings", () => {
  it("defaults follow section 9", () => {
    expect(loadSettings(createMemoryStorage())).toEqual({
      sideTheme: "dark",
      theme: "#409eff",
      topNav: false,
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
      dynamicTitle: false,
    });
  });

  it("save keeps them under one key and load reads them back", () => {
    const storage = createMemoryStorage();
    saveSettings(storage, { ...defaultSettings, sideTheme: "light", topNav: true });
    expect(Object.keys(storage.dump())).toEqual([SETTINGS_KEY]);
    expect(loadSettings(storage)).toMatchObject({ sideTheme: "light", topNav: true });
  });

  it("ignores malformed values", () => {
    const storage = createMemoryStorage({ [SETTINGS_KEY]: '{"sideTheme":"pink","theme":"red","tagsView":"no"}' });
    expect(loadSettings(storage)).toEqual(defaultSettings);
    expect(loadSettings(createMemoryStorage({ [SETTINGS_KEY]: "{oops" }))).toEqual(defaultSettings);
  });

  it("clear removes the key", () => {
    const storage = createMemoryStorage();
    saveSettings(storage, defaultSettings);
    clearSettings(storage);
    expect(storage.dump()).toEqual({});
  });
});
