import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { studentStatistics } from "../stories/overview-handlers";
import { withClassroom } from "../stories/with-classroom";
import { StudentStatisticsCard } from "./student-statistics-card";

const meta = {
  title: "Classroom/Overview/StudentStatisticsCard",
  component: StudentStatisticsCard,
  decorators: [withClassroom],
} satisfies Meta<typeof StudentStatisticsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms of the card's description list with their values, in reading order. */
function facts(root: HTMLElement): [string, string][] {
  const list = root.querySelector("dl");
  if (!list) throw new Error("no description list");
  return [...list.querySelectorAll("dt")].map((dt) => [dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""]);
}

const all = scenario();
/** All the student's courses: 出勤 7 / 8 with its rate and bar, the activity counts and the average. */
export const AllCourses: Story = {
  ...all.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("7 / 8")).toBeInTheDocument();
    await expect(facts(canvasElement)).toEqual([
      ["出勤", "7 / 8出勤率 87.5%"],
      ["提问", "12 次"],
      ["问卷", "4 次"],
      ["AI 话题", "3 次"],
      ["作业", "5 次"],
      ["练习", "6 次"],
      ["平均分", "86.5"],
    ]);
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot="attendance-bar"]');
    await expect(bar).toHaveAttribute("aria-hidden", "true");
    await expect((bar?.firstElementChild as HTMLElement).style.width).toBe("87.5%");
    await expect(all.state.calls).toEqual(["studentStatistics"]);
  },
};

const course = scenario({
  overview: {
    teacherTodos: [],
    studentTodos: [],
    statistics: { 3: studentStatistics({ signInCount: 4, absentCount: 0, questionCount: 2, averageScore: 92.25 }) },
  },
});
/** One course: asks with its id; full attendance. */
export const OneCourse: Story = {
  ...course.story,
  args: { courseId: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("出勤率 100%")).toBeInTheDocument();
    await expect(facts(canvasElement)[0]).toEqual(["出勤", "4 / 4出勤率 100%"]);
    await expect(facts(canvasElement)[1]).toEqual(["提问", "2 次"]);
    await expect(facts(canvasElement)[6]).toEqual(["平均分", "92.3"]);
    await expect(course.state.calls).toEqual(["studentStatistics:3"]);
  },
};

const fresh = scenario({
  overview: {
    teacherTodos: [],
    studentTodos: [],
    statistics: {
      0: studentStatistics({
        signInCount: 0,
        absentCount: 0,
        questionCount: 0,
        aiTopicCount: 0,
        surveyCount: 0,
        assignmentCount: 0,
        practiceCount: 0,
        averageScore: null,
      }),
    },
  },
});
/** A new student: no sign-in yet (no rate, no bar) and no graded assignment (平均分 暂无). */
export const NothingYet: Story = {
  ...fresh.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("暂无签到")).toBeInTheDocument();
    await expect(facts(canvasElement)[6]).toEqual(["平均分", "暂无"]);
    await expect(facts(canvasElement)[5]).toEqual(["练习", "0 次"]);
    await expect(canvasElement.querySelector('[data-slot="attendance-bar"]')).toBeNull();
  },
};

const loading = scenario({ latency: 60_000 });
/** While the statistics load. */
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.queryByRole("term")).not.toBeInTheDocument();
  },
};

const failing = scenario({ refuse: { studentStatistics: "当前操作没有权限" } });
/** Loading fails: the server's message and a retry that works once the server answers. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("当前操作没有权限");
    failing.state.refuse = {};
    await userEvent.click(within(alert).getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("7 / 8")).toBeInTheDocument();
  },
};
