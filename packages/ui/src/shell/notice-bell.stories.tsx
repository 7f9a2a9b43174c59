import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import {
  expectInertInside,
  expectIsolated,
  expectWraps,
  hostileHtml,
  longUnbroken,
  rtlOverrideName,
} from "../fixtures/hostile.mocks";
import { notices } from "../fixtures/menus.mocks";
import { NoticeBell } from "./notice-bell";

const meta = {
  title: "Shell/NoticeBell",
  component: NoticeBell,
  args: { notices, onViewAll: fn(), onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-end" style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "消息通知，3 条未读消息" })).toHaveTextContent("3");
  },
};

export const OpenPopover: Story = {
  play: async ({ args, canvas }) => {
    const bell = canvas.getByRole("button", { name: /消息通知/ });
    await userEvent.click(bell);
    const popover = await screen.findByRole("dialog", { name: "消息通知" });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(popover.getBoundingClientRect().width).toBe(600);
    const headers = within(popover).getAllByRole("columnheader");
    await expect(headers.map((h) => Math.round(h.getBoundingClientRect().width)).slice(0, 3)).toEqual([120, 180, 100]);
    await expect(within(popover).getAllByRole("row")).toHaveLength(4);
    // UTC+8 display and sanitised rich text (the sanitiser loads when the popover first opens).
    await expect(within(popover).getByText("2026-03-14 09:05:00")).toBeInTheDocument();
    await expect((await within(popover).findByText("教学系统升级")).tagName).toBe("STRONG");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(bell).toHaveFocus());
  },
};

export const ViewAll: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /消息通知/ }));
    await userEvent.click(await screen.findByRole("button", { name: "查看全部" }));
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

export const NoMessages: Story = {
  args: { notices: [] },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole("button", { name: "消息通知" });
    await userEvent.click(bell);
    await expect(await screen.findByText("暂无数据")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /消息通知/ }));
    await expect(await screen.findByRole("status")).toHaveTextContent("加载中");
  },
};

/** A student's hostile message and disguised nickname: inert inside the popover, the name in logical order. */
export const HostileNotice: Story = {
  args: {
    notices: [
      { id: 9, sender: rtlOverrideName, time: Date.UTC(2026, 2, 14, 1, 5), type: "通知", content: hostileHtml },
      { id: 10, sender: longUnbroken, time: Date.UTC(2026, 2, 14, 1, 6), content: longUnbroken },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /消息通知/ }));
    const popover = await screen.findByRole("dialog", { name: "消息通知" });
    await within(popover).findByText("领取奖品");
    const [hostile, long] = [...popover.querySelectorAll<HTMLElement>('[data-slot="safe-html"]')];
    if (!hostile || !long) throw new Error("both messages show");
    await expectInertInside(hostile);
    const sender = within(popover).getByText("fdp.exe张三");
    await expectIsolated(sender);
    // Neither the long sender nor the long content widens the popover.
    await expect(popover.getBoundingClientRect().width).toBe(600);
    await expect(popover.scrollWidth).toBeLessThanOrEqual(popover.clientWidth);
    // The long message wraps within its cell (two lines at most) instead of running under the others.
    await expectWraps(long);
    const cell = long.closest("td");
    if (!cell) throw new Error("the message is in a cell");
    await expect(long.getBoundingClientRect().right).toBeLessThanOrEqual(cell.getBoundingClientRect().right);
    await expect(long.getBoundingClientRect().height).toBeLessThan(60);
  },
};
