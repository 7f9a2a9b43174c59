import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { todayOf, todaySession } from "../stories/dashboard-handlers";
import { withClassroom } from "../stories/with-classroom";
import { RunningSession } from "./running-session";

/** 高一数学 · 函数的奇偶性, started 25 minutes ago. */
const session = (startTime = Date.now() - 25 * 60_000) =>
  todaySession({ id: 202, name: "函数的奇偶性", status: 1, startTime });

const meta = {
  title: "Classroom/Dashboard/RunningSession",
  component: RunningSession,
  decorators: [withClassroom],
  args: { item: session(), onEnded: fn() },
} satisfies Meta<typeof RunningSession>;

export default meta;
type Story = StoryObj<typeof meta>;

const running = scenario(() => todayOf([session()]));
/** The running session: its name, the time since it started, 下课 and its share link. 下课 asks first;
 * confirmed, it ends exactly this session and tells the page. */
export const Running: Story = {
  ...running.story,
  // The start time is read when the story renders, so the time since it is 25 minutes whenever it runs.
  render: (args) => <RunningSession {...args} item={session()} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "正在上课：高一数学 · 函数的奇偶性" })).toBeInTheDocument();
    await expect(canvas.getByText("已上课 25 分")).toBeInTheDocument();
    await expect(await canvas.findByRole("button", { name: "生成链接" })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole("button", { name: "下课" }));
    const dialog = await screen.findByRole("alertdialog", { name: "下课" });
    await expect(dialog).toHaveTextContent("确定下课吗？下课后学生将不能再参与本节课的活动。");
    await userEvent.click(within(dialog).getByRole("button", { name: "下课" }));
    await waitFor(() => expect(args.onEnded).toHaveBeenCalledTimes(1));
    await expect(running.state.calls).toContain("endCourseItem:202");
    await expect(running.state.course.running).toBeNull();
  },
};

const cancelled = scenario(() => todayOf([session()]));
/** 下课 cancelled (Escape): the session goes on, nothing is called. */
export const EndCancelled: Story = {
  ...cancelled.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "下课" }));
    await screen.findByRole("alertdialog", { name: "下课" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(cancelled.state.calls.filter((c) => c.startsWith("endCourseItem"))).toEqual([]);
    await expect(args.onEnded).not.toHaveBeenCalled();
  },
};

const busy = scenario(() => todayOf([session()]));
/** While 下课 is under way the button is disabled. */
export const Ending: Story = {
  ...busy.story,
  play: async ({ canvas, args }) => {
    await canvas.findByRole("button", { name: "生成链接" });
    busy.state.latency = 60_000;
    await userEvent.click(canvas.getByRole("button", { name: "下课" }));
    const dialog = await screen.findByRole("alertdialog", { name: "下课" });
    await userEvent.click(within(dialog).getByRole("button", { name: "下课" }));
    await waitFor(() => expect(canvas.getByRole("button", { name: "下课" })).toBeDisabled());
    await expect(args.onEnded).not.toHaveBeenCalled();
  },
};

const refused = scenario(() => ({ ...todayOf([session()]), refuse: { endCourseItem: "这节课已经结束" } }));
/** A refused 下课 shows the server's reason and the session stays. */
export const EndRefused: Story = {
  ...refused.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "下课" }));
    const dialog = await screen.findByRole("alertdialog", { name: "下课" });
    await userEvent.click(within(dialog).getByRole("button", { name: "下课" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("这节课已经结束");
    await expect(args.onEnded).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "下课" })).toBeEnabled();
  },
};

const fresh = scenario(() => todayOf([session(Date.now() - 20_000)]));
/** Just started: 已上课 不足 1 分. */
export const JustStarted: Story = {
  ...fresh.story,
  render: (args) => <RunningSession {...args} item={session(Date.now() - 20_000)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText("已上课 不足 1 分")).toBeInTheDocument();
  },
};
