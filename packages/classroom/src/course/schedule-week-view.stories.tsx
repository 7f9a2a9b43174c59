import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { entry, week } from "../stories/course-handlers";
import { ScheduleWeekView } from "./schedule-week-view";

/** The week of Monday 2026-11-23; slots[1] is Monday's 08:00 高一数学. */
const slots = week();

const meta = {
  title: "Classroom/Course/ScheduleWeekView",
  component: ScheduleWeekView,
  args: {
    entries: slots,
    weekStart: "2026-11-23",
    today: 1,
    startableCourseIds: [3, 4],
    onStart: fn(),
    layout: "week",
  },
} satisfies Meta<typeof ScheduleWeekView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week as a table: each day with its date, times sorted, each slot under its day with course, time,
 * classroom and teacher; today (周一) highlighted; only today's slots of my courses have 开始上课, which
 * reports that very session. */
export const Week: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "课表" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    await expect(headers).toEqual([
      "时间",
      "周一11月23日今天",
      "周二11月24日",
      "周三11月25日",
      "周四11月26日",
      "周五11月27日",
      "周六11月28日",
      "周日11月29日",
    ]);
    await expect(within(table).getAllByRole("columnheader")[1]).toHaveAttribute("aria-current", "date");
    const rows = within(table)
      .getAllByRole("rowheader")
      .map((h) => h.textContent);
    await expect(rows).toEqual(["08:00–08:45", "09:00–09:45", "10:00–10:45", "14:00–14:45"]);
    const firstRow = within(table).getAllByRole("row")[1]!;
    const monday = within(firstRow).getAllByRole("cell")[0]!;
    await expect(monday).toHaveTextContent("高一数学08:00–08:45教室：高一（3）班教师：王老师");
    // Today's slots of my courses: 08:00 and 10:00 数学, 14:00 物理 — not 英语 (a colleague's) nor Wednesday's.
    const starts = canvas.getAllByRole("button", { name: /^开始上课/ });
    await expect(starts.map((b) => b.getAttribute("aria-label"))).toEqual([
      "开始上课：高一数学 08:00–08:45",
      "开始上课：高一数学 10:00–10:45",
      "开始上课：高一物理 14:00–14:45",
    ]);
    await userEvent.click(starts[2]!);
    await expect(args.onStart).toHaveBeenCalledWith(
      expect.objectContaining({ courseItemId: slots[3]!.courseItemId, courseId: 4, date: "2026-11-23" }),
    );
  },
};

/** While a session starts, its button says 开课中… and every start button waits. */
export const Starting: Story = {
  args: { startingCourseItemId: slots[1]!.courseItemId },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole("button", { name: /^(开始上课|开课中…)：/ });
    await expect(buttons.map((b) => b.textContent)).toEqual(["开课中…", "开始上课", "开始上课"]);
    for (const button of buttons) await expect(button).toBeDisabled();
    await userEvent.click(buttons[2]!, { pointerEventsCheck: 0 });
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Without `today` or startable courses it is a read-only timetable. */
export const ReadOnly: Story = {
  args: { today: undefined, startableCourseIds: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "课表" })).toBeInTheDocument();
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
    await expect(canvas.queryByText("今天")).not.toBeInTheDocument();
  },
};

/** On a narrow screen: one list entry per day, today's marked, slots by start time, 开始上课 still there. */
export const NarrowScreen: Story = {
  args: { layout: "days", caption: "学校课表" },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    const days = within(canvas.getByRole("list", { name: "学校课表" })).getAllByRole("listitem");
    await expect(days).toHaveLength(7);
    await expect(days[0]).toHaveAttribute("aria-current", "date");
    await expect(days[0]!.textContent).toMatch(
      /^周一11月23日今天高一数学08:00–08:45.*高一英语09:00–09:45.*高一数学10:00/,
    );
    await expect(days[1]).toHaveTextContent("当天没有课");
    await userEvent.click(within(days[0]!).getByRole("button", { name: "开始上课：高一数学 10:00–10:45" }));
    await expect(args.onStart).toHaveBeenCalledWith(
      expect.objectContaining({ courseItemId: slots[0]!.courseItemId, startTime: "10:00" }),
    );
  },
};

/** Two sessions of one course on one day are two slots; a session in progress says 上课中 and an ended one
 * 已结束, and neither offers 开始上课 — only today's planned one does. */
export const SessionStates: Story = {
  args: {
    entries: [
      entry({ startTime: "08:00", endTime: "08:45", status: 2 }),
      entry({ startTime: "10:00", endTime: "10:45", status: 1 }),
      entry({ startTime: "14:00", endTime: "14:45" }),
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "课表" });
    const cells = table.querySelectorAll("td[data-weekday='1'] [data-slot=schedule-slot]");
    await expect([...cells].map((c) => c.textContent)).toEqual([
      "高一数学08:00–08:45已结束教室：高一（3）班教师：王老师",
      "高一数学10:00–10:45上课中教室：高一（3）班教师：王老师",
      "高一数学14:00–14:45教室：高一（3）班教师：王老师开始上课",
    ]);
    await expect(canvas.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "开始上课：高一数学 14:00–14:45",
    ]);
  },
};

/** No slots: the empty state instead of a grid. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("这一周没有课")).toBeInTheDocument();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};
