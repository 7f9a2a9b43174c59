import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { mockShareLinks, shareLink } from "../stories/control-handlers";
import { withClassroom } from "../stories/with-classroom";
import { ShareLinkPanel } from "./share-link-panel";

const meta = {
  title: "Classroom/ShareLink/ShareLinkPanel",
  component: ShareLinkPanel,
  decorators: [withClassroom],
  args: { courseItemId: 7 },
} satisfies Meta<typeof ShareLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the browser's clipboard for one story (Chromium grants none to a page it tests); restores it. */
function replaceClipboard(writeText: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  return () => {
    if (original) Object.defineProperty(navigator, "clipboard", original);
    else Reflect.deleteProperty(navigator, "clipboard");
  };
}

const empty = scenario(() => ({ shareLinks: mockShareLinks() }));
/** No live link: 1 天 is chosen; picking 30 分钟 and 生成链接 shows the new link and when it expires. */
export const Create: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有有效的分享链接")).toBeInTheDocument();
    await expect(canvas.getByRole("radio", { name: "1 天" })).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "30 分钟" }));
    const before = Date.now();
    await userEvent.click(canvas.getByRole("button", { name: "生成链接" }));
    const field = await canvas.findByRole("textbox", { name: "链接" });
    await expect(field).toHaveAttribute("readonly");
    await expect((field as HTMLInputElement).value).toMatch(/\/share\/S\d+x9Tb$/);
    await expect(empty.state.calls).toContain("createShareLink:30");
    const expireTime = empty.state.shareLinks.links[0]?.expireTime ?? 0;
    await expect(expireTime - before).toBeGreaterThanOrEqual(30 * 60_000);
    await expect(expireTime - before).toBeLessThan(31 * 60_000);
    await expect(field).toHaveAccessibleDescription(/^有效期至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  },
};

const forever = scenario(() => ({ shareLinks: mockShareLinks() }));
/** 不过期: the link is created without an expiry and says 永久有效. */
export const CreateNeverExpires: Story = {
  ...forever.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("radio", { name: "不过期" }));
    await userEvent.click(canvas.getByRole("button", { name: "生成链接" }));
    await expect(await canvas.findByText("永久有效")).toBeInTheDocument();
    await expect(forever.state.calls).toContain("createShareLink:never");
  },
};

const live = scenario(() => ({
  shareLinks: mockShareLinks({ links: [shareLink({ expireTime: Date.UTC(2030, 0, 1, 1, 0) })] }),
}));
/** The live link: read-only, its expiry, and 复制链接 copies it. */
export const CopyLink: Story = {
  ...live.story,
  play: async ({ canvas }) => {
    const writeText = fn(async (_text: string) => undefined);
    const restore = replaceClipboard(writeText);
    try {
      const field = await canvas.findByRole("textbox", { name: "链接" });
      await expect(canvas.getByText("有效期至 2030-01-01 09:00:00")).toBeInTheDocument();
      await userEvent.click(canvas.getByRole("button", { name: "复制链接" }));
      await expect(writeText).toHaveBeenCalledWith((field as HTMLInputElement).value);
      await expect(await canvas.findByRole("status")).toHaveTextContent("链接已复制");
    } finally {
      restore();
    }
  },
};

const noClipboard = scenario(() => ({ shareLinks: mockShareLinks({ links: [shareLink()] }) }));
/** The browser refuses the clipboard: a message says to copy by hand, and the link is selected for it. */
export const CopyRefused: Story = {
  ...noClipboard.story,
  play: async ({ canvas }) => {
    const restore = replaceClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    try {
      const field = (await canvas.findByRole("textbox", { name: "链接" })) as HTMLInputElement;
      await userEvent.click(canvas.getByRole("button", { name: "复制链接" }));
      await expect(await canvas.findByRole("status")).toHaveTextContent("浏览器不允许复制，请选中链接后手动复制");
      await expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
    } finally {
      restore();
    }
  },
};

const revocable = scenario(() => ({ shareLinks: mockShareLinks({ links: [shareLink()] }) }));
/** 撤销 asks first: 取消 keeps the link; confirming revokes it and shows the empty state. */
export const Revoke: Story = {
  ...revocable.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "撤销" }));
    let dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveTextContent("撤销后，这个链接将不能再用来加入课程。确定撤销吗？");
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(revocable.state.calls.some((c) => c.startsWith("revokeShareLink"))).toBe(false);
    await userEvent.click(canvas.getByRole("button", { name: "撤销" }));
    dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await userEvent.click(screen.getByRole("button", { name: "撤销" }));
    await expect(await canvas.findByText("还没有有效的分享链接")).toBeInTheDocument();
    await expect(canvas.getByRole("status")).toHaveTextContent("分享链接已撤销");
    await expect(revocable.state.shareLinks.links[0]?.revoked).toBe(true);
    await expect(dialog).not.toBeInTheDocument();
  },
};

const refused = scenario(() => ({ shareLinks: mockShareLinks(), refuse: { createShareLink: "这不是您的课堂" } }));
/** Creating is refused: the server's reason shows and nothing is created. */
export const CreateRefused: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "生成链接" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("这不是您的课堂");
    await expect(canvas.getByText("还没有有效的分享链接")).toBeInTheDocument();
  },
};

const failed = scenario(() => ({ shareLinks: mockShareLinks(), refuse: { getShareLink: "服务器繁忙" } }));
/** The link cannot be read: the server's message and 重试, which reads it again. */
export const LoadFailed: Story = {
  ...failed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("服务器繁忙")).toBeInTheDocument();
    failed.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("还没有有效的分享链接")).toBeInTheDocument();
  },
};

const slow = scenario(() => ({ latency: 60_000, shareLinks: mockShareLinks() }));
/** While the session's link is read. */
export const Loading: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中…");
    await expect(canvas.queryByRole("button", { name: "生成链接" })).not.toBeInTheDocument();
  },
};
