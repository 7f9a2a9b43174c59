import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student } from "../stories/mock-classroom";
import { practice, type StoredRecord } from "../stories/practice-handlers";
import { withClassroom } from "../stories/with-classroom";
import { PracticeAnswerCard } from "./practice-answer-card";

const meta = {
  title: "Classroom/Practice/PracticeAnswerCard",
  component: PracticeAnswerCard,
  decorators: [withClassroom],
  args: { practiceId: 61 },
} satisfies Meta<typeof PracticeAnswerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const me = student(1);
const sent = (calls: string[]) => calls.filter((c) => c.startsWith("submitPractice"));
/** The student's marked answers: 1 right, 2 wrong, 3 right, 4 text. */
const myRecord = (): StoredRecord => ({
  practiceId: 61,
  userId: me.userId,
  score: 3,
  submitTime: Date.UTC(2026, 10, 23, 1, 35),
  answers: [
    { questionId: 1, content: "", options: [0], correct: true, score: 2 },
    { questionId: 2, content: "", options: [0], correct: false, score: 0 },
    { questionId: 3, content: "", options: [1], correct: true, score: 1 },
    { questionId: 4, content: "函数值随自变量增大而增大", options: [], correct: null, score: null },
  ],
});

async function answerAll(form: HTMLElement) {
  const q1 = within(form).getByRole("radiogroup", { name: /y = 2x \+ 1 的单调性/ });
  await userEvent.click(within(q1).getByRole("radio", { name: "A. 单调递增" }));
  const q2 = within(form).getByRole("group", { name: /在 \(0, \+∞\) 上单调递增的函数/ });
  await userEvent.click(within(q2).getByRole("checkbox", { name: "A. y = x²" }));
  await userEvent.click(within(q2).getByRole("checkbox", { name: "C. y = √x" }));
  const q3 = within(form).getByRole("radiogroup", { name: /常数函数是单调函数/ });
  await userEvent.click(within(q3).getByRole("radio", { name: "错误" }));
  await userEvent.type(
    within(form).getByRole("textbox", { name: /写出单调递增的定义/ }),
    "任取 x1 < x2，f(x1) < f(x2)",
  );
}

const open = scenario(() => ({ practice: { practices: [practice()], records: [] } }));
/** Every question answered, 提交 behind a confirm; then the answers as sent, no right answers yet, and
 * nothing to submit a second time. */
export const AnswerAndSubmit: Story = {
  ...open.story,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "单调性随堂练习" });
    await expect(canvas.getByText("共 4 题")).toBeInTheDocument();
    await expect(canvas.getByText("限时 10 分钟")).toBeInTheDocument();
    await answerAll(form);
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("提交后不能修改。确定提交这份练习吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "提交" }));
    await expect(await canvas.findByText("你已提交这份练习")).toBeInTheDocument();
    const answers = await canvas.findByRole("list", { name: "作答内容" });
    await expect(answers).toHaveTextContent("任取 x1 < x2，f(x1) < f(x2)");
    await expect(within(answers).queryByText("正确答案")).not.toBeInTheDocument();
    await expect(canvas.getByText("练习结束后可以在这里看到对错和正确答案")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "提交" })).not.toBeInTheDocument();
    const stored = open.state.practice.records.find((r) => r.userId === me.userId);
    await expect(stored?.answers.map((a) => a.options.join(",") || a.content)).toEqual([
      "0",
      "0,2",
      "1",
      "任取 x1 < x2，f(x1) < f(x2)",
    ]);
    await expect(sent(open.state.calls)).toHaveLength(1);
  },
};

const required = scenario(() => ({ practice: { practices: [practice()], records: [] } }));
/** 提交 with nothing answered: 请回答此题 under each question, the summary, focus on the first; no
 * confirm and nothing sent. */
export const RequiredAnswers: Story = {
  ...required.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "提交" }));
    await expect(await canvas.findAllByText("请回答此题")).toHaveLength(4);
    await expect(canvas.getByRole("alert")).toHaveTextContent("还有题目没有回答");
    const q1 = canvas.getByRole("radiogroup", { name: /y = 2x \+ 1 的单调性/ });
    await waitFor(() => expect(within(q1).getAllByRole("radio")[0]).toHaveFocus());
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await expect(sent(required.state.calls)).toHaveLength(0);
  },
};

const refused = scenario(() => ({
  practice: { practices: [practice()], records: [] },
  refuse: { submitPractice: "练习已结束，不能再作答" },
}));
/** Cancelling the confirm sends nothing; the server's refusal is shown and every answer is kept. */
export const RefusedKeepsAnswers: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "单调性随堂练习" });
    await answerAll(form);
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(sent(refused.state.calls)).toHaveLength(0);
    await userEvent.click(within(form).getByRole("button", { name: "提交" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "提交" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("练习已结束，不能再作答");
    await expect(within(form).getByRole("radio", { name: "A. 单调递增" })).toBeChecked();
    await expect(within(form).getByRole("checkbox", { name: "C. y = √x" })).toBeChecked();
    await expect(within(form).getByRole("textbox", { name: /写出单调递增的定义/ })).toHaveValue(
      "任取 x1 < x2，f(x1) < f(x2)",
    );
    await expect(sent(refused.state.calls)).toHaveLength(1);
  },
};

const submitted = scenario(() => ({ practice: { practices: [practice()], records: [myRecord()] } }));
/** Answered while the practice is open: the answers, no right/wrong nor score yet. */
export const Submitted: Story = {
  ...submitted.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("你已提交这份练习")).toBeInTheDocument();
    const answers = await canvas.findByRole("list", { name: "作答内容" });
    await expect(answers).toHaveTextContent("函数值随自变量增大而增大");
    await expect(canvas.queryByText(/^得分/)).not.toBeInTheDocument();
    await expect(canvas.queryByText("回答错误")).not.toBeInTheDocument();
  },
};

const ended = scenario(() => ({
  practice: { practices: [practice({ status: 2 })], records: [myRecord()] },
}));
/** After the end (the preview route): score, right/wrong per question, the right options marked and the
 * text question's reference answer. */
export const Results: Story = {
  ...ended.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("得分 3 / 10")).toBeInTheDocument();
    await expect(canvas.getByText("正确 2")).toBeInTheDocument();
    await expect(canvas.getByText("错误 1")).toBeInTheDocument();
    const answers = canvas.getByRole("list", { name: "作答内容" });
    await expect(within(answers).getByText("回答正确 +2 分")).toBeInTheDocument();
    await expect(within(answers).getByText("回答错误")).toBeInTheDocument();
    await expect(within(answers).getByText("简答题不自动判分")).toBeInTheDocument();
    await expect(within(answers).getAllByText("正确答案")).toHaveLength(4);
    const reference = canvas.getByRole("region", { name: "参考答案" });
    await expect(reference).toHaveTextContent("任取 x1 < x2，有 f(x1) < f(x2)");
  },
};

const missed = scenario(() => ({ practice: { practices: [practice({ status: 2 })], records: [] } }));
/** Ended without an answer: said so, with the right answers. */
export const Missed: Story = {
  ...missed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("练习已结束，你没有作答")).toBeInTheDocument();
    await expect(canvas.getAllByText("正确答案")).toHaveLength(4);
    await expect(canvas.queryByRole("button", { name: "提交" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("form")).not.toBeInTheDocument();
  },
};

const endsWhileOpen = scenario(() => ({ practice: { practices: [practice()], records: [myRecord()] } }));
/** The student waits on their submitted practice; the server ends it (its time ran out) and says so: the
 * card turns to the results at once, without a reload. */
export const EndedByThePush: Story = {
  ...endsWhileOpen.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("你已提交这份练习")).toBeInTheDocument();
    const stored = endsWhileOpen.state.practice.practices[0]!;
    endsWhileOpen.state.practice.practices[0] = { ...stored, status: 2 };
    // Another practice ending changes nothing here.
    endsWhileOpen.push.send({ type: "activityChanged", activity: "practice", id: 99, courseItemId: 7, status: 2 });
    endsWhileOpen.push.send({ type: "activityChanged", activity: "practice", id: 61, courseItemId: 7, status: 2 });
    await expect(await canvas.findByText("得分 3 / 10")).toBeInTheDocument();
    await expect(canvas.getByText("正确 2")).toBeInTheDocument();
  },
};

const failed = scenario(() => ({ refuse: { practice: "课堂练习不存在：61" } }));
/** The practice cannot be read: the server's message and 重试. */
export const LoadFailed: Story = {
  ...failed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("课堂练习不存在：61")).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "重试" })).toBeInTheDocument();
  },
};

const english = scenario(() => ({
  practice: { practices: [practice({ status: 2 })], records: [myRecord()] },
}));
/** The results on an English page (<html lang="en">): score, right and wrong, the right answers and the
 * model answer in English (the questions stay as the teacher wrote them). */
export const InEnglish: Story = {
  globals: { locale: "en" },
  ...english.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("Score 3 / 10")).toBeInTheDocument();
    await expect(canvas.getByText("Correct 2")).toBeInTheDocument();
    await expect(canvas.getByText("Wrong 1")).toBeInTheDocument();
    const answers = canvas.getByRole("list", { name: "Answers" });
    await expect(within(answers).getByText("Correct +2 points")).toBeInTheDocument();
    await expect(within(answers).getByText("Short answers are not marked automatically")).toBeInTheDocument();
    await expect(within(answers).getAllByText("Correct answer")).toHaveLength(4);
    await expect(canvas.getByRole("region", { name: "Model answer" })).toHaveTextContent("任取 x1 < x2");
  },
};
