import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { PrivacyNoticeDialog } from "./privacy-notice-dialog";

const text = {
  version: 2,
  collected: "账号信息、课堂签到、答题与作业、成绩、AI 对话、流程记录和通知。",
  purpose: "用于开展课堂教学、考勤与成绩管理。",
  retention: "按学校设定的保留期保存，到期自动删除。",
  alternative: "您可以在个人中心导出自己的数据，或请管理员更正、删除。",
};

const meta = {
  title: "Admin/Privacy/PrivacyNoticeDialog",
  component: PrivacyNoticeDialog,
  args: { open: true, text, onAccept: fn(async () => {}) },
} satisfies Meta<typeof PrivacyNoticeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "隐私政策" });

/** The notice's four parts and its version; Escape does not close it, 同意并继续 accepts this version. */
export const Notice: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d).toHaveTextContent("请阅读隐私政策（第 2 版）");
    for (const part of ["收集哪些信息", "用于什么", "保存多久", "您的权利"]) {
      await expect(within(d).getByText(part)).toBeVisible();
    }
    await expect(within(d).queryByRole("button", { name: "关闭" })).not.toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await expect(await dialog()).toBeVisible();
    await userEvent.click(within(d).getByRole("button", { name: "同意并继续" }));
    await expect(args.onAccept).toHaveBeenCalledWith(2);
  },
};

/** The acceptance could not be recorded: the reason, and the dialog stays for another try. */
export const AcceptFailed: Story = {
  args: { onAccept: fn(async () => Promise.reject(new Error("网络错误"))) },
  play: async () => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole("button", { name: "同意并继续" }));
    await expect(await within(d).findByRole("alert")).toHaveTextContent("未能记录：网络错误");
    await waitFor(() => expect(within(d).getByRole("button", { name: "同意并继续" })).toBeEnabled());
  },
};

/** After sign-in the console offers the only other way out: 不同意，退出登录 ends the session. */
export const WithSignOut: Story = {
  args: { onSignOut: fn() },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole("button", { name: "不同意，退出登录" }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};
