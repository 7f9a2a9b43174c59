import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { answersFor, assignment, graded, mockAssignments, submission } from "../stories/mock-assignment";
import { student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { AssignmentStatisticsView } from "./assignment-statistics-view";

const meta = {
  title: "Classroom/Assignment/AssignmentStatisticsView",
  component: AssignmentStatisticsView,
  decorators: [withClassroom],
  args: { assignmentId: 61 },
} satisfies Meta<typeof AssignmentStatisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four of six submitted: 88 (peer 80), 100 late (peer 95), 48 (choices wrong), one not graded. */
const results = () => {
  const a = assignment({ stage: "grade" });
  return mockAssignments({
    assignments: [a],
    submissions: [
      { ...graded(a, submission(a, student(1))), peerReviewScore: 80 },
      { ...graded(a, submission(a, student(2), { late: true }), 1), peerReviewScore: 95 },
      graded(a, submission(a, student(3), { answers: answersFor(a, false) })),
      submission(a, student(4)),
    ],
  });
};
const charts = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>("[data-slot=survey-chart]")];

const full = scenario(() => ({ assignment: results() }));
/** The figures, the score distribution and the correct rates as charts named by their numbers (the
 * same numbers in tables), and the peer/teacher agreement. */
export const WithResults: Story = {
  ...full.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("66.7%")).toBeInTheDocument();
    await expect(canvas.getByText("4 / 6 人（66.7%） · 已批改 3 份 · 迟交 1 份")).toBeInTheDocument();
    await expect(canvas.getByText("78.7")).toBeInTheDocument();
    await waitFor(() => expect(charts(canvasElement)).toHaveLength(2), { timeout: 5000 });
    const [distribution, correct] = charts(canvasElement);
    await expect(distribution).toHaveAttribute(
      "aria-label",
      "成绩分布：0–59% 1 人（33.3%），60–69% 0 人（0%），70–79% 0 人（0%），80–89% 1 人（33.3%），90–100% 1 人（33.3%）",
    );
    await expect(correct?.getAttribute("aria-label")).toMatch(/^各题正确率：1\. 函数 y = x² .* 3 人（75%）/);
    await waitFor(() => expect(distribution?.querySelector("svg")).not.toBeNull());
    const rates = within(canvas.getByRole("table", { name: "各题正确率" })).getAllByRole("row");
    await expect(rates[1]).toHaveTextContent("75%");
    await expect(rates[4]).toHaveTextContent("非客观题");
    await expect(
      canvas.getByText("2 份作业同时有教师评分和互评分：平均相差 6.5 分，100% 相差不超过满分的 10%"),
    ).toBeInTheDocument();
  },
};

const none = scenario(() => ({ assignment: mockAssignments({ assignments: [assignment()] }) }));
/** Nobody has submitted: zero figures, no chart, the empty texts. */
export const NoSubmissions: Story = {
  ...none.story,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText("还没有成绩")).toBeInTheDocument();
    await expect(canvas.getByText("还没有同时有教师评分和互评分的作业")).toBeInTheDocument();
    await expect(canvas.getByText("0%")).toBeInTheDocument();
    await expect(charts(canvasElement)).toHaveLength(0);
  },
};

const live = scenario(() => ({ assignment: results() }));
/** A pushed event (a student submitted) refetches the statistics. */
export const LiveUpdate: Story = {
  ...live.story,
  play: async ({ canvas }) => {
    await canvas.findByText("66.7%");
    await waitFor(() => expect(live.push.listeners).toBeGreaterThan(0));
    live.state.assignment.submissions.push(submission(assignment(), student(5)));
    live.push.send({ type: "assignment", kind: "submitted", assignmentId: 61, courseItemId: 7 });
    await expect(await canvas.findByText("83.3%")).toBeInTheDocument();
  },
};
