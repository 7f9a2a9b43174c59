import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { week } from "../stories/course-handlers";
import { ScheduleWeekView } from "./schedule-week-view";

const meta = {
  title: "Classroom/Course/ScheduleWeekView",
  component: ScheduleWeekView,
  args: { entries: week(), today: 1, startableCourseIds: [3, 4], onStart: fn(), layout: "week" },
} satisfies Meta<typeof ScheduleWeekView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The week as a table: times sorted, each slot under its weekday with course, time, classroom and teacher;
 * today (周一) highlighted; only today's slots of my courses have 开始上课, which reports the slot. */
export const Week: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole("table", { name: "课表" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    await expect(headers).toEqual(["时间", "周一今天", "周二", "周三", "周四", "周五", "周六", "周日"]);
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
    await expect(args.onStart).toHaveBeenCalledWith(expect.objectContaining({ courseId: 4, startTime: "14:00" }));
  },
};

/** While a course starts, its button says 开课中… and every start button waits. */
export const Starting: Story = {
  args: { startingCourseId: 3 },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole("button", { name: /^(开始上课|开课中…)：/ });
    await expect(buttons.map((b) => b.textContent)).toEqual(["开课中…", "开课中…", "开始上课"]);
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
    await expect(days[0]!.textContent).toMatch(/^周一今天高一数学08:00–08:45.*高一英语09:00–09:45.*高一数学10:00/);
    await expect(days[1]).toHaveTextContent("当天没有课");
    await userEvent.click(within(days[0]!).getByRole("button", { name: "开始上课：高一数学 10:00–10:45" }));
    await expect(args.onStart).toHaveBeenCalledWith(expect.objectContaining({ courseId: 3, startTime: "10:00" }));
  },
};

/** No slots: the empty state instead of a grid. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("课表中还没有课")).toBeInTheDocument();
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
  },
};
