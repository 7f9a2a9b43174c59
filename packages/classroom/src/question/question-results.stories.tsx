import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { expectIsolatedName, expectNoOverflow, longUnbroken, rtlOverrideName } from "../stories/hostile-text";
import { answerOf, question, student } from "../stories/mock-classroom";
import { QuestionAnswersTable, QuestionStats } from "./question-results";

const q = question({
  type: 3,
  title: "y = x² 是偶函数",
  options: [
    { key: "T", text: "正确" },
    { key: "F", text: "错误" },
  ],
  answer: ["T"],
});
const records = [
  answerOf(q, student(1), { choices: ["T"] }),
  answerOf(q, student(2), { choices: ["F"] }),
  answerOf(q, student(3), { choices: ["T"] }),
];

const meta = {
  title: "Classroom/Question/QuestionResults",
  component: QuestionStats,
  tags: ["!autodocs"],
  args: { question: q, records },
} satisfies Meta<typeof QuestionStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Correct rate and distribution of a true/false question; the right option is named, not only green. */
export const Stats: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("67%（2 / 3）")).toBeInTheDocument();
    const items = within(canvas.getByRole("list", { name: "选项分布" })).getAllByRole("listitem");
    await expect(items[0]).toHaveTextContent("T.正确正确答案2 人 · 67%");
    await expect(items[1]).toHaveTextContent("F.错误1 人 · 33%");
  },
};

/** No answer yet: zero shares, no correct rate. */
export const NoAnswers: Story = {
  args: { records: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/正确率/)).not.toBeInTheDocument();
    await expect(canvas.getAllByText("0 人 · 0%")).toHaveLength(2);
  },
};

const onScore = fn();
/** The answers table: right or wrong in words, 评分 per answer. */
export const AnswersTable: Story = {
  render: () => <QuestionAnswersTable question={q} records={records} onScore={onScore} />,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole("row");
    await expect(rows[2]).toHaveTextContent("李明错误错误");
    await userEvent.click(canvas.getByRole("button", { name: "评分：王芳" }));
    await expect(onScore).toHaveBeenCalledWith(expect.objectContaining({ nickname: "王芳" }));
  },
};

const written = question({ type: 4, title: "简述", options: [], answer: [] });
const hostileRecords = [
  answerOf(written, { userId: 201, nickname: rtlOverrideName, studentNo: "2026201" }, { content: longUnbroken }),
  answerOf(written, student(2), { content: "正常的回答" }),
];
/** A disguised nickname and a 2,000-character answer: the name in logical order, the answer wraps in its cell. */
export const HostileAnswers: Story = {
  render: () => (
    <div style={{ width: 640 }}>
      <QuestionAnswersTable question={written} records={hostileRecords} onScore={onScore} />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const rows = canvas.getAllByRole("row");
    const name = rows[1]?.querySelector<HTMLElement>("td bdi");
    if (!name) throw new Error("the first answer's name is isolated");
    await expectIsolatedName(name);
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="table-container"]');
    if (!container) throw new Error("the table shows");
    await expectNoOverflow(container);
    const answerCell = rows[1]?.querySelectorAll("td")[1];
    if (!answerCell) throw new Error("the answer cell shows");
    await expectNoOverflow(answerCell);
  },
};
