import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { pressArrow } from "../stories/keyboard";
import { student, survey } from "../stories/mock-classroom";
import { activityChanges } from "../stories/mock-scripts";
import { withClassroom } from "../stories/with-classroom";
import { SurveyAnswerForm } from "./survey-answer-form";

const meta = {
  title: "Classroom/Survey/SurveyAnswerForm",
  component: SurveyAnswerForm,
  decorators: [withClassroom],
  args: { itemSurveyId: 31 },
} satisfies Meta<typeof SurveyAnswerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = (calls: string[]) => calls.filter((c) => c.startsWith("answerSurvey"));

const open = scenario(() => ({ surveys: [survey()] }));
/** Every type answered by keyboard and pointer — the rating with the arrow keys — and sent once; then
 * the answers as sent, and no second submission. */
export const AnswerEveryType: Story = {
  ...open.story,
  play: async ({ canvas }) => {
    const difficulty = await canvas.findByRole("radiogroup", { name: /本节课的难度/ });
    await userEvent.click(within(difficulty).getByRole("radio", { name: "适中" }));
    const helped = canvas.getByRole("group", { name: /哪些环节对你有帮助/ });
    within(helped).getByRole("checkbox", { name: "例题讲解" }).focus();
    await userEvent.keyboard(" ");
    await userEvent.click(within(helped).getByRole("checkbox", { name: "课堂练习" }));
    const rating = canvas.getByRole("radiogroup", { name: /给本节课打分/ });
    await userEvent.click(within(rating).getByRole("radio", { name: "3 星" }));
    await pressArrow("ArrowRight");
    await expect(within(rating).getByRole("radio", { name: "4 星" })).toBeChecked();
    await expect(rating.parentElement).toHaveTextContent("4 星");
    await userEvent.type(canvas.getByRole("textbox", { name: /还有什么建议/ }), "多一些例题");
    await userEvent.click(canvas.getByRole("button", { name: "提交问卷" }));
    await expect(await canvas.findByText("你已提交此问卷")).toBeInTheDocument();
    const answers = (await canvas.findByText("1. 本节课的难度")).closest("dl");
    await expect(answers).toHaveTextContent("适中");
    await expect(answers).toHaveTextContent("例题讲解、课堂练习");
    await expect(answers).toHaveTextContent("4 星");
    await expect(answers).toHaveTextContent("多一些例题");
    await expect(canvas.queryByRole("button", { name: "提交问卷" })).not.toBeInTheDocument();
    await expect(sent(open.state.calls)).toHaveLength(1);
  },
};

const required = scenario(() => ({ surveys: [survey()] }));
/** Every question but free text is required: each missing one says so, and focus goes to the first. */
export const RequiredAnswers: Story = {
  ...required.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "提交问卷" }));
    await expect(await canvas.findAllByText("请回答此题")).toHaveLength(3);
    await expect(canvas.getByRole("alert")).toHaveTextContent("还有题目没有回答");
    const difficulty = canvas.getByRole("radiogroup", { name: /本节课的难度/ });
    await waitFor(() => expect(within(difficulty).getAllByRole("radio")[0]).toHaveFocus());
    await userEvent.keyboard(" ");
    await waitFor(() => expect(canvas.getAllByText("请回答此题")).toHaveLength(2));
    await expect(sent(required.state.calls)).toHaveLength(0);
  },
};

const optionalText = scenario(() => ({ surveys: [survey()] }));
/** A free-text question is optional (选填): left empty, the survey is sent without it. */
export const FreeTextLeftEmpty: Story = {
  ...optionalText.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("（选填）")).toBeInTheDocument();
    const difficulty = canvas.getByRole("radiogroup", { name: /本节课的难度/ });
    await userEvent.click(within(difficulty).getByRole("radio", { name: "偏难" }));
    const helped = canvas.getByRole("group", { name: /哪些环节对你有帮助/ });
    await userEvent.click(within(helped).getByRole("checkbox", { name: "小组讨论" }));
    const rating = canvas.getByRole("radiogroup", { name: /给本节课打分/ });
    await userEvent.click(within(rating).getByRole("radio", { name: "5 星" }));
    await userEvent.click(canvas.getByRole("button", { name: "提交问卷" }));
    await expect(await canvas.findByText("你已提交此问卷")).toBeInTheDocument();
    await expect(canvas.queryByText("请回答此题")).not.toBeInTheDocument();
    await expect(sent(optionalText.state.calls)).toHaveLength(1);
  },
};

const answered = scenario(() => ({
  surveys: [survey({ anonymous: true })],
  surveyAnswers: [
    {
      itemSurveyId: 31,
      userId: student(1).userId,
      answers: [
        { questionId: 1, options: [2] },
        { questionId: 2, options: [1] },
        { questionId: 3, rating: 5 },
        { questionId: 4, text: "很好" },
      ],
    },
  ],
}));
/** Already answered (after a reload): the answers as sent. */
export const AlreadyAnswered: Story = {
  ...answered.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("你已提交此问卷")).toBeInTheDocument();
    await expect(canvas.getByText("匿名问卷")).toBeInTheDocument();
    await expect(canvas.getByText("偏难")).toBeInTheDocument();
    await expect(canvas.getByText("5 星")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "提交问卷" })).not.toBeInTheDocument();
  },
};

const ending = scenario(() => ({ surveys: [survey()] }));
/** The teacher ends it while the form is open: the pushed activityChanged shows 问卷已结束. */
export const Ended: Story = {
  ...ending.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("button", { name: "提交问卷" });
    await waitFor(() => expect(ending.push.listeners).toBe(1));
    ending.push.send(activityChanges(ending.state, "survey", 31, 2));
    await expect(await canvas.findByText("问卷已结束 · 你未参与此问卷")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "提交问卷" })).not.toBeInTheDocument();
  },
};

const late = scenario(() => ({ surveys: [survey({ questions: [survey().questions[3]!] })] }));
/** Sent too late (ended a moment ago, before the event came): 问卷已结束 from the server; the text stays. */
export const TooLate: Story = {
  ...late.story,
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: /还有什么建议/ });
    await userEvent.type(box, "多一些练习");
    activityChanges(late.state, "survey", 31, 2);
    await userEvent.click(canvas.getByRole("button", { name: "提交问卷" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("问卷已结束");
    await expect(box).toHaveValue("多一些练习");
  },
};

const notStarted = scenario(() => ({ surveys: [survey({ status: 0, courseItemId: null })] }));
/** A saved survey that has not been started yet. */
export const NotStarted: Story = {
  ...notStarted.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("问卷尚未开始")).toBeInTheDocument();
  },
};

const failing = scenario(() => ({ surveys: [], refuse: { survey: "问卷不存在：31" } }));
/** Loading fails: the server's message and a retry. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("问卷不存在：31");
    await expect(canvas.getByRole("button", { name: "重试" })).toBeInTheDocument();
  },
};
