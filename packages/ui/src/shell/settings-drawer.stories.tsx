import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "../components/button";
import { message, Toaster } from "../components/toaster";
import { defaultSettings, type LayoutSettings, SETTINGS_KEY } from "../lib/settings";
import { createMemoryStorage } from "../lib/storage";
import { DEFAULT_PRIMARY, setPrimaryColor } from "../theme/theme";
import { SettingsDrawer } from "./settings-drawer";

const storage = createMemoryStorage();

function Demo({ reload, onChange }: { reload: () => void; onChange: (s: LayoutSettings) => void }) {
  const [open, setOpen] = React.useState(false);
  const [settings, setSettings] = React.useState(defaultSettings);
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
    message.dismiss();
    return () => setPrimaryColor(DEFAULT_PRIMARY);
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
