import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "../components/button";
import { message, Toaster } from "../components/toaster";
import { defaultSettings, type LayoutSettings, SETTINGS_KEY } from "../lib/settings";
import { createMemoryStorage } from "../lib/storage";
import { COLOR_MODE_KEY, type ColorModeStore, createColorModeStore, useColorMode } from "../theme/color-mode";
import { DEFAULT_PRIMARY, setPrimaryColor } from "../theme/theme";
import { SettingsDrawer } from "./settings-drawer";

const storage = createMemoryStorage();

/**
 * Stands in for the operating system's light/dark setting, which a story cannot change: a
 * `(prefers-color-scheme: dark)` query whose answer the play function flips.
 */
class SystemScheme extends EventTarget {
  matches = false;
  prefer(dark: boolean) {
    this.matches = dark;
    this.dispatchEvent(new Event("change"));
  }
}

const system = new SystemScheme();
let colorModeStore: ColorModeStore = createColorModeStore({ storage, media: system });

function Demo({ reload, onChange }: { reload: () => void; onChange: (s: LayoutSettings) => void }) {
  const [open, setOpen] = React.useState(false);
  const [settings, setSettings] = React.useState(defaultSettings);
  const [colorMode, setColorMode] = useColorMode(colorModeStore);
  return (
    <>
      <Button onClick={() => setOpen(true)}>布局设置</Button>
      <SettingsDrawer
        open={open}
        onOpenChange={setOpen}
        settings={settings}
        onSettingsChange={(s) => {
          setSettings(s);
          onChange(s);
        }}
        colorMode={colorMode}
        onColorModeChange={setColorMode}
        storage={storage}
        reload={reload}
      />
      <Toaster />
    </>
  );
}

const meta = {
  title: "Shell/SettingsDrawer",
  component: Demo,
  args: { reload: fn(), onChange: fn() },
  beforeEach: () => {
    storage.removeItem(SETTINGS_KEY);
    storage.removeItem(COLOR_MODE_KEY);
    system.prefer(false);
    colorModeStore = createColorModeStore({ storage, media: system });
    message.dismiss();
    const shownTheme = document.documentElement.dataset.theme;
    return () => {
      setPrimaryColor(DEFAULT_PRIMARY);
      colorModeStore.dispose();
      if (shownTheme) document.documentElement.dataset.theme = shownTheme;
    };
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDrawer = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole("button", { name: "布局设置" }));
  return screen.findByRole("dialog", { name: "主题风格设置" });
};

export const Defaults: Story = {
  play: async ({ canvas }) => {
    await openDrawer(canvas);
    await expect(screen.getByRole("radio", { name: "暗色主题" })).toBeChecked();
    await expect(screen.getByRole("switch", { name: "开启 TopNav" })).not.toBeChecked();
    await expect(screen.getByRole("switch", { name: "开启 Tags-Views" })).toBeChecked();
    await expect(screen.getByRole("switch", { name: "固定 Header" })).not.toBeChecked();
    await expect(screen.getByRole("switch", { name: "显示 Logo" })).toBeChecked();
    await expect(screen.getByRole("switch", { name: "动态标题" })).not.toBeChecked();
    await expect(screen.getByRole("radio", { name: "预设颜色 #409eff" })).toBeChecked();
  },
};

export const LiveThemeColour: Story = {
  play: async ({ args, canvas }) => {
    await openDrawer(canvas);
    await userEvent.click(screen.getByRole("radio", { name: "预设颜色 #13c2c2" }));
    await expect(document.documentElement.style.getPropertyValue("--sc-primary")).toBe("#13c2c2");
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ theme: "#13c2c2" }));
  },
};

export const SwitchesAndSideTheme: Story = {
  play: async ({ args, canvas }) => {
    await openDrawer(canvas);
    await userEvent.click(screen.getByRole("radio", { name: "亮色主题" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sideTheme: "light" }));
    await userEvent.click(screen.getByRole("switch", { name: "开启 TopNav" }));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ topNav: true }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "布局设置" })).toHaveFocus());
  },
};

export const Save: Story = {
  play: async ({ canvas }) => {
    await openDrawer(canvas);
    await userEvent.click(screen.getByRole("switch", { name: "固定 Header" }));
    await userEvent.click(screen.getByRole("button", { name: "保存配置" }));
    await expect(JSON.parse(storage.getItem(SETTINGS_KEY) ?? "{}")).toMatchObject({ fixedHeader: true });
    await expect(await screen.findByText("正在保存到本地，请稍候...")).toBeInTheDocument();
  },
};

export const ResetReloadsAfterOneSecond: Story = {
  play: async ({ args, canvas }) => {
    storage.setItem(SETTINGS_KEY, JSON.stringify({ ...defaultSettings, topNav: true }));
    await openDrawer(canvas);
    await userEvent.click(screen.getByRole("button", { name: "重置配置" }));
    await expect(storage.getItem(SETTINGS_KEY)).toBeNull();
    await expect(args.reload).not.toHaveBeenCalled();
    await waitFor(() => expect(args.reload).toHaveBeenCalledTimes(1), { timeout: 4000 });
  },
};

export const ColourModeByKeyboard: Story = {
  play: async ({ canvas }) => {
    await openDrawer(canvas);
    const group = screen.getByRole("radiogroup", { name: "主题模式" });
    const light = screen.getByRole("radio", { name: "浅色" });
    await expect(light).toBeChecked();
    await expect(group).toContainElement(screen.getByRole("radio", { name: "跟随系统" }));
    await userEvent.click(light);
    await expect(light).toHaveFocus();
    // Radix moves the focus (and with it the choice) on the next tick while the arrow key is down.
    await userEvent.keyboard("{ArrowDown>}");
    await waitFor(() => expect(screen.getByRole("radio", { name: "深色" })).toBeChecked());
    await userEvent.keyboard("{/ArrowDown}");
    await expect(document.documentElement.dataset.theme).toBe("dark");
    // Remembered at once, without 保存配置: a reload reads it back.
    await expect(storage.getItem(COLOR_MODE_KEY)).toBe("dark");
    await userEvent.keyboard("{ArrowUp>}");
    await waitFor(() => expect(light).toBeChecked());
    await userEvent.keyboard("{/ArrowUp}");
    await expect(document.documentElement.dataset.theme).toBe("light");
    await expect(storage.getItem(COLOR_MODE_KEY)).toBe("light");
  },
};

export const ColourModeFollowsTheSystem: Story = {
  play: async ({ canvas }) => {
    await openDrawer(canvas);
    await userEvent.click(screen.getByRole("radio", { name: "跟随系统" }));
    await expect(storage.getItem(COLOR_MODE_KEY)).toBe("system");
    await expect(document.documentElement.dataset.theme).toBe("light");
    system.prefer(true);
    await expect(document.documentElement.dataset.theme).toBe("dark");
    system.prefer(false);
    await expect(document.documentElement.dataset.theme).toBe("light");
    // A fixed choice stops following the system.
    await userEvent.click(screen.getByRole("radio", { name: "深色" }));
    system.prefer(false);
    await expect(document.documentElement.dataset.theme).toBe("dark");
  },
};
