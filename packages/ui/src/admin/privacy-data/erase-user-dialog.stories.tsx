import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, within } from "storybook/test";

import { EraseUserDialog, type ErasurePreviewView } from "./erase-user-dialog";

const preview: ErasurePreviewView = {
  username: "student05",
  nickname: "学生05",
  counts: [
    { kind: "profile", count: 1, action: "anonymise" },
    { kind: "attendance", count: 12, action: "anonymise" },
    { kind: "answers", count: 34, action: "anonymise" },
    { kind: "assignments", count: 3, action: "anonymise" },
    { kind: "files", count: 5, action: "delete" },
    { kind: "face", count: 4, action: "delete" },
    { kind: "ai-conversations", count: 2, action: "delete" },
    { kind: "process-instances", count: 2, action: "anonymise" },
    { kind: "peer-reviews", count: 6, action: "anonymise" },
    { kind: "notifications", count: 7, action: "delete" },
    { kind: "consents", count: 1, action: "delete" },
  ],
};

const meta = {
  title: "Admin/Privacy/EraseUserDialog",
  component: EraseUserDialog,
  args: { open: true, onOpenChange: fn(), name: "学生05", preview, onErase: fn(async () => {}) },
} satisfies Meta<typeof EraseUserDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "删除用户数据" });

/** What will go, per kind, from the server's counts: deleted in red, anonymised rows keep counting. */
export const Counts: Story = {
  play: async () => {
    const d = await dialog();
    const table = within(d).getByRole("table", { name: "将要处理的数据" });
    await expect(within(table).getAllByRole("row")).toHaveLength(preview.counts.length + 1);
    const files = within(table).getByRole("row", { name: /上传的文件/ });
    await expect(files).toHaveTextContent("上传的文件5删除");
    await expect(within(table).getByRole("row", { name: /签到记录/ })).toHaveTextContent("签到记录12匿名化");
    await expect(within(table).getByRole("row", { name: /流程申请/ })).toHaveTextContent("流程申请2匿名化");
    await expect(within(d).getByText(/课堂统计中的签到和答题次数保持不变/)).toBeVisible();
  },
};

/** The user name must be typed out: a wrong one is refused, the right one erases. */
export const TypingTheName: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const input = within(d).getByRole("textbox", { name: /请输入用户名 student05 以确认/ });
    await userEvent.type(input, "student06");
    await userEvent.click(within(d).getByRole("button", { name: "永久删除" }));
    await expect(await within(d).findByText("输入的用户名不一致")).toBeVisible();
    await expect(args.onErase).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, "student05");
    await userEvent.click(within(d).getByRole("button", { name: "永久删除" }));
    await expect(args.onErase).toHaveBeenCalledWith("student05");
  },
};

/** While the counts load: no name to type yet. */
export const Loading: Story = {
  args: { preview: undefined },
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole("status")).toHaveTextContent("正在统计将要删除的数据…");
    await expect(within(d).queryByRole("textbox")).toBeNull();
  },
};

/** The counts could not be had: why, and 重试. */
export const LoadFailed: Story = {
  args: { preview: undefined, previewError: "网络错误", onRetry: fn() },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(within(d).getByRole("alert")).toHaveTextContent("无法统计将要删除的数据：网络错误");
    await userEvent.click(within(d).getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server refuses (the last administrator): the dialog stays open with its reason. */
export const Refused: Story = {
  args: {
    onErase: fn(async () => {
      throw new Error("不能删除最后一个管理员");
    }),
  },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole("textbox"), "student05");
    await userEvent.click(within(d).getByRole("button", { name: "永久删除" }));
    await expect(await within(d).findByText("不能删除最后一个管理员")).toBeVisible();
    await expect(args.onErase).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** While the server erases: both buttons wait, and the dialog stays until it answers. */
export const Erasing: Story = {
  args: { onErase: fn(() => new Promise<void>(() => {})) },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(within(d).getByRole("textbox"), "student05");
    await userEvent.click(within(d).getByRole("button", { name: "永久删除" }));
    await expect(args.onErase).toHaveBeenCalledWith("student05");
    await expect(within(d).getByRole("button", { name: /永久删除/ })).toBeDisabled();
    await expect(within(d).getByRole("button", { name: "取消" })).toBeDisabled();
  },
};
