import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { course, entry, mockCourses, week } from "../stories/course-handlers";
import { courseItem } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { weekdayOf } from "./schedule-grid";
import { TimetablePanel } from "./timetable-panel";

const meta = {
  title: "Classroom/Course/TimetablePanel",
  component: TimetablePanel,
  decorators: [withClassroom],
  args: { onStarted: fn() },
} satisfies Meta<typeof TimetablePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The teacher's courses and timetables, with today's slots on the day the story runs. */
const courses = () => {
  const today = weekdayOf(Date.now());
  return mockCourses({
    my: [course(), course({ id: 4, name: "高一物理" }), course({ id: 12, name: "数学答疑" })],
    classSchedule: week(today),
    freedomSchedule: [
      entry({ courseId: 12, courseName: "数学答疑", weekday: today, startTime: "16:00", endTime: "17:00" }),
    ],
  });
};

const school = scenario(() => ({ course: courses() }));
/** The school timetable with today highlighted; 开始上课 on one of my courses starts it and reports the session. */
export const StartFromSchoolTimetable: Story = {
  ...school.story,
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole("table", { name: "学校课表" });
    await expect(canvas.getByRole("tab", { name: "学校课表" })).toHaveAttribute("aria-selected", "true");
    await expect(within(table).getByRole("columnheader", { current: "date" })).toHaveTextContent("今天");
    // The colleague's 高一英语 is in the timetable but cannot be started from here.
    await expect(within(table).getByText("高一英语")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /开始上课：高一英语/ })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole("button", { name: "开始上课：高一物理 14:00–14:45" }));
    await waitFor(() =>
      expect(args.onStarted).toHaveBeenCalledWith(expect.objectContaining({ courseId: 4, status: 1 })),
    );
    await expect(school.state.calls).toContain("startCourse:4");
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
/** 我的自由课表: the teacher's own slots, reached with the arrow key; today's slot starts like the school's. */
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
  },
};

const creating = scenario(() => ({ course: courses() }));
/** 新建自由课: the name is required; the new channel appears in 我的自由课表, which is then shown. */
export const NewFreedomClass: Story = {
  ...creating.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("table", { name: "学校课表" });
    await userEvent.click(canvas.getByRole("button", { name: "新建自由课" }));
    const form = canvas.getByRole("form", { name: "新建自由课" });
    await userEvent.click(within(form).getByRole("button", { name: "创建" }));
    await expect(await within(form).findByText("请输入自由课名称")).toBeInTheDocument();
    await expect(within(form).getByLabelText(/自由课名称/)).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(within(form).getByLabelText(/自由课名称/), "周末函数专题");
    await userEvent.click(within(form).getByRole("button", { name: "创建" }));
    const table = await canvas.findByRole("table", { name: "我的自由课表" });
    await expect(await within(table).findByText("周末函数专题")).toBeInTheDocument();
    await expect(canvas.queryByRole("form")).not.toBeInTheDocument();
    await expect(creating.state.calls).toContain("createFreedomChannel:周末函数专题");
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
/** No timetable yet. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("课表中还没有课")).toBeInTheDocument();
  },
};
