import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { pressArrow } from "../stories/keyboard";
import { scenario } from "../stories/classroom-handlers";
import { assignment, graded, mockAssignments, submission } from "../stories/mock-assignment";
import { student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { SubmissionTable } from "./submission-table";

const meta = {
  title: "Classroom/Assignment/SubmissionTable",
  component: SubmissionTable,
  decorators: [withClassroom],
  args: { assignmentId: 61, onGrade: fn(), onCast: fn(), onView: fn() },
} satisfies Meta<typeof SubmissionTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six students: 陈静 graded (final overridden), 李明 submitted late, 王芳 submitted, three not. */
const mixed = () => {
  const a = assignment({ stage: "grade" });
  return mockAssignments({
    assignments: [a],
    submissions: [
      { ...graded(a, submission(a, student(1)), 0.9), peerReviewScore: 85, finalScore: 95, finalOverridden: true },
      submission(a, student(2), { late: true }),
      submission(a, student(3)),
    ],
  });
};
const rows = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("table", { name: "提交情况" }))
    .getAllByRole("row")
    .slice(1);

const listed = scenario(() => ({ assignment: mixed() }));
/** Every student with status, late badge, grades and actions; those who have not submitted have none. */
export const AllStudents: Story = {
  ...listed.story,
  play: async ({ canvas }) => {
    await canvas.findByText("陈静");
    await expect(rows(canvas)).toHaveLength(6);
    await expect(rows(canvas)[0]).toHaveTextContent(/陈静已批改.*9485.*95教师设定/);
    await expect(rows(canvas)[1]).toHaveTextContent(/李明已提交迟交/);
    await expect(rows(canvas)[3]).toHaveTextContent(/张伟未提交—/);
    await expect(within(rows(canvas)[3]!).queryAllByRole("button")).toHaveLength(0);
    await expect(canvas.getByText("显示 6 / 6 人")).toBeInTheDocument();
  },
};

const filtering = scenario(() => ({ assignment: mixed() }));
/** Filtering by status with the keyboard: arrows move through 全部/未提交/已提交/已批改. */
export const FilterByStatus: Story = {
  ...filtering.story,
  play: async ({ canvas }) => {
    await canvas.findByText("陈静");
    canvas.getByRole("radio", { name: "全部" }).focus();
    await pressArrow("ArrowRight");
    await expect(canvas.getByRole("radio", { name: "未提交" })).toBeChecked();
    await waitFor(() => expect(rows(canvas)).toHaveLength(3));
    await pressArrow("ArrowRight");
    await waitFor(() =>
      expect(rows(canvas).map((r) => (r as HTMLTableRowElement).cells[0]?.textContent)).toEqual(["李明", "王芳"]),
    );
    await pressArrow("ArrowRight");
    await waitFor(() => expect(rows(canvas)).toHaveLength(1));
    await expect(canvas.getByText("显示 1 / 6 人")).toBeInTheDocument();
  },
};

const acting = scenario(() => ({ assignment: mixed() }));
/** The row actions name their student; 批改 is reached with Tab and Enter. */
export const RowActions: Story = {
  ...acting.story,
  play: async ({ canvas, args }) => {
    await canvas.findByText("李明");
    canvas.getByRole("button", { name: "批改 李明 的作业" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onGrade).toHaveBeenCalledWith(102);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "投屏 李明 的作业" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(args.onCast).toHaveBeenCalledWith(102);
    await userEvent.click(canvas.getByRole("button", { name: "查看 陈静 的作业" }));
    await expect(args.onView).toHaveBeenCalledWith(101);
  },
};

const nobody = scenario(() => ({ assignment: mockAssignments({ assignments: [assignment()] }) }));
/** Nobody has submitted yet; filtering to 已提交 shows the empty text. */
export const NobodySubmitted: Story = {
  ...nobody.story,
  play: async ({ canvas }) => {
    await canvas.findByText("陈静");
    await userEvent.click(canvas.getByRole("radio", { name: "已提交" }));
    await expect(await canvas.findByText("没有符合条件的学生")).toBeInTheDocument();
  },
};

const live = scenario(() => ({ assignment: mockAssignments({ assignments: [assignment()] }) }));
/** A pushed submitted event refetches the table. */
export const LiveSubmission: Story = {
  ...live.story,
  play: async ({ canvas }) => {
    await canvas.findByText("陈静");
    await waitFor(() => expect(live.push.listeners).toBeGreaterThan(0));
    live.state.assignment.submissions.push(submission(assignment(), student(4)));
    live.push.send({ type: "assignment", kind: "submitted", assignmentId: 61, courseItemId: 7 });
    await waitFor(() => expect(rows(canvas)[3]).toHaveTextContent("张伟已提交"));
  },
};

const unsaved = scenario(() => {
  const a = assignment();
  return {
    assignment: mockAssignments({
      assignments: [a],
      submissions: [submission(a, student(2)), submission(a, student(5), { status: 0, draft: true, submitTime: null })],
    }),
  };
});
/** Students who saved nothing come without a submission id (null) and one saved only a draft: every
 * student still has their own row (rows are keyed by student), a draft counts as 未提交. */
export const NothingSavedHasNoId: Story = {
  ...unsaved.story,
  play: async ({ canvas }) => {
    await canvas.findByText("陈静");
    await expect(rows(canvas).map((r) => (r as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      "陈静",
      "李明",
      "王芳",
      "张伟",
      "刘洋",
      "赵敏",
    ]);
    await expect(rows(canvas)[4]).toHaveTextContent(/刘洋未提交/);
    await userEvent.click(canvas.getByRole("radio", { name: "未提交" }));
    await waitFor(() => expect(rows(canvas)).toHaveLength(5));
    await expect(canvas.getByText("显示 5 / 6 人")).toBeInTheDocument();
  },
};
