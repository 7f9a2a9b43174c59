import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { BackupPanel, type BackupEntry } from "./backup-panel";

const day = 86_400_000;
const base = Date.UTC(2026, 10, 27, 18, 0); // 2026-11-28 02:00 in the school's time zone (UTC+8)

const backups: BackupEntry[] = [
  {
    name: "smartclass-20261127T180000Z",
    status: "completed",
    trigger: "schedule",
    startTime: base,
    endTime: base + 4200,
    size: 12_845_120,
    rows: 48_210,
    files: 312,
  },
  {
    name: "smartclass-20261127T063012Z",
    status: "failed",
    trigger: "manual",
    startTime: base - 11.5 * 3600_000,
    endTime: base - 11.5 * 3600_000 + 900,
    size: 0,
    error: "ENOSPC: no space left on device",
  },
  {
    name: "smartclass-20261126T180000Z",
    status: "completed",
    trigger: "schedule",
    startTime: base - day,
    endTime: base - day + 3900,
    size: 12_001_004,
    rows: 47_002,
    files: 305,
  },
];

const meta = {
  title: "Primitives/BackupPanel",
  component: BackupPanel,
  args: {
    backups,
    running: null,
    schedule: { dailyAt: "02:00", keep: 7, nextTime: base + day },
    onStart: fn(),
  },
} satisfies Meta<typeof BackupPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last backups with their size, time and result, newest first; 立即备份 starts one. */
export const List: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "备份列表" });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent("2026-11-28 02:00:00");
    await expect(rows[0]).toHaveTextContent("成功");
    await expect(rows[0]).toHaveTextContent("12.3 MB");
    await expect(rows[0]).toHaveTextContent("48210 行数据，312 个文件");
    await expect(canvas.getByText(/每天 02:00（学校时间）自动备份，保留最近 7 份/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "立即备份" }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** Nothing backed up yet, and no schedule configured. */
export const Empty: Story = {
  args: { backups: [], schedule: { dailyAt: null, keep: 7, nextTime: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("还没有备份")).toBeVisible();
    await expect(canvas.getByText(/未设置自动备份/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "立即备份" })).toBeEnabled();
  },
};

/** A backup under way: its phase and percentage; the button waits for it. */
export const RunningWithProgress: Story = {
  args: { running: { phase: "archive", done: 31, total: 62, startTime: base + day } },
  play: async ({ canvas, args }) => {
    const progress = canvas.getByRole("progressbar", { name: "备份进度" });
    await expect(progress).toHaveAttribute("value", "55");
    await expect(canvas.getByText("写入备份归档")).toBeVisible();
    const button = canvas.getByRole("button", { name: "正在备份…" });
    await expect(button).toBeDisabled();
    // Disabled: a click (pointer checks skipped, as a hurried double click would) starts nothing.
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** A failed backup says why, and has no size. */
export const Failed: Story = {
  args: { backups: [backups[1]!] },
  play: async ({ canvas }) => {
    const row = within(canvas.getByRole("table", { name: "备份列表" })).getAllByRole("row")[1]!;
    await expect(row).toHaveTextContent("失败");
    await expect(row).toHaveTextContent("ENOSPC: no space left on device");
    await expect(row).toHaveTextContent("手动");
  },
};
