import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { todayOf, todaySession } from "../stories/dashboard-handlers";
import { withClassroom } from "../stories/with-classroom";
import { TodaySessions } from "./today-sessions";

const meta = {
  title: "Classroom/Dashboard/TodaySessions",
  component: TodaySessions,
  decorators: [withClassroom],
  args: { running: false, onStarted: fn() },
} satisfies Meta<typeof TodaySessions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today: 函数的单调性 ended, 函数的奇偶性 and 高一物理's 牛顿第一定律 not started yet. */
const sessions = () => [
  todaySession({ id: 201, name: "函数的单调性", status: 2, startTime: Date.now() - 3 * 3_600_000 }),
  todaySession({ id: 202, name: "函数的奇偶性" }),
  todaySession({ id: 203, courseId: 4, courseName: "高一物理", name: "牛顿第一定律" }),
];

/** The row of a session, by its name. */
const row = (root: HTMLElement, name: string) =>
  within(root)
    .getAllByRole("listitem")
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

const list = scenario(() => todayOf(sessions()));
/** Today's sessions with their status; 开始上课 on those not ended. Starting 函数的奇偶性 starts exactly
 * that session, tells the page, and the list reads it again as 进行中. */
export const WithSessions: Story = {
  ...list.story,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByRole("heading", { name: "今日课程" })).toBeInTheDocument();
    await canvas.findByText("高一数学 · 函数的奇偶性");
    const ended = row(canvasElement, "函数的单调性");
    await expect(ended).toHaveTextContent("已结束");
    await expect(within(ended).queryByRole("button", { name: "开始上课" })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole("button", { name: "开始上课" })).toHaveLength(2);

    const target = row(canvasElement, "函数的奇偶性");
    await expect(target).toHaveTextContent("未开始");
    await userEvent.click(within(target).getByRole("button", { name: "开始上课" }));
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: 202, status: 1 })));
    await waitFor(() => expect(row(canvasElement, "函数的奇偶性")).toHaveTextContent("进行中"));
    await expect(row(canvasElement, "牛顿第一定律")).toHaveTextContent("未开始");
    await expect(list.state.calls.filter((c) => c.startsWith("startCourseItem"))).toEqual(["startCourseItem:202"]);
    await expect(list.state.calls.filter((c) => c === "teacherToday")).toHaveLength(2);
  },
};

const keyboard = scenario(() => todayOf(sessions()));
/** The keyboard alone: Tab reaches 开始上课 and Enter starts that session. */
export const Keyboard: Story = {
  ...keyboard.story,
  play: async ({ canvas, args }) => {
    await canvas.findByText("高一数学 · 函数的奇偶性");
    await userEvent.tab();
    await expect(canvas.getAllByRole("button", { name: "开始上课" })[0]).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledWith(expect.objectContaining({ id: 202 })));
    await expect(keyboard.state.calls).toContain("startCourseItem:202");
  },
};

const running = scenario(() =>
  todayOf([
    todaySession({ id: 202, name: "函数的奇偶性", status: 1, startTime: Date.now() - 600_000 }),
    sessions()[2]!,
  ]),
);
/** While a session runs nothing can be started: the running one reads 进行中 and no 开始上课 is offered. */
export const WhileRunning: Story = {
  ...running.story,
  args: { running: true },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("高一数学 · 函数的奇偶性");
    await expect(row(canvasElement, "函数的奇偶性")).toHaveTextContent("进行中");
    await expect(canvas.queryByRole("button", { name: "开始上课" })).not.toBeInTheDocument();
  },
};

const busy = scenario(() => todayOf(sessions()));
/** While a start is under way every 开始上课 is disabled, so no second session starts. */
export const Starting: Story = {
  ...busy.story,
  play: async ({ canvas, args }) => {
    await canvas.findByText("高一数学 · 函数的奇偶性");
    busy.state.latency = 60_000;
    await userEvent.click(canvas.getAllByRole("button", { name: "开始上课" })[0]!);
    await waitFor(() => {
      for (const button of canvas.getAllByRole("button", { name: "开始上课" })) expect(button).toBeDisabled();
    });
    await expect(args.onStarted).not.toHaveBeenCalled();
  },
};

const refused = scenario(() => ({
  ...todayOf(sessions()),
  refuse: { startCourseItem: "您有一节课正在进行中（函数的单调性），请先下课" },
}));
/** A refused start shows the server's reason; the list stays as it was. */
export const StartRefused: Story = {
  ...refused.story,
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText("高一数学 · 函数的奇偶性");
    await userEvent.click(within(row(canvasElement, "函数的奇偶性")).getByRole("button", { name: "开始上课" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("您有一节课正在进行中（函数的单调性），请先下课");
    await expect(row(canvasElement, "函数的奇偶性")).toHaveTextContent("未开始");
    await expect(args.onStarted).not.toHaveBeenCalled();
  },
};

const loading = scenario({ latency: 60_000 });
/** While the list loads: 正在加载. */
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("正在加载");
    await expect(canvas.queryByRole("listitem")).not.toBeInTheDocument();
  },
};

const failing = scenario(() => ({ ...todayOf(sessions()), refuse: { teacherToday: "服务器繁忙，请稍后再试" } }));
/** A failed load shows the server's message and 重试, which reads the list again. */
export const LoadFailed: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("服务器繁忙，请稍后再试");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("高一数学 · 函数的奇偶性")).toBeInTheDocument();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

const empty = scenario();
/** No session today: 今天没有课. */
export const NoSessionToday: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("今天没有课")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "开始上课" })).not.toBeInTheDocument();
  },
};
