import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student } from "../stories/mock-classroom";
import { assignment, DAY, graded, type MockReview, mockAssignments, submission } from "../stories/mock-assignment";
import { withClassroom } from "../stories/with-classroom";
import { MyAssignmentResult } from "./my-assignment-result";

const meta = {
  title: "Classroom/Assignment/MyAssignmentResult",
  component: MyAssignmentResult,
  decorators: [withClassroom, (Story) => <div className="max-w-3xl">{Story()}</div>],
  args: { assignmentId: 61 },
} satisfies Meta<typeof MyAssignmentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

const me = student(1);
const received = (reviewerId: number, one: number, two: number, comment: string): MockReview => ({
  assignmentId: 61,
  reviewerId,
  revieweeId: me.userId,
  label: "同学 A",
  score: one + two,
  criteria: [
    { criterionId: 1, points: one },
    { criterionId: 2, points: two },
  ],
  comment,
  submitTime: Date.now() - DAY,
});

function result(over: { stage?: "grade" | "final"; late?: boolean; overridden?: boolean; peerReview?: boolean } = {}) {
  return () => {
    const a = assignment({
      stage: over.stage ?? "final",
      deadline: Date.now() - 3 * DAY,
      ...(over.peerReview === false ? { peerReview: false, peerReviewSettings: null } : {}),
    });
    const mine = graded(a, submission(a, me, { late: over.late ?? false }));
    const withComment = {
      ...mine,
      answers: mine.answers.map((x) => (x.questionId === 44 ? { ...x, comment: "第二步的不等号方向要说明。" } : x)),
      peerReviewScore: over.peerReview === false ? null : 85,
      finalScore: over.overridden ? 95 : 81.6,
      finalOverridden: over.overridden ?? false,
    };
    return {
      assignment: mockAssignments({
        viewer: "student",
        assignments: [a],
        submissions: [withComment],
        reviews: over.peerReview === false ? [] : [received(103, 5, 4, "图像画得很清楚。"), received(104, 4, 4, "")],
      }),
    };
  };
}

const published = scenario(result());
/** The published result: teacher's grade, peer average, final score with the rule (weight 20%, late
 * penalty 10%), comments per question and overall, and the reviews received without names. */
export const Published: Story = {
  ...published.story,
  play: async ({ canvas }) => {
    const terms = await canvas.findAllByRole("term");
    await expect(terms.map((t) => t.textContent)).toEqual(["教师评分", "互评平均分", "最终成绩"]);
    const values = canvas.getAllByRole("definition");
    await expect(values[0]).toHaveTextContent("88");
    await expect(values[1]).toHaveTextContent("85");
    await expect(values[2]).toHaveTextContent("81.6 / 100");
    await expect(
      canvas.getByText(
        "最终成绩 = 教师评分 × (100 − 20)% + 互评平均分 × 20%（互评平均分按满分折算）；没有互评分时取教师评分；迟交扣 10%",
      ),
    ).toBeInTheDocument();
    await expect(canvas.getByText("步骤清楚。").closest("p")).toHaveTextContent("老师评语：步骤清楚。");
    await expect(canvas.getByText("第二步的不等号方向要说明。")).toBeInTheDocument();
    const reviews = canvas.getByRole("region", { name: "收到的互评" });
    const items = within(reviews)
      .getAllByRole("listitem")
      .filter((li) => li.dataset.slot === "received-review");
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent("评阅人：同学9 分");
    await expect(items[0]).toHaveTextContent("思路清晰：5 / 6");
    await expect(items[0]).toHaveTextContent("图像画得很清楚。");
    await expect(reviews).not.toHaveTextContent(student(3).nickname);
  },
};

const special = scenario(result({ late: true, overridden: true }));
/** A late submission whose final score the teacher set: both are said. */
export const LateAndOverridden: Story = {
  ...special.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("迟交")).toBeInTheDocument();
    await expect(canvas.getByText("最终成绩由老师设定")).toBeInTheDocument();
    await expect(canvas.getAllByRole("definition")[2]).toHaveTextContent("95 / 100");
  },
};

const plain = scenario(result({ peerReview: false }));
/** Without peer review: the rule is the teacher's grade (with the late penalty), no reviews. */
export const WithoutPeerReview: Story = {
  ...plain.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("最终成绩 = 教师评分；迟交扣 10%")).toBeInTheDocument();
    await expect(canvas.queryByRole("region", { name: "收到的互评" })).toBeNull();
  },
};

const waiting = scenario(result({ stage: "grade" }));
/** Before the grades are published: 老师还未公布成绩, no score. */
export const NotPublished: Story = {
  ...waiting.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("老师还未公布成绩")).toBeInTheDocument();
    await expect(canvas.queryByRole("term")).toBeNull();
  },
};
