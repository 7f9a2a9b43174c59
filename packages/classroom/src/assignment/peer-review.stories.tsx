import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student } from "../stories/mock-classroom";
import { answersFor, assignment, DAY, type MockReview, mockAssignments, submission } from "../stories/mock-assignment";
import { withClassroom } from "../stories/with-classroom";
import { PeerReviewForm } from "./peer-review-form";
import { PeerReviewTasks } from "./peer-review-tasks";

const meta = {
  title: "Classroom/Assignment/PeerReview",
  component: PeerReviewTasks,
  decorators: [withClassroom, (Story) => <div className="max-w-3xl">{Story()}</div>],
  args: { assignmentId: 61, onReview: fn() },
} satisfies Meta<typeof PeerReviewTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

const me = student(1);
const review = (revieweeId: number, label: string, score: number | null = null): MockReview => ({
  assignmentId: 61,
  reviewerId: me.userId,
  revieweeId,
  label,
  score,
  // Points split over the rubric (思路清晰 up to 6, 书写规范 up to 4), as the server stores them.
  criteria:
    score === null
      ? []
      : [
          { criterionId: 1, points: Math.min(score, 6) },
          { criterionId: 2, points: score - Math.min(score, 6) },
        ],
  comment: score === null ? "" : "过程完整，第 4 题的书写可以更规范。",
  submitTime: score === null ? null : Date.now(),
});

/** Peer review running: the deadline passed yesterday, four submitted, the caller reviews two. */
function reviewing(over: { stage?: "peerReview" | "grade"; iSubmitted?: boolean; reviewDeadline?: number } = {}) {
  const base = assignment({ stage: over.stage ?? "peerReview", deadline: Date.now() - DAY });
  const a = {
    ...base,
    peerReviewSettings: base.peerReviewSettings && {
      ...base.peerReviewSettings,
      reviewDeadline: over.reviewDeadline ?? Date.now() + DAY,
    },
  };
  const others = [2, 3, 4].map((n) => submission(a, student(n), { answers: answersFor(a, n % 2 === 0) }));
  return () => ({
    assignment: mockAssignments({
      viewer: "student",
      assignments: [a],
      submissions: over.iSubmitted === false ? others : [submission(a, me), ...others],
      reviews: [review(102, "同学 A"), review(103, "同学 B", 8)],
    }),
  });
}

const tasks = scenario(reviewing());
/** The reviews to do: each classmate by label, done or not (with the score given), the window. */
export const Tasks: Story = {
  ...tasks.story,
  play: async ({ canvas, args }) => {
    const items = await canvas.findAllByRole("listitem");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("同学 A未评阅去评阅");
    await expect(items[1]).toHaveTextContent("同学 B已评阅我的评分 8修改评阅");
    await expect(canvas.getByText(/^互评截止：/)).toBeInTheDocument();
    await expect(canvas.getByText("互评开始后提交的作业不参与互评，由教师评分")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "去评阅：同学 A" }));
    await expect(args.onReview).toHaveBeenCalledWith(expect.objectContaining({ userId: 102, nickname: "同学 A" }));
  },
};

const over = scenario(reviewing({ stage: "grade" }));
/** Reviews are over (the teacher moved on to grading): 互评已结束, nothing to open. */
export const TasksClosed: Story = {
  ...over.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("互评已结束")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /评阅：/ })).toBeNull();
  },
};

const none = scenario(() => ({
  assignment: mockAssignments({ viewer: "student", assignments: [assignment({ stage: "peerReview" })] }),
}));
/** Nobody to review (e.g. submitted after reviews opened). */
export const NoTasks: Story = {
  ...none.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("没有分配给你的互评任务")).toBeInTheDocument();
  },
};

const failing = scenario(() => ({ ...reviewing()(), refuse: { peerReviewTasks: "系统未知错误，请反馈给管理员" } }));
/** Loading fails: the server's message and a retry. */
export const TasksLoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("系统未知错误，请反馈给管理员");
  },
};

const formArgs = { assignmentId: 61, userId: 102, onBack: fn(), onReviewed: fn() };
const criterion = (root: HTMLElement, title: string) => within(root).getByRole("spinbutton", { name: `${title} 得分` });

const giving = scenario(reviewing());
/** Review a classmate: their work (answers only, under the label), points per criterion with the sum,
 * a comment, 提交评阅; it can be changed while the window is open. */
export const Review: Story = {
  ...giving.story,
  render: () => <PeerReviewForm {...formArgs} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "评阅 同学 A 的作业" })).toBeInTheDocument();
    const work = await canvas.findByRole("list", { name: "作答内容" });
    await expect(work).toHaveTextContent("任取 x₁ < x₂");
    await expect(canvas.queryByText(/^得分/)).toBeNull();
    const form = canvas.getByRole("form", { name: "评分标准" });
    await expect(within(form).getByText("合计 0 / 10 分")).toBeInTheDocument();
    await userEvent.type(criterion(form, "思路清晰"), "5");
    await userEvent.type(criterion(form, "书写规范"), "3");
    await expect(within(form).getByText("合计 8 / 10 分")).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText("评语"), "证明完整。");
    await userEvent.click(within(form).getByRole("button", { name: "提交评阅" }));
    await expect(await within(form).findByText("评阅已提交")).toBeInTheDocument();
    const given = giving.state.assignment.reviews.find((r) => r.revieweeId === 102);
    await expect(given).toMatchObject({ score: 8, comment: "证明完整。" });
    await expect(given?.criteria).toEqual([
      { criterionId: 1, points: 5 },
      { criterionId: 2, points: 3 },
    ]);
    await waitFor(() => expect(within(form).getByRole("button", { name: "更新评阅" })).toBeInTheDocument());
  },
};

const checking = scenario(reviewing());
/** Every criterion needs whole points within its range: 请为此项打分, 请输入 0 到 N 之间的整数. */
export const ReviewValidation: Story = {
  ...checking.story,
  render: () => <PeerReviewForm {...formArgs} />,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "评分标准" });
    await userEvent.click(within(form).getByRole("button", { name: "提交评阅" }));
    await expect(within(form).getAllByText("请为此项打分")).toHaveLength(2);
    await expect(within(form).getByText("请按评分标准为每一项打分")).toBeInTheDocument();
    await expect(criterion(form, "思路清晰")).toHaveFocus();
    await userEvent.type(criterion(form, "思路清晰"), "9");
    await userEvent.type(criterion(form, "书写规范"), "2");
    await userEvent.click(within(form).getByRole("button", { name: "提交评阅" }));
    await expect(within(form).getByText("请输入 0 到 6 之间的整数")).toBeInTheDocument();
    await expect(criterion(form, "思路清晰")).toHaveAttribute("aria-invalid", "true");
    await expect(checking.state.calls.some((c) => c.startsWith("gradePeerReview"))).toBe(false);
  },
};

const notYet = scenario(reviewing({ iSubmitted: false }));
/** The caller has not submitted: no peer work, 提交作业后才能评阅同学的作业. */
export const MustSubmitFirst: Story = {
  ...notYet.story,
  render: () => <PeerReviewForm {...formArgs} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("提交作业后才能评阅同学的作业")).toBeInTheDocument();
    await expect(canvas.queryByRole("list", { name: "作答内容" })).toBeNull();
    await expect(notYet.state.calls.some((c) => c.startsWith("submission:"))).toBe(false);
    await userEvent.click(canvas.getByRole("button", { name: "返回互评列表" }));
    await expect(formArgs.onBack).toHaveBeenCalled();
  },
};

const closed = scenario(reviewing({ reviewDeadline: Date.now() - 1000 }));
/** Past the review deadline: the work stays readable, the rubric is shut (互评已结束). */
export const ReviewClosed: Story = {
  ...closed.story,
  render: () => <PeerReviewForm {...formArgs} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("互评已结束")).toBeInTheDocument();
    const form = canvas.getByRole("form", { name: "评分标准" });
    await expect(criterion(form, "思路清晰")).toBeDisabled();
    await expect(within(form).getByRole("button", { name: "提交评阅" })).toBeDisabled();
  },
};

const refused = scenario(() => ({ ...reviewing()(), refuse: { gradePeerReview: "互评已截止" } }));
/** The server refuses (the window closed meanwhile): its message, the points stay. */
export const ReviewRefused: Story = {
  ...refused.story,
  render: () => <PeerReviewForm {...formArgs} />,
  play: async ({ canvas }) => {
    const form = await canvas.findByRole("form", { name: "评分标准" });
    await userEvent.type(criterion(form, "思路清晰"), "6");
    await userEvent.type(criterion(form, "书写规范"), "4");
    await userEvent.click(within(form).getByRole("button", { name: "提交评阅" }));
    await expect(await within(form).findByText("互评已截止")).toBeInTheDocument();
    await expect(criterion(form, "思路清晰")).toHaveValue(6);
  },
};

const changing = scenario(reviewing());
/** 修改评阅 of a classmate reviewed before: the rubric starts from the points and comment given, and
 * changing one point sends the rest as they were. */
export const ChangeReview: Story = {
  ...changing.story,
  render: () => <PeerReviewForm {...formArgs} userId={103} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "评阅 同学 B 的作业" })).toBeInTheDocument();
    const form = await canvas.findByRole("form", { name: "评分标准" });
    await expect(criterion(form, "思路清晰")).toHaveValue(6);
    await expect(criterion(form, "书写规范")).toHaveValue(2);
    await expect(within(form).getByText("合计 8 / 10 分")).toBeInTheDocument();
    await expect(within(form).getByLabelText("评语")).toHaveValue("过程完整，第 4 题的书写可以更规范。");
    await expect(within(form).getByRole("button", { name: "更新评阅" })).toBeInTheDocument();
    await userEvent.clear(criterion(form, "书写规范"));
    await userEvent.type(criterion(form, "书写规范"), "4");
    await expect(within(form).getByText("合计 10 / 10 分")).toBeInTheDocument();
    await userEvent.click(within(form).getByRole("button", { name: "更新评阅" }));
    await expect(await within(form).findByText("评阅已提交")).toBeInTheDocument();
    const changed = changing.state.assignment.reviews.find((r) => r.revieweeId === 103);
    await expect(changed).toMatchObject({ score: 10, comment: "过程完整，第 4 题的书写可以更规范。" });
    await expect(changed?.criteria).toEqual([
      { criterionId: 1, points: 6 },
      { criterionId: 2, points: 4 },
    ]);
  },
};
