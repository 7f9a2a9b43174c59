import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student } from "../stories/mock-classroom";
import { assignment, DAY, type MockReview, mockAssignments, submission } from "../stories/mock-assignment";
import { withClassroom } from "../stories/with-classroom";
import { PeerReviewLookup, PeerReviewNotFound } from "./peer-review-lookup";

const meta = {
  title: "Classroom/Assignment/PeerReviewLookup",
  component: PeerReviewLookup,
  decorators: [withClassroom, (Story) => <div className="max-w-3xl">{Story()}</div>],
  args: { reviewId: 1, onBack: fn(), onBackToList: fn() },
} satisfies Meta<typeof PeerReviewLookup>;

export default meta;
type Story = StoryObj<typeof meta>;

const me = student(1);
/** Peer review running; the caller is asked to review 同学 A (review 1). */
const reviewing = () => {
  const base = assignment({ stage: "peerReview", deadline: Date.now() - DAY });
  const a = {
    ...base,
    peerReviewSettings: base.peerReviewSettings && { ...base.peerReviewSettings, reviewDeadline: Date.now() + DAY },
  };
  const toReview: MockReview = {
    assignmentId: 61,
    reviewerId: me.userId,
    revieweeId: 102,
    label: "同学 A",
    score: null,
    criteria: [],
    comment: "",
    submitTime: null,
  };
  return {
    assignment: mockAssignments({
      viewer: "student",
      assignments: [a],
      submissions: [submission(a, me), submission(a, student(2))],
      reviews: [toReview],
    }),
  };
};

const found = scenario(reviewing);
/** The review is found by its own id: the review form under the classmate's label; 返回互评列表 goes back
 * to the assignment it belongs to. */
export const Found: Story = {
  ...found.story,
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("heading", { name: "评阅 同学 A 的作业" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "返回互评列表" }));
    await expect(args.onBack).toHaveBeenCalledWith(61);
  },
};

const missing = scenario(reviewing);
/** No such review is asked of the student: a clear not-found with the way back to the assignments. */
export const NotFound: Story = {
  ...missing.story,
  args: { reviewId: 9 },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "没有找到这次互评，请从作业页面打开要评阅的作业。",
    );
    await userEvent.click(canvas.getByRole("button", { name: "返回作业列表" }));
    await expect(args.onBackToList).toHaveBeenCalled();
  },
};

const slow = scenario(() => ({ ...reviewing(), latency: 60_000 }));
/** While the reviews asked of the student load. */
export const Loading: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("正在加载…");
  },
};

const failing = scenario(() => ({ ...reviewing(), refuse: { peerReviewTasks: "系统未知错误，请反馈给管理员" } }));
/** Loading fails: the server's message and a retry. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("系统未知错误，请反馈给管理员");
    await expect(canvas.getByRole("button", { name: "重试" })).toBeInTheDocument();
  },
};

/** An earlier address that named the classmate: no longer used, with the way back. */
export const RetiredAddress: Story = {
  render: (args) => <PeerReviewNotFound reason="retired" onBackToList={args.onBackToList} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("这个互评地址已不再使用，请从作业页面重新打开互评。");
    await userEvent.click(canvas.getByRole("button", { name: "返回作业列表" }));
    await expect(args.onBackToList).toHaveBeenCalled();
  },
};
