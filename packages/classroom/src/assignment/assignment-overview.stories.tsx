import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { assignment, DAY, HOUR, mockAssignments, submission } from "../stories/mock-assignment";
import { roster } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { AssignmentOverview } from "./assignment-overview";

const meta = {
  title: "Classroom/Assignment/AssignmentOverview",
  component: AssignmentOverview,
  decorators: [withClassroom],
  args: { assignmentId: 61, onNavigate: fn() },
} satisfies Meta<typeof AssignmentOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("list", { name: "作业阶段" }))
    .getAllByRole("listitem")
    .find((li) => li.getAttribute("aria-current") === "step");

const draft = scenario(() => ({
  assignment: mockAssignments({ assignments: [assignment({ stage: "draft", deadline: null })] }),
}));
/** A draft without a deadline: 发布作业 is disabled with the reason; the only link is 编辑草稿. */
export const DraftWithoutDeadline: Story = {
  ...draft.story,
  play: async ({ canvas, args }) => {
    const publish = await canvas.findByRole("button", { name: "发布作业" });
    await expect(publish).toBeDisabled();
    await expect(publish).toHaveAccessibleDescription("设置一个晚于现在的截止时间后才能发布");
    await expect(current(canvas)).toHaveTextContent("草稿");
    await expect(canvas.getByText("未设置截止时间")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "编辑草稿" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("edit");
  },
};

const open = () =>
  mockAssignments({
    assignments: [assignment()],
    submissions: roster(3).map((s) => submission(assignment(), s)),
  });
const beforeDeadline = scenario(() => ({ assignment: open() }));
/** Published, before the deadline: 开始互评 is disabled with 截止时间之前不能开始互评; 开始批改 is possible. */
export const PublishedBeforeDeadline: Story = {
  ...beforeDeadline.story,
  play: async ({ canvas }) => {
    const review = await canvas.findByRole("button", { name: "开始互评" });
    await expect(review).toBeDisabled();
    await expect(review).toHaveAccessibleDescription("截止时间之前不能开始互评");
    await expect(canvas.getByRole("button", { name: "开始批改" })).toBeEnabled();
    await expect(canvas.getByText("已提交 3 / 6 人")).toBeInTheDocument();
    await expect(canvas.getByText("互评：每人评 2 份，占 20%")).toBeInTheDocument();
    await expect(canvas.getByText("迟交扣 10%")).toBeInTheDocument();
    await expect(canvas.getByText("互评开始后提交的作业不参与互评，由教师评分")).toBeInTheDocument();
    await expect(current(canvas)).toHaveTextContent("已发布");
  },
};

const pastDeadline = scenario(() => {
  const a = assignment({ deadline: Date.now() - HOUR });
  return {
    assignment: mockAssignments({ assignments: [a], submissions: roster(4).map((s) => submission(a, s)) }),
  };
});
/** After the deadline the teacher opens peer review behind a confirm; the stepper moves on and the
 * reviewers are allocated. */
export const OpenPeerReview: Story = {
  ...pastDeadline.story,
  play: async ({ canvas }) => {
    const review = await canvas.findByRole("button", { name: "开始互评" });
    await expect(review).toBeEnabled();
    await userEvent.click(review);
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("开始互评后将按已提交的作业分配评阅");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("作业已进入「互评中」")).toBeInTheDocument();
    await waitFor(() => expect(current(canvas)).toHaveTextContent("互评中"));
    await expect(pastDeadline.state.assignment.reviews).toHaveLength(8);
    await expect(canvas.getByRole("button", { name: "开始批改" })).toBeEnabled();
  },
};

const cancelled = scenario(() => ({ assignment: open() }));
/** Cancelling the confirm changes nothing. */
export const CancelMove: Story = {
  ...cancelled.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "开始批改" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(cancelled.state.calls.some((c) => c.startsWith("updateAssignment"))).toBe(false);
    await expect(current(canvas)).toHaveTextContent("已发布");
  },
};

const refused = scenario(() => ({
  assignment: open(),
  refuse: { updateAssignment: "不能把作业从「已发布」改到「批改中」" },
}));
/** The server refuses the move: its message is shown and the stage stays. */
export const MoveRefused: Story = {
  ...refused.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "开始批改" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("不能把作业从「已发布」改到「批改中」");
    await expect(current(canvas)).toHaveTextContent("已发布");
  },
};

const grading = scenario(() => ({
  assignment: mockAssignments({
    assignments: [assignment({ stage: "grade", peerReview: false, deadline: Date.now() - DAY })],
  }),
}));
/** Grading, without peer review: the stepper has no 互评中; 公布成绩 comes next; the links go to the
 * other pages. */
export const Grading: Story = {
  ...grading.story,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("button", { name: "公布成绩" })).toBeEnabled();
    const steps = within(canvas.getByRole("list", { name: "作业阶段" })).getAllByRole("listitem");
    await expect(steps.map((s) => s.textContent)).toEqual(["草稿", "已发布", "批改中", "已公布成绩", "已结束"]);
    await expect(canvas.getByText("未开启互评")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "统计" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("statistics");
  },
};

const live = scenario(() => ({ assignment: open() }));
/** A submission arrives: the pushed event refetches the counts. */
export const LiveCounts: Story = {
  ...live.story,
  play: async ({ canvas }) => {
    await canvas.findByText("已提交 3 / 6 人");
    await waitFor(() => expect(live.push.listeners).toBeGreaterThan(0));
    live.state.assignment.submissions.push(submission(assignment(), roster(4)[3]!));
    live.push.send({ type: "assignment", kind: "submitted", assignmentId: 61, courseItemId: 7 });
    await expect(await canvas.findByText("已提交 4 / 6 人")).toBeInTheDocument();
  },
};
