import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { type DownloadedFile, ExportButton } from "./export-button";

const workbook: DownloadedFile = { blob: new Blob(["用户"], { type: "text/plain" }), fileName: "用户数据.xlsx" };

let finish: (file: DownloadedFile) => void = () => {};
let fail: (error: Error) => void = () => {};

/** An export that waits for the story to finish or fail it. */
function pendingExport() {
  return new Promise<DownloadedFile>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
}

const meta = {
  title: "Primitives/ExportButton",
  component: ExportButton,
  // The stories save nowhere: `save` records the file instead of downloading it.
  args: { onExport: fn(async () => workbook), save: fn(), onExported: fn(), onError: fn() },
} satisfies Meta<typeof ExportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: 导出, nothing announced. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "导出" });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

/** Busy while the export runs, then the file is saved under its name and the button is ready again. */
export const BusyThenDone: Story = {
  args: { onExport: fn(pendingExport) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "导出" });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("正在导出");
    await expect(args.save).not.toHaveBeenCalled();
    finish(workbook);
    await waitFor(() => expect(button).toBeEnabled());
    await expect(args.save).toHaveBeenCalledWith(workbook);
    await expect(args.onExported).toHaveBeenCalledWith(workbook);
    await expect(button).not.toHaveAttribute("aria-busy");
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

/** Busy: the export has not answered yet. */
export const Busy: Story = {
  args: { onExport: fn(() => new Promise<DownloadedFile>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await expect(canvas.getByRole("button", { name: "导出" })).toBeDisabled();
    await expect(canvas.getByRole("status")).toHaveTextContent("正在导出");
    await userEvent.click(canvas.getByRole("button", { name: "导出" }), { pointerEventsCheck: 0 });
    await expect(args.onExport).toHaveBeenCalledTimes(1);
  },
};

/** A failed export: its reason is shown beside the button until the next attempt, which can succeed. */
export const Failed: Story = {
  args: { onExport: fn(pendingExport) },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "导出" });
    await userEvent.click(button);
    fail(new Error("没有该操作权限"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("导出失败：没有该操作权限");
    await expect(button).toBeEnabled();
    await expect(args.save).not.toHaveBeenCalled();
    await expect(args.onError).toHaveBeenCalledWith(new Error("没有该操作权限"));
    await userEvent.click(button);
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    finish(workbook);
    await waitFor(() => expect(args.save).toHaveBeenCalledWith(workbook));
  },
};

/** A failure without a reason. */
export const FailedWithoutReason: Story = {
  args: { onExport: fn(() => Promise.reject(new Error(""))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "导出" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(/^导出失败$/);
  },
};

/** Disabled (e.g. nothing to export). */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", { name: "导出" });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onExport).not.toHaveBeenCalled();
  },
};

/** Another file (a template) with its own texts. */
export const CustomText: Story = {
  args: { children: "下载模板", busyText: "正在下载模板", onExport: fn(pendingExport) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "下载模板" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("正在下载模板");
    finish(workbook);
    await waitFor(() => expect(canvas.getByRole("button", { name: "下载模板" })).toBeEnabled());
  },
};

/** English: Export, Exporting and the failure. */
export const English: Story = {
  globals: { locale: "en" },
  args: { onExport: fn(pendingExport) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Export" }));
    await expect(canvas.getByRole("status")).toHaveTextContent("Exporting");
    fail(new Error("No permission"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Export failed: No permission");
  },
};
