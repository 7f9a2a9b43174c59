import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { expectNoOverflow, longUnbroken } from "../stories/hostile-text";
import { answersFor, assignment, assignmentQuestions } from "../stories/mock-assignment";
import { SubmissionAnswers } from "./submission-answers";

const questions = assignmentQuestions();
const studentQuestions = questions.map((q) => ({ ...q, answer: "" }));
const wrong = answersFor(assignment(), false).map((a) =>
  a.questionId === 45 ? { ...a, fileUrls: ["assignment/20261123/3f2a.jpg", "assignment/20261123/9b1c.pdf"] } : a,
);

const meta = {
  title: "Classroom/Assignment/SubmissionAnswers",
  component: SubmissionAnswers,
  args: { questions: studentQuestions, answers: wrong },
  decorators: [(Story) => <div className="max-w-2xl p-4">{Story()}</div>],
} satisfies Meta<typeof SubmissionAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A peer's view: the chosen options, the text and the files as links; no right answers, no scores. */
export const AnswersOnly: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "作答内容" });
    const items = within(list)
      .getAllByRole("listitem")
      .filter((li) => li.dataset.questionId);
    await expect(items).toHaveLength(5);
    await expect(items[0]?.querySelector("[data-chosen]")).toHaveTextContent("B. 单调递减已选");
    await expect(list.querySelector("[data-right]")).toBeNull();
    await expect(canvas.queryByText("待批改")).toBeNull();
    await expect(items[3]).toHaveTextContent("任取 x₁ < x₂");
    const link = canvas.getByRole("link", { name: "附件 1.jpg" });
    await expect(link).toHaveAttribute("href", "/admin-api/infra/file/get/assignment/20261123/3f2a.jpg");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(canvas.getByRole("link", { name: "附件 2.pdf" })).toBeInTheDocument();
  },
};

/** The teacher's or the result's view: right options marked, each question's score (待批改 while not
 * scored) and comment; known file names and sizes. */
export const WithScores: Story = {
  args: {
    questions,
    showScores: true,
    answers: wrong.map((a) => (a.questionId === 44 ? { ...a, score: 30, comment: "证明完整，书写可以更规范。" } : a)),
    files: {
      "assignment/20261123/3f2a.jpg": { path: "assignment/20261123/3f2a.jpg", name: "图像.jpg", size: 348_160 },
    },
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole("listitem").filter((li) => li.dataset.questionId);
    await expect(items[0]).toHaveTextContent("得分 0 / 10");
    await expect(items[0]?.querySelector("[data-right]")).toHaveTextContent("A. 单调递增正确答案");
    await expect(items[1]?.querySelectorAll("[data-right]")).toHaveLength(3);
    await expect(items[2]?.querySelector("[data-right]")).toHaveTextContent("B. 错误");
    await expect(items[3]).toHaveTextContent("得分 30 / 40");
    await expect(items[3]).toHaveTextContent("评语：证明完整，书写可以更规范。");
    await expect(items[4]).toHaveTextContent("待批改");
    await expect(canvas.getByRole("link", { name: "图像.jpg" }).parentElement).toHaveTextContent("340.0 KB");
  },
};

/** Questions left unanswered (a draft or a partial view) say 未作答. */
export const Unanswered: Story = {
  args: { answers: wrong.filter((a) => a.questionId === 41) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("未作答")).toHaveLength(4);
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/**
 * A file named with an RTL override (`作业` + U+202E + `gpj.html`, which would read `作业lmth.jpg`) shows its
 * real extension, and a 2,000-character text answer wraps inside the list.
 */
export const DisguisedFileName: Story = {
  args: {
    questions,
    answers: wrong.map((a) => (a.questionId === 44 ? { ...a, content: longUnbroken } : a)),
    files: {
      "assignment/20261123/3f2a.jpg": { path: "assignment/20261123/3f2a.jpg", name: "作业\u202Egpj.html", size: 2_048 },
    },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: "作业gpj.html" });
    const name = link.querySelector("bdi");
    if (!name) throw new Error("the file name is isolated");
    await expect(name.textContent).toBe("作业gpj.html");
    const list = canvas.getByRole("list", { name: "作答内容" });
    await expectNoOverflow(list);
  },
};
