import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { DataExportDialog, DataExportPanel, type DataExportJobView } from "./data-export-panel";

const finished = Date.UTC(2026, 10, 28, 2, 0); // 10:00 at the school (UTC+8)
const ready: DataExportJobView = {
  id: 3,
  status: "ready",
  progress: 100,
  step: "archive",
  size: 48_213,
  downloadUrl: "/admin-api/system/user/profile/data-export/download?token=story-token-0123456789",
  expireTime: finished + 24 * 3600_000,
};

const meta = {
  title: "Admin/Privacy/DataExportPanel",
  component: DataExportPanel,
  args: { job: null, onStart: fn() },
} satisfies Meta<typeof DataExportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing exported yet: 导出我的数据 starts it. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/导出个人资料、签到、答题/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "导出我的数据" }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** Being prepared: the step and the percent, the button waits, and the person may leave (a notice follows). */
export const Preparing: Story = {
  args: { job: { id: 3, status: "preparing", progress: 45, step: "answers", expireTime: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("progressbar", { name: "导出进度" })).toHaveAttribute("value", "45");
    await expect(canvas.getByText("正在准备… 答题记录")).toBeVisible();
    await expect(canvas.getByText("45%")).toBeVisible();
    await expect(canvas.getByText(/准备好后会通过站内信通知你/)).toBeVisible();
    const button = canvas.getByRole("button", { name: "正在准备…" });
    await expect(button).toBeDisabled();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Ready: the download link (valid 24 hours) with size and expiry; 重新导出 starts a fresh one. */
export const Ready: Story = {
  args: { job: ready, hrefOf: (url: string) => `https://school.example${url}` },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("导出文件已准备好");
    const link = canvas.getByRole("link", { name: "下载 ZIP" });
    await expect(link).toHaveAttribute("href", `https://school.example${ready.downloadUrl}`);
    await expect(link).toHaveAttribute("download");
    await expect(canvas.getByText(/大小 47\.1 KB · 下载链接 2026-11-29 10:00:00 前有效/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "重新导出" }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** Failed: why, and 重新导出. */
export const Failed: Story = {
  args: {
    job: { id: 3, status: "failed", progress: 90, step: "files", expireTime: null, error: "准备导出文件时出错" },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("导出失败 — 准备导出文件时出错");
    await expect(canvas.queryByRole("link")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "重新导出" }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** The last link expired: no link any more, and a new export is offered. */
export const Expired: Story = {
  args: { job: { ...ready, status: "expired", downloadUrl: undefined } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("上次的下载链接已过期，请重新导出。")).toBeVisible();
    await expect(canvas.queryByRole("link")).toBeNull();
    await expect(canvas.getByRole("button", { name: "重新导出" })).toBeEnabled();
  },
};

/** An administrator's export of one user (from the user list): the title names the person. */
export const ForAnotherUser: Story = {
  args: { subjectName: "学生05" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "导出 学生05 的数据" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "导出数据" })).toBeEnabled();
  },
};

/** The same in a dialog, as the user list opens it for one user: ready, with its link. */
export const InADialog: Story = {
  args: { job: ready },
  render: (args) => <DataExportDialog {...args} open onOpenChange={fn()} subjectName="学生05" />,
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "导出 学生05 的数据" });
    await expect(within(dialog).getByRole("link", { name: "下载 ZIP" })).toBeVisible();
  },
};
