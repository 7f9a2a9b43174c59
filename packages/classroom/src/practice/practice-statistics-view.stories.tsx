import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student } from "../stories/mock-classroom";
import { practice, type StoredRecord } from "../stories/practice-handlers";
import { withClassroom } from "../stories/with-classroom";
import { PracticeStatisticsView } from "./practice-statistics-view";

const meta = {
  title: "Classroom/Practice/PracticeStatisticsView",
  component: PracticeStatisticsView,
  decorators: [withClassroom],
  args: { practiceId: 61 },
} satisfies Meta<typeof PracticeStatisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A student's answers: question 1 right or wrong, question 2 with the options given, 3 and 4 answered. */
function answersOf(n: number, firstRight: boolean, second: number[]): StoredRecord {
  const secondRight = second.join(",") === "0,2";
  return {
    practiceId: 61,
    userId: student(n).userId,
    score: (firstRight ? 2 : 0) + (secondRight ? 3 : 0) + 1,
    submitTime: Date.UTC(2026, 10, 23, 1, 30 + n),
    answers: [
      { questionId: 1, content: "", options: [firstRight ? 0 : 1], correct: firstRight, score: firstRight ? 2 : 0 },
      { questionId: 2, content: "", options: second, correct: secondRight, score: secondRight ? 3 : 0 },
      { questionId: 3, content: "", options: [1], correct: true, score: 1 },
      { questionId: 4, content: "略", options: [], correct: null, score: null },
    ],
  };
}

const answered = scenario(() => ({
  practice: {
    teacher: true,
    practices: [practice({ status: 2 })],
    records: [
      answersOf(1, true, [0, 2]),
      answersOf(2, true, [0]),
      answersOf(3, false, [0, 2]),
      answersOf(4, true, [1]),
    ],
  },
}));
/** Four of six students answered: the summary, each question's correct rate with its options as bars
 * named by their numbers, the text question unmarked, and every student's score or 未提交. */
export const WithAnswers: Story = {
  ...answered.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("4 / 6（66.7%）")).toBeInTheDocument();
    await expect(canvas.getByText("4 / 10")).toBeInTheDocument();
    const questions = canvas.getByRole("list", { name: "各题情况" });
    const items = within(questions).getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent("正确率 75%（4 人作答）");
    await expect(items[1]).toHaveTextContent("正确率 50%（4 人作答）");
    await expect(items[3]).toHaveTextContent("简答题，4 人作答，不自动判分");
    const chart = await within(items[1]!).findByRole("img");
    await expect(chart).toHaveAccessibleName(/A\. y = x².*3 人.*75%/);
    const table = canvas.getByRole("table", { name: "学生成绩" });
    const rows = within(table).getAllByRole("row");
    await expect(rows).toHaveLength(7);
    await expect(rows[1]).toHaveTextContent("陈静");
    await expect(rows[1]).toHaveTextContent("6");
    await expect(rows[5]).toHaveTextContent("未提交");
  },
};

const live = scenario(() => ({
  practice: {
    teacher: true,
    practices: [practice({ status: 1 })],
    records: [answersOf(1, true, [0, 2]), answersOf(2, true, [0])],
  },
}));
const statisticsCalls = (calls: readonly string[]) => calls.filter((c) => c === "practiceStatistics:61").length;
/** Answers arrive while the practice runs: each pushed practiceAnswered reads the statistics again (no
 * polling), so the submitted count and the rates follow; another practice's answers change nothing. */
export const LiveAnswers: Story = {
  ...live.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 / 6（33.3%）")).toBeInTheDocument();
    await waitFor(() => expect(live.push.listeners).toBeGreaterThan(0));
    const asked = statisticsCalls(live.state.calls);
    live.state.practice.records.push(answersOf(3, false, [0, 2]));
    live.push.send({ type: "practiceAnswered", id: 61, courseItemId: 7, answerCount: 3 });
    await expect(await canvas.findByText("3 / 6（50%）")).toBeInTheDocument();
    const questions = canvas.getByRole("list", { name: "各题情况" });
    await expect(within(questions).getAllByRole("listitem")[0]).toHaveTextContent("（3 人作答）");
    await expect(statisticsCalls(live.state.calls)).toBe(asked + 1);
    live.push.send({ type: "practiceAnswered", id: 99, courseItemId: 7, answerCount: 9 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(statisticsCalls(live.state.calls)).toBe(asked + 1);
  },
};

const none = scenario(() => ({ practice: { teacher: true, practices: [practice()], records: [] } }));
/** Nobody answered yet: no charts, averages shown as —, every student 未提交. */
export const NoSubmissions: Story = {
  ...none.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("0 / 6（0%）")).toBeInTheDocument();
    await expect(canvas.getByText("— / 10")).toBeInTheDocument();
    await expect(canvas.queryByRole("img")).not.toBeInTheDocument();
    await expect(canvas.getAllByText("未提交")).toHaveLength(6);
  },
};

const failed = scenario(() => ({
  practice: { teacher: true, practices: [practice()], records: [] },
  refuse: { practiceStatistics: "这不是您的课堂练习" },
}));
/** The statistics cannot be read: the server's message; 重试 reads them again. */
export const LoadFailed: Story = {
  ...failed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("这不是您的课堂练习")).toBeInTheDocument();
    failed.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("0 / 6（0%）")).toBeInTheDocument();
  },
};
