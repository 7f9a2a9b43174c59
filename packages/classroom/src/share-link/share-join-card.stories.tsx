import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { mockShareLinks, shareLink } from "../stories/control-handlers";
import { withClassroom } from "../stories/with-classroom";
import { ShareJoinCard } from "./share-join-card";

const meta = {
  title: "Classroom/ShareLink/ShareJoinCard",
  component: ShareJoinCard,
  decorators: [withClassroom],
  args: { code: "Qm7dX2kP", onJoined: fn(), onOpenCourse: fn() },
} satisfies Meta<typeof ShareJoinCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The facts of the invite as a map of term → value. */
function facts(canvasElement: HTMLElement): Record<string, string> {
  const terms = canvasElement.querySelectorAll("dt");
  return Object.fromEntries([...terms].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent ?? ""]));
}

const valid = scenario(() => ({
  shareLinks: mockShareLinks({ links: [shareLink({ expireTime: Date.UTC(2036, 10, 24, 1, 0) })] }),
}));
/** A valid invite: course, teacher, session and expiry; 加入课程 joins and shows the success state. */
export const Join: Story = {
  ...valid.story,
  play: async ({ canvas, canvasElement, args }) => {
    const button = await canvas.findByRole("button", { name: "加入课程" });
    await expect(facts(canvasElement)).toEqual({
      课程: "高一数学",
      教师: "王老师",
      课堂: "函数的单调性",
      有效期: "至 2036-11-24 09:00:00",
    });
    await userEvent.click(button);
    await expect(await canvas.findByRole("status")).toHaveTextContent("已加入课程：高一数学");
    await expect(args.onJoined).toHaveBeenCalledWith({ courseId: 3, courseName: "高一数学", alreadyJoined: false });
    await expect(valid.state.shareLinks.joinedCourses).toEqual([3]);
    await expect(canvas.queryByRole("button", { name: "加入课程" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "进入课程" }));
    await expect(args.onOpenCourse).toHaveBeenCalledTimes(1);
  },
};

const slow = scenario(() => ({ latency: 60_000, shareLinks: mockShareLinks({ links: [shareLink()] }) }));
/** While the invite is read. */
export const Loading: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中…");
  },
};

const member = scenario(() => ({
  shareLinks: mockShareLinks({ links: [shareLink({ expireTime: null })], joinedCourses: [3] }),
}));
/** Already a student of the course: 你已在这门课程中 and 进入课程, nothing to join. */
export const AlreadyJoined: Story = {
  ...member.story,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText("你已在这门课程中")).toHaveAttribute("role", "status");
    await expect(facts(canvasElement)["有效期"]).toBe("永久有效");
    await expect(canvas.queryByRole("button", { name: "加入课程" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "进入课程" }));
    await expect(args.onOpenCourse).toHaveBeenCalledTimes(1);
  },
};

const old = scenario(() => ({
  shareLinks: mockShareLinks({ links: [shareLink({ expireTime: Date.UTC(2026, 0, 5, 1, 0) })] }),
}));
/** An expired link: 分享链接已过期, nothing to join. */
export const Expired: Story = {
  ...old.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("分享链接已过期");
    await expect(canvas.queryByRole("button", { name: "加入课程" })).not.toBeInTheDocument();
  },
};

const revoked = scenario(() => ({ shareLinks: mockShareLinks({ links: [shareLink({ revoked: true })] }) }));
/** A revoked link: 分享链接已被撤销, nothing to join. */
export const Revoked: Story = {
  ...revoked.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("分享链接已被撤销");
    // The invite is read again and now says why it cannot be used.
    await waitFor(() => expect(canvas.queryByRole("button", { name: "加入课程" })).not.toBeInTheDocument());
    await expect(canvas.getByRole("alert")).toHaveTextContent("分享链接已被撤销");
  },
};

const unknown = scenario(() => ({ shareLinks: mockShareLinks() }));
/** A code no link has (404): 分享链接不存在, without a retry. */
export const Unknown: Story = {
  ...unknown.story,
  args: { code: "nope1234" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("分享链接不存在");
    await expect(canvas.queryByRole("button", { name: "重试" })).not.toBeInTheDocument();
  },
};

const teacher = scenario(() => ({ shareLinks: mockShareLinks({ links: [shareLink()], student: false }) }));
/** A teacher opens the link: joining is refused with the server's reason, and the invite stays. */
export const JoinRefused: Story = {
  ...teacher.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "加入课程" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("只有学生可以通过分享链接加入课程");
    await expect(args.onJoined).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "加入课程" })).toBeEnabled();
  },
};

const lapsing = scenario(() => ({ shareLinks: mockShareLinks({ links: [shareLink()] }) }));
/** The teacher revokes the link while it is open: joining is refused and the card says the link is revoked. */
export const RevokedBeforeJoining: Story = {
  ...lapsing.story,
  play: async ({ canvas }) => {
    const button = await canvas.findByRole("button", { name: "加入课程" });
    lapsing.state.shareLinks.links[0]!.revoked = true;
    await userEvent.click(button);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("分享链接已被撤销");
    // The invite is read again and now says why it cannot be used.
    await waitFor(() => expect(canvas.queryByRole("button", { name: "加入课程" })).not.toBeInTheDocument());
    await expect(canvas.getByRole("alert")).toHaveTextContent("分享链接已被撤销");
  },
};

const failing = scenario(() => ({
  shareLinks: mockShareLinks({ links: [shareLink()] }),
  refuse: { viewShareLink: "服务器繁忙" },
}));
/** The invite cannot be read: the server's message and 重试, which reads it again. */
export const LoadFailed: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("服务器繁忙");
    failing.state.refuse = {};
    await userEvent.click(within(alert).getByRole("button", { name: "重试" }));
    await expect(await canvas.findByRole("button", { name: "加入课程" })).toBeEnabled();
  },
};
