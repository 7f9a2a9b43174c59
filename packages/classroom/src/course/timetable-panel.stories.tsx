import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { course, entry, mockCourses, thisMonday, week } from "../stories/course-handlers";
import { courseItem } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { courseMessages } from "./messages";
import { addDays, dateOf, weekdayOf } from "./schedule-grid";
import { TimetablePanel } from "./timetable-panel";

const meta = {
  title: "Classroom/Course/TimetablePanel",
  component: TimetablePanel,
  decorators: [withClassroom],
  args: { onStarted: fn() },
} satisfies Meta<typeof TimetablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The teacher's courses and timetables: this week's with today's slots on the day the story runs, and
 * next week's with one 高一物理 slot on Tuesday; nothing the week after. */
const courses = () => {
  const today = weekdayOf(Date.now());
  const monday = thisMonday();
  return mockCourses({
    my: [course(), course({ id: 4, name: "高一物理" }), course({ id: 12, name: "数学答疑" })],
    classSchedule: [
      ...week(today, monday),
      entry({ courseId: 4, courseName: "高一物理", date: addDays(monday, 8), startTime: "10:00", endTime: "10:45" }),
    ],
    freedomSchedule: [
      entry({ courseId: 12, courseName: "数学答疑", date: dateOf(Date.now()), startTime: "16:00", endTime: "17:00" }),
    ],
  });
};

/** A day's header as the week shows it: 周二11月24日. */
const header = (date: string) =>
  `${courseMessages.weekdays[weekdayOf(Date.parse(`${date}T12:00:00+08:00`)) - 1]}${courseMessages.week.dayDate(date)}`;

const school = scenario(() => ({ course: courses() }));
/** This week's school timetable with its dates and today highlighted; 开始上课 on a slot of one of my
 * courses starts that very session (start/courseItem) and reports it. */
export const StartFromSchoolTimetable: Story = {
  ...school.story,
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole("table", { name: "学校课表" });
    const monday = thisMonday();
    await expect(canvas.getByRole("tab", { name: "学校课表" })).toHaveAttribute("aria-selected", "true");
    await expect(school.state.calls).toContain(`classSchedule:${monday}`);
    await expect(canvas.getByRole("group", { name: "选择周" })).toHaveTextContent(
      `${monday} 至 ${addDays(monday, 6)}（本周）`,
    );
    await expect(within(table).getAllByRole("columnheader")[1]).toHaveTextContent(header(monday));
    await expect(within(table).getByRole("columnheader", { current: "date" })).toHaveTextContent(
      `${header(dateOf(Date.now()))}今天`,
    );
    // The colleague's 高一英语 is in the timetable but cannot be started from here.
    await expect(within(table).getByText("高一英语")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /开始上课：高一英语/ })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole("button", { name: "开始上课：高一物理 14:00–14:45" }));
    await waitFor(() =>
      expect(args.onStarted).toHaveBeenCalledWith(expect.objectContaining({ courseId: 4, status: 1 })),
    );
    const physics = school.state.course.classSchedule.find(
      (slot) => slot.courseId === 4 && slot.date === dateOf(Date.now()),
    )!;
    await expect(school.state.calls).toContain(`startCourseItem:${physics.courseItemId}`);
    await expect(school.state.calls.filter((call) => call.startsWith("startCourse:"))).toEqual([]);
  },
};

const weeks = scenario(() => ({ course: courses() }));
/** 下一周 (by keyboard) asks for next week's timetable and shows its dates and its one slot; 下一周 again is
 * an empty week; 上一周 and 本周 come back, and only this week offers 开始上课. */
export const NavigateWeeks: Story = {
  ...weeks.story,
  play: async ({ canvas }) => {
    const monday = thisMonday();
    const next = addDays(monday, 7);
    const shown = () => canvas.getByRole("table", { name: "学校课表" });
    await canvas.findByRole("table", { name: "学校课表" });
    const nav = canvas.getByRole("group", { name: "选择周" });
    within(nav).getByRole("button", { name: "下一周" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(within(shown()).getAllByRole("columnheader")[1]).toHaveTextContent(header(next)));
    const table = shown();
    await expect(weeks.state.calls).toContain(`classSchedule:${next}`);
    await expect(nav).toHaveTextContent(`${next} 至 ${addDays(next, 6)}`);
    await expect(nav).not.toHaveTextContent("本周）");
    await expect(within(table).getAllByRole("columnheader")[2]).toHaveTextContent(header(addDays(next, 1)));
    await expect(within(table).queryByRole("columnheader", { current: "date" })).not.toBeInTheDocument();
    const tuesday = table.querySelectorAll("td[data-weekday='2'] [data-slot=schedule-slot]");
    await expect([...tuesday].map((slot) => slot.textContent)).toEqual([
      "高一物理10:00–10:45教室：高一（3）班教师：王老师",
    ]);
    await expect(within(table).queryByRole("button", { name: /^开始上课/ })).not.toBeInTheDocument();

    await userEvent.keyboard(" ");
    await expect(await canvas.findByText("这一周没有课")).toBeInTheDocument();
    await expect(weeks.state.calls).toContain(`classSchedule:${addDays(monday, 14)}`);

    await userEvent.click(within(nav).getByRole("button", { name: "本周" }));
    await waitFor(() => expect(within(shown()).getAllByRole("columnheader")[1]).toHaveTextContent(header(monday)));
    const back = shown();
    await expect(nav).toHaveTextContent("（本周）");
    await expect(within(back).getAllByRole("button", { name: /^开始上课/ }).length).toBeGreaterThan(0);
    await userEvent.click(within(nav).getByRole("button", { name: "上一周" }));
    await expect(await canvas.findByText("这一周没有课")).toBeInTheDocument();
    await expect(weeks.state.calls).toContain(`classSchedule:${addDays(monday, -7)}`);
  },
};

const refused = scenario(() => ({
  course: { ...courses(), running: courseItem({ courseId: 9, name: "高一英语 第3节" }) },
}));
/** Another class is running: the server's refusal is shown and nothing is reported. */
export const StartRefused: Story = {
  ...refused.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "开始上课：高一数学 08:00–08:45" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("您有一节课正在进行中（高一英语 第3节），请先下课");
    await expect(args.onStarted).not.toHaveBeenCalled();
  },
};

const freedom = scenario(() => ({ course: courses() }));
/** 我的自由课表: the teacher's own slots of the week, reached with the arrow key; today's slot starts like the
 * school's. */
export const FreedomTimetable: Story = {
  ...freedom.story,
  play: async ({ canvas, args }) => {
    await canvas.findByRole("table", { name: "学校课表" });
    canvas.getByRole("tab", { name: "学校课表" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    const table = await canvas.findByRole("table", { name: "我的自由课表" });
    await expect(within(table).getByText("数学答疑")).toBeInTheDocument();
    await expect(canvas.queryByText("高一英语")).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole("button", { name: "开始上课：数学答疑 16:00–17:00" }));
    await waitFor(() => expect(args.onStarted).toHaveBeenCalledWith(expect.objectContaining({ courseId: 12 })));
    await expect(freedom.state.calls).toContain(
      `startCourseItem:${freedom.state.course.freedomSchedule[0]!.courseItemId}`,
    );
  },
};

const creating = scenario(() => ({ course: courses() }));
/** 新建自由课 now: the name is required; by default the lesson is today from the next five minutes for two
 * hours; the new lesson appears in this week's 我的自由课表, which is then shown. */
export const NewFreedomClass: Story = {
  ...creating.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("table", { name: "学校课表" });
    await userEvent.click(canvas.getByRole("button", { name: "新建自由课" }));
    const form = canvas.getByRole("form", { name: "新建自由课" });
    await userEvent.click(within(form).getByRole("button", { name: "创建" }));
    await expect(await within(form).findByText("请输入自由课名称")).toBeInTheDocument();
    await expect(within(form).getByLabelText(/自由课名称/)).toHaveAttribute("aria-invalid", "true");
    await expect(within(form).getByLabelText(/日期/)).toHaveValue(dateOf(Date.now()));
    await userEvent.type(within(form).getByLabelText(/自由课名称/), "周末函数专题");
    await userEvent.click(within(form).getByRole("button", { name: "创建" }));
    const table = await canvas.findByRole("table", { name: "我的自由课表" });
    await expect(await within(table).findByText("周末函数专题")).toBeInTheDocument();
    await expect(canvas.queryByRole("form")).not.toBeInTheDocument();
    await expect(creating.state.calls).toContain("createFreedomChannel:周末函数专题");
    await expect(creating.state.calls).toContain(`freedomSchedule:${thisMonday()}`);
  },
};

const planning = scenario(() => ({ course: courses() }));
/** The form's checks: a date and both times are required, the end must come after the start and a lesson
 * lasts at most 12 hours; nothing is sent until they pass. */
export const PlannedFreedomClassValidation: Story = {
  ...planning.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "新建自由课" }));
    const form = canvas.getByRole("form", { name: "新建自由课" });
    const date = within(form).getByLabelText(/日期/);
    const start = within(form).getByLabelText(/开始时间/);
    const end = within(form).getByLabelText(/结束时间/);
    await userEvent.type(within(form).getByLabelText(/自由课名称/), "期中答疑");
    await userEvent.clear(date);
    await userEvent.clear(start);
    await userEvent.clear(end);
    await userEvent.click(within(form).getByRole("button", { name: "创建" }));
    await expect(await within(form).findByText("请选择日期")).toBeInTheDocument();
    await expect(within(form).getByText("请选择开始时间")).toBeInTheDocument();
    await expect(within(form).getByText("请选择结束时间")).toBeInTheDocument();
    await expect(date).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(start, "19:00");
    await userEvent.type(end, "18:30");
    await userEvent.click(within(form).getByRole("button", { name: "创建" }));
    await expect(await within(form).findByText("结束时间须晚于开始时间")).toBeInTheDocument();
    await userEvent.clear(start);
    await userEvent.type(start, "06:00");
    await userEvent.clear(end);
    await userEvent.type(end, "18:30");
    await userEvent.click(within(form).getByRole("button", { name: "创建" }));
    await expect(await within(form).findByText("一节课不能超过 12 小时")).toBeInTheDocument();
    await expect(planning.state.calls.filter((call) => call.startsWith("createFreedomChannel"))).toEqual([]);
  },
};

const planned = scenario(() => ({ course: courses() }));
/** A planned free lesson of one of my courses next Wednesday 19:00–20:30: 我的自由课表 then shows that week,
 * with the lesson on Wednesday under its course's name. */
export const PlannedFreedomClass: Story = {
  ...planned.story,
  play: async ({ canvas }) => {
    const wednesday = addDays(thisMonday(), 9);
    await userEvent.click(await canvas.findByRole("button", { name: "新建自由课" }));
    const form = canvas.getByRole("form", { name: "新建自由课" });
    await userEvent.type(within(form).getByLabelText(/自由课名称/), "期中答疑");
    await userEvent.click(within(form).getByRole("combobox", { name: "所属课程" }));
    await userEvent.click(await screen.findByRole("option", { name: "高一物理" }));
    const date = within(form).getByLabelText(/日期/);
    await userEvent.clear(date);
    await userEvent.type(date, wednesday);
    const start = within(form).getByLabelText(/开始时间/);
    await userEvent.clear(start);
    await userEvent.type(start, "19:00");
    const end = within(form).getByLabelText(/结束时间/);
    await userEvent.clear(end);
    await userEvent.type(end, "20:30");
    await userEvent.click(within(form).getByRole("button", { name: "创建" }));
    const shown = () => canvas.getByRole("table", { name: "我的自由课表" });
    await waitFor(() => expect(within(shown()).getAllByRole("columnheader")[3]).toHaveTextContent(header(wednesday)));
    const table = shown();
    await expect(planned.state.calls).toContain(`freedomSchedule:${addDays(thisMonday(), 7)}`);
    const slots = table.querySelectorAll("td[data-weekday='3'] [data-slot=schedule-slot]");
    await expect([...slots].map((slot) => slot.textContent)).toEqual([
      "高一物理19:00–20:30教室：高一（3）班教师：王老师",
    ]);
    await expect(canvas.getByRole("group", { name: "选择周" })).toHaveTextContent(
      `${addDays(thisMonday(), 7)} 至 ${addDays(thisMonday(), 13)}`,
    );
  },
};

const freedomRefused = scenario(() => ({ course: courses(), refuse: { createFreedomChannel: "自由课数量已达上限" } }));
/** The server refuses the new channel: its message is shown and the typed name is kept; 取消 closes the form. */
export const NewFreedomClassRefused: Story = {
  ...freedomRefused.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "新建自由课" }));
    const form = canvas.getByRole("form", { name: "新建自由课" });
    await userEvent.type(within(form).getByLabelText(/自由课名称/), "周末函数专题{Enter}");
    await expect(await within(form).findByRole("alert")).toHaveTextContent("自由课数量已达上限");
    await expect(within(form).getByLabelText(/自由课名称/)).toHaveValue("周末函数专题");
    await userEvent.click(within(form).getByRole("button", { name: "取消" }));
    await expect(canvas.queryByRole("form")).not.toBeInTheDocument();
  },
};

const slow = scenario(() => ({ course: courses(), latency: 60_000 }));
/** While the timetable loads. */
export const Loading: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中…");
  },
};

const failed = scenario(() => ({ course: courses(), refuse: { classSchedule: "课表服务暂不可用" } }));
/** The timetable cannot be read: the server's message and 重试, which reads it again. */
export const LoadFailed: Story = {
  ...failed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("课表服务暂不可用")).toBeInTheDocument();
    failed.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByRole("table", { name: "学校课表" })).toBeInTheDocument();
  },
};

const empty = scenario(() => ({ course: mockCourses() }));
/** An empty week: the week's dates and 这一周没有课. */
export const EmptyWeek: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("这一周没有课")).toBeInTheDocument();
    await expect(canvas.getByRole("group", { name: "选择周" })).toHaveTextContent(`${thisMonday()} 至`);
  },
};
