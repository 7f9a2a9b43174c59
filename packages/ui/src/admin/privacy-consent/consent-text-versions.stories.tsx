import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ConsentTextVersions } from "./consent-text-versions";

const v1 = {
  version: 1,
  collected: "人脸照片计算出的特征值。",
  purpose: "仅用于课堂人脸签到时核对是否本人。",
  retention: "保存至撤回同意为止。",
  alternative: "不同意也可以使用普通签到。",
};
const v2 = {
  ...v1,
  version: 2,
  retention: "保存至撤回同意或离校为止；撤回后立即删除。",
  publishTime: Date.UTC(2026, 10, 20, 1, 30),
};

const meta = {
  title: "Admin/Privacy/ConsentTextVersions",
  component: ConsentTextVersions,
  args: { kind: "face", versions: [v2, v1], onPublish: fn(async () => {}) },
} satisfies Meta<typeof ConsentTextVersions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two versions, newest first: the one in force marked, its publication time; the built-in first one. */
export const Versions: Story = {
  play: async () => {
    await expect(screen.getByRole("heading", { name: "人脸信息采集说明（版本）" })).toBeVisible();
    const newest = screen.getByRole("listitem", { name: "第 2 版" });
    await expect(newest).toHaveTextContent("现行");
    await expect(newest).toHaveTextContent("发布于 2026-11-20 09:30:00");
    await expect(newest).toHaveTextContent("保存至撤回同意或离校为止");
    const first = screen.getByRole("listitem", { name: "第 1 版" });
    await expect(first).toHaveTextContent("内置");
    await expect(first).not.toHaveTextContent("现行");
  },
};

/** The privacy notice's versions: only the built-in one yet. */
export const PrivacyNoticeBuiltIn: Story = {
  args: { kind: "privacy", versions: [{ ...v1, collected: "账号信息、课堂签到、答题与作业。" }] },
  play: async () => {
    await expect(screen.getByRole("heading", { name: "隐私政策（版本）" })).toBeVisible();
    await expect(screen.getByRole("listitem", { name: "第 1 版" })).toHaveTextContent("现行");
  },
};

/** 发布新版本 starts from the text in force, says consents will be asked again, refuses an empty part. */
export const Publish: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole("button", { name: "发布新版本" }));
    const dialog = await screen.findByRole("dialog", { name: "发布新版本：人脸信息采集说明" });
    await expect(dialog).toHaveTextContent("所有按旧版本作出的同意都需要重新同意");
    const purpose = within(dialog).getByRole("textbox", { name: /用于什么/ });
    await expect(purpose).toHaveValue(v2.purpose);
    await userEvent.clear(purpose);
    await userEvent.click(within(dialog).getByRole("button", { name: "发布新版本" }));
    await expect(await within(dialog).findByText("请输入用于什么")).toBeVisible();
    await userEvent.type(purpose, "仅用于课堂人脸签到。");
    await userEvent.click(within(dialog).getByRole("button", { name: "发布新版本" }));
    await waitFor(() =>
      expect(args.onPublish).toHaveBeenCalledWith({
        collected: v2.collected,
        purpose: "仅用于课堂人脸签到。",
        retention: v2.retention,
        alternative: v2.alternative,
      }),
    );
  },
};
