import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { answersFor, assignment, graded, mockAssignments, submission } from "../stories/mock-assignment";
import { student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { GradingForm } from "./grading-form";

const meta = {
  title: "Classroom/Assignment/GradingForm",
  component: GradingForm,
  decorators: [withClassroom],
  args: { assignmentId: 61, userId: 102, onStudentChange: fn() },
} satisfies Meta<typeof GradingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 李明 (late, two choice answers wrong) and 王芳 submitted; 陈静 is graded. */
const submitted = () => {
  const a = assignment({ stage: "grade" });
  return mockAssignments({
    assignments: [a],
    submissions: [
      graded(a, submission(a, student(1))),
      submission(a, student(2), { late: true, answers: answersFor(a, false) }),
      submission(a, student(3)),
    ],
  });
};
const score = (canvas: { getByRole: (role: string, o: { name: RegExp }) => HTMLElement }, n: number) =>
  canvas.getByRole("spinbutton", { name: new RegExp(`第 ${n} 题得分`) });

const grading = scenario(() => ({ assignment: submitted() }));
/** The answers read-only, the choice questions prefilled by the automatic marking, the text and file
 * questions to score; missing scores are asked for; saving grades the submission. */
export const GradeSubmission: Story = {
  ...grading.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "批改：李明" })).toBeInTheDocument();
    await expect(canvas.getByText("迟交")).toBeInTheDocument();
    await expect(canvas.getByRole("list", { name: "作答内容" })).toBeInTheDocument();
    await expect(score(canvas, 1)).toHaveValue(0);
    await expect(score(canvas, 3)).toHaveValue(0);
    await expect(canvas.getAllByText("已自动判分")).toHaveLength(3);
    await expect(score(canvas, 4)).toHaveValue(null);
    await userEvent.click(canvas.getByRole("button", { name: "保存批改" }));
    await expect(await canvas.findAllByText("请给出分数")).toHaveLength(2);
    await expect(grading.state.calls.some((c) => c.startsWith("gradeSubmission"))).toBe(false);
    await userEvent.type(score(canvas, 4), "30");
    await userEvent.type(score(canvas, 5), "15");
    await userEvent.type(canvas.getByRole("textbox", { name: "第 4 题评语" }), "证明缺少结论");
    await userEvent.type(canvas.getByRole("textbox", { name: "总评" }), "选择题需再复习");
    await expect(canvas.getByText("合计 45 / 100 分")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "保存批改" }));
    await expect(await canvas.findByText("批改已保存")).toBeInTheDocument();
    const saved = grading.state.assignment.submissions.find((s) => s.userId === 102);
    await expect(saved).toMatchObject({ status: 2, grade: 45, comment: "选择题需再复习" });
    await expect(saved?.answers[3]?.comment).toBe("证明缺少结论");
    await waitFor(() => expect(canvas.getByText("已批改")).toBeInTheDocument());
  },
};

const range = scenario(() => ({ assignment: submitted() }));
/** A score above the question's points is refused at the field; a teacher may override a choice
 * question's automatic mark. */
export const ScoreOutOfRange: Story = {
  ...range.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "批改：李明" });
    await userEvent.type(score(canvas, 4), "50");
    await userEvent.type(score(canvas, 5), "-1");
    await userEvent.click(canvas.getByRole("button", { name: "保存批改" }));
    await expect(await canvas.findByText("分数应在 0 到 40 之间")).toBeInTheDocument();
    await expect(canvas.getByText("分数应在 0 到 20 之间")).toBeInTheDocument();
    await expect(score(canvas, 4)).toHaveAttribute("aria-invalid", "true");
    await expect(range.state.calls.some((c) => c.startsWith("gradeSubmission"))).toBe(false);
    await userEvent.clear(score(canvas, 1));
    await userEvent.type(score(canvas, 1), "5");
    await userEvent.clear(score(canvas, 4));
    await userEvent.type(score(canvas, 4), "40");
    await userEvent.clear(score(canvas, 5));
    await userEvent.type(score(canvas, 5), "20");
    await userEvent.click(canvas.getByRole("button", { name: "保存批改" }));
    await expect(await canvas.findByText("批改已保存")).toBeInTheDocument();
    await expect(range.state.calls).toContain("gradeSubmission:102:5,0,0,40,20");
  },
};

const nextOne = scenario(() => ({ assignment: submitted() }));
/** 下一位未批改 moves on to 王芳, with her answers and scores. */
export const NextUngraded: Story = {
  ...nextOne.story,
  play: async ({ canvas, args }) => {
    await canvas.findByRole("heading", { name: "批改：李明" });
    const next = canvas.getByRole("button", { name: "下一位未批改" });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await expect(await canvas.findByRole("heading", { name: "批改：王芳" })).toBeInTheDocument();
    await expect(args.onStudentChange).toHaveBeenCalledWith(103);
    await waitFor(() => expect(score(canvas, 1)).toHaveValue(10));
  },
};

const regrade = scenario(() => ({ assignment: submitted() }));
/** A graded submission opens with its scores, overall comment and total, to change. */
export const Regrade: Story = {
  ...regrade.story,
  args: { userId: 101 },
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "批改：陈静" });
    await expect(canvas.getByText("已批改")).toBeInTheDocument();
    await expect(score(canvas, 4)).toHaveValue(32);
    await expect(canvas.getByRole("textbox", { name: "总评" })).toHaveValue("步骤清楚。");
    await expect(canvas.getByText("合计 88 / 100 分")).toBeInTheDocument();
  },
};

const last = scenario(() => {
  const a = assignment({ stage: "grade" });
  return { assignment: mockAssignments({ assignments: [a], submissions: [submission(a, student(2))] }) };
});
/** The only ungraded student: no next one. */
export const NoNextStudent: Story = {
  ...last.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "批改：李明" });
    await expect(await canvas.findByRole("button", { name: "没有其他未批改的学生" })).toBeDisabled();
  },
};

const missing = scenario(() => ({ assignment: submitted() }));
/** A student who has not submitted: the server's message. */
export const NotSubmitted: Story = {
  ...missing.story,
  args: { userId: 106 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("该学生还未提交");
  },
};

const beside = scenario(() => ({ assignment: submitted() }));
/** Each question's score and comment sit right under the student's answer to that question (no
 * separate column to match up by number); Tab goes from a question's score to its comment, then on to
 * the next question's answer (its file) and then its score. */
export const ScoreUnderEachAnswer: Story = {
  ...beside.story,
  play: async ({ canvas }) => {
    await canvas.findByRole("heading", { name: "批改：李明" });
    const list = canvas.getByRole("list", { name: "作答内容" });
    await expect(list.querySelectorAll(":scope > li")).toHaveLength(5);
    const proof = list.querySelector<HTMLElement>(':scope > li[data-question-id="44"]');
    if (!proof) throw new Error("question 4 is not listed");
    await expect(proof).toHaveTextContent("用定义证明");
    await expect(within(proof).getByRole("spinbutton", { name: /第 4 题得分/ })).toBe(score(canvas, 4));
    await expect(within(proof).getByRole("textbox", { name: "第 4 题评语" })).toBeInTheDocument();
    await expect(within(proof).queryByRole("spinbutton", { name: /第 5 题得分/ })).toBeNull();
    score(canvas, 4).focus();
    await userEvent.tab();
    await expect(canvas.getByRole("textbox", { name: "第 4 题评语" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: "附件 1.jpg" })).toHaveFocus();
    await userEvent.tab();
    await expect(score(canvas, 5)).toHaveFocus();
  },
};
