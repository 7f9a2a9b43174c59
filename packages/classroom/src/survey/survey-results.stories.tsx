import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student, survey } from "../stories/mock-classroom";
import { activityChanges, studentAnswersSurvey } from "../stories/mock-scripts";
import { withClassroom } from "../stories/with-classroom";
import { SurveyResults } from "./survey-results";

const meta = {
  title: "Classroom/Survey/SurveyResults",
  component: SurveyResults,
  decorators: [withClassroom],
  args: { itemSurveyId: 31 },
} satisfies Meta<typeof SurveyResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const answersOf = (difficulty: number, helped: number[], stars: number, text: string) => [
  { questionId: 1, options: [difficulty] },
  { questionId: 2, options: helped },
  { questionId: 3, rating: stars },
  { questionId: 4, text },
];
const three = () => [
  { itemSurveyId: 31, userId: student(1).userId, answers: answersOf(1, [0, 2], 5, "多一些例题") },
  { itemSurveyId: 31, userId: student(2).userId, answers: answersOf(1, [0], 4, "讲得很清楚") },
  { itemSurveyId: 31, userId: student(3).userId, answers: answersOf(2, [1], 3, "") },
];
const charts = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("[data-slot=survey-chart]")];
const statisticsCalls = (calls: string[]) => calls.filter((c) => c.startsWith("surveyStatistics")).length;

const withChart = scenario(() => ({ surveys: [survey({ answerCount: 3 })], surveyAnswers: three() }));
/** Results with charts: each choice and rating question is a bar chart (drawn by ECharts) named by its
 * numbers, with the same numbers in a table; the rating's average; the free-text answers. */
export const ResultsWithChart: Story = {
  ...withChart.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("已提交 3 / 6 人")).toBeInTheDocument();
    await waitFor(() => expect(charts(canvasElement)).toHaveLength(3), { timeout: 5000 });
    const [difficulty] = charts(canvasElement);
    await waitFor(() => expect(difficulty?.querySelector("svg")).not.toBeNull());
    await expect(difficulty).toHaveAttribute("role", "img");
    await expect(difficulty).toHaveAttribute(
      "aria-label",
      "1. 本节课的难度：偏易 0 人（0%），适中 2 人（66.7%），偏难 1 人（33.3%）",
    );
    const table = canvas.getByRole("table", { name: "1. 本节课的难度" });
    await expect(within(table).getAllByRole("row")[2]).toHaveTextContent("适中266.7%");
    await expect(canvas.getByText("平均 4 星")).toBeInTheDocument();
    const texts = canvas.getByRole("list", { name: "4. 还有什么建议 文字回答" });
    await expect(
      within(texts)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["多一些例题", "讲得很清楚"]);
  },
};

const empty = scenario(() => ({ surveys: [survey()] }));
/** Nobody has answered yet: no chart, the tables at zero, no free text. */
export const EmptyResults: Story = {
  ...empty.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("还没有学生提交")).toBeInTheDocument();
    await expect(canvas.getByText("已提交 0 / 6 人")).toBeInTheDocument();
    await expect(charts(canvasElement)).toHaveLength(0);
    await expect(canvas.getByText("暂无文字回答")).toBeInTheDocument();
  },
};

const live = scenario(() => ({ surveys: [survey()], surveyAnswers: three().slice(0, 1) }));
/** Answers arrive as pushed surveyAnswered events: the count and the chart follow, with no polling. */
export const LiveUpdate: Story = {
  ...live.story,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText("已提交 1 / 6 人");
    await waitFor(() => expect(charts(canvasElement)).toHaveLength(3), { timeout: 5000 });
    await waitFor(() => expect(live.push.listeners).toBe(1));
    const asked = statisticsCalls(live.state.calls);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await expect(statisticsCalls(live.state.calls)).toBe(asked);
    live.push.send(studentAnswersSurvey(live.state, 31, 2, answersOf(1, [0], 4, "讲得很清楚")));
    await expect(await canvas.findByText("已提交 2 / 6 人")).toBeInTheDocument();
    await waitFor(() =>
      expect(charts(canvasElement)[0]).toHaveAttribute(
        "aria-label",
        "1. 本节课的难度：偏易 0 人（0%），适中 2 人（100%），偏难 0 人（0%）",
      ),
    );
    // Another survey's event changes nothing.
    live.push.send({ type: "surveyAnswered", itemSurveyId: 99, courseItemId: 7, answerCount: 9 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(statisticsCalls(live.state.calls)).toBe(asked + 1);
  },
};

const ending = scenario(() => ({ surveys: [survey()], surveyAnswers: three() }));
/** End the survey after the 系统提示 confirmation. */
export const EndSurvey: Story = {
  ...ending.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "结束问卷" }));
    const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveTextContent("确定结束问卷吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("已结束")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "结束问卷" })).not.toBeInTheDocument();
    await expect(ending.state.calls).toContain("endSurvey:31");
  },
};

const deadline = scenario(() => ({ surveys: [survey()], surveyAnswers: three() }));
/** The survey's time limit runs out on the server: the pushed activityChanged shows 已结束 and the end
 * button goes, without a reload. */
export const EndedByItsDeadline: Story = {
  ...deadline.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("button", { name: "结束问卷" });
    await waitFor(() => expect(deadline.push.listeners).toBe(1));
    deadline.push.send(activityChanges(deadline.state, "survey", 31, 2));
    await expect(await canvas.findByText("已结束")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "结束问卷" })).not.toBeInTheDocument();
  },
};

const failing = scenario({ refuse: { surveyStatistics: "问卷不存在：31" } });
/** Loading fails: the server's message and a retry. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("问卷不存在：31");
  },
};

const english = scenario(() => ({ surveys: [survey({ answerCount: 3 })], surveyAnswers: three() }));
/** The results on an English page (<html lang="en">): counts, the charts' names, the average and the end
 * confirmation in English (the survey's own questions stay as the teacher wrote them). */
export const InEnglish: Story = {
  globals: { locale: "en" },
  ...english.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("3 / 6 submitted")).toBeInTheDocument();
    await waitFor(() => expect(charts(canvasElement)).toHaveLength(3), { timeout: 5000 });
    await expect(charts(canvasElement)[0]).toHaveAttribute(
      "aria-label",
      "1. 本节课的难度: 偏易 0 (0%), 适中 2 (66.7%), 偏难 1 (33.3%)",
    );
    await expect(canvas.getByText("Average 4 stars")).toBeInTheDocument();
    await expect(canvas.getByRole("list", { name: "4. 还有什么建议 Written answers" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "End survey" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("End the survey? Students will no longer be able to submit.");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(english.state.calls.some((c) => c.startsWith("endSurvey"))).toBe(false);
  },
};
