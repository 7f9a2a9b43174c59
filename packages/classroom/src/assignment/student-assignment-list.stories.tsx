import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student } from "../stories/mock-classroom";
import { assignment, DAY, HOUR, mockAssignments, submission } from "../stories/mock-assignment";
import { withClassroom } from "../stories/with-classroom";
import { StudentAssignmentList } from "./student-assignment-list";

const meta = {
  title: "Classroom/Assignment/StudentAssignmentList",
  component: StudentAssignmentList,
  decorators: [withClassroom],
  args: { onOpen: fn() },
} satisfies Meta<typeof StudentAssignmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

function assignments() {
  const me = student(1);
  const soon = assignment({ id: 61, title: "函数的单调性 练习", deadline: Date.now() + 2 * HOUR });
  const drafted = assignment({ id: 62, title: "指数函数 练习", deadline: Date.now() + 3 * DAY });
  const done = assignment({ id: 63, title: "集合 练习", stage: "peerReview", deadline: Date.now() - DAY });
  const graded = assignment({ id: 64, title: "不等式 练习", stage: "final", deadline: Date.now() - 5 * DAY });
  const hidden = assignment({ id: 65, title: "还在草稿", stage: "draft" });
  return mockAssignments({
    viewer: "student",
    assignments: [soon, drafted, done, graded, hidden],
    submissions: [
      { ...submission(drafted, me), status: 0, draft: true, submitTime: null },
      submission(done, me),
      { ...submission(graded, me, { status: 2, grade: 88 }), finalScore: 86.5 },
    ],
    reviews: [
      {
        assignmentId: 63,
        reviewerId: me.userId,
        revieweeId: 102,
        label: "同学 A",
        score: null,
        criteria: [],
        comment: "",
        submitTime: null,
      },
      {
        assignmentId: 63,
        reviewerId: me.userId,
        revieweeId: 103,
        label: "同学 B",
        score: 8,
        criteria: [],
        comment: "",
        submitTime: 1,
      },
    ],
  });
}

const mine = scenario(() => ({ assignment: assignments() }));
/** 新作业: what is still to do (a deadline in two hours counts down, a saved draft says 草稿); 全部 adds
 * the submitted ones with their reviews to do and the final score; 打开 opens. */
export const NewAndAll: Story = {
  ...mine.story,
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole("table", { name: "我的作业" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("函数的单调性 练习高一数学");
    await expect(rows[1]).toHaveTextContent("已发布未提交");
    await expect(within(rows[1] as HTMLElement).getByRole("timer")).toHaveTextContent(
      /还剩 1 小时 59 分|还剩 2 小时 0 分/,
    );
    await expect(rows[2]).toHaveTextContent("指数函数 练习");
    await expect(rows[2]).toHaveTextContent("草稿");
    await expect(canvas.getByRole("button", { name: "新作业" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(canvas.getByRole("button", { name: "全部" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(5));
    const all = within(table).getAllByRole("row");
    await expect(all[3]).toHaveTextContent("集合 练习高一数学");
    await expect(all[3]).toHaveTextContent("互评中已提交待互评 1");
    await expect(all[3]).toHaveTextContent("已截止");
    await expect(all[4]).toHaveTextContent("已公布成绩已批改最终成绩 86.5");
    await expect(table).not.toHaveTextContent("还在草稿");
    await expect(canvas.getByRole("button", { name: "全部" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(canvas.getByRole("button", { name: "打开：不等式 练习" }));
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 64 }));
  },
};

const paged = scenario(() => ({
  assignment: mockAssignments({
    viewer: "student",
    assignments: Array.from({ length: 5 }, (_, i) => assignment({ id: 70 + i, title: `练习 ${i + 1}` })),
  }),
}));
/** More than a page: the pager moves through them; switching the filter starts again at page 1. */
export const Paged: Story = {
  ...paged.story,
  args: { pageSize: 2 },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "我的作业" });
    await waitFor(() => expect(table).toHaveTextContent("练习 1"));
    await userEvent.click(canvas.getByRole("button", { name: "第 3 页" }));
    await waitFor(() => expect(table).toHaveTextContent("练习 5"));
    await expect(table).not.toHaveTextContent("练习 1");
    await userEvent.click(canvas.getByRole("button", { name: "全部" }));
    await waitFor(() => expect(table).toHaveTextContent("练习 1"));
  },
};

const empty = scenario(() => ({ assignment: mockAssignments({ viewer: "student" }) }));
/** Nothing to do: 没有待完成的作业; 全部 says 还没有作业. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("没有待完成的作业")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "全部" }));
    await expect(await canvas.findByText("还没有作业")).toBeInTheDocument();
  },
};

const slow = scenario(() => ({ assignment: assignments(), latency: 60_000 }));
/** While the list loads. */
export const Loading: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("table", { name: "我的作业" })).toHaveAttribute("aria-busy", "true");
  },
};

const failing = scenario(() => ({ refuse: { studentAssignmentPage: "系统未知错误，请反馈给管理员" } }));
/** Loading fails: the server's message and a retry. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("系统未知错误，请反馈给管理员");
    await expect(canvas.getByRole("button", { name: "重试" })).toBeInTheDocument();
  },
};

/** On a 360 px phone: each assignment a card with its deadline, stage and state, and 打开 a 44 px target. */
export const OnPhone: Story = {
  ...mine.story,
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <StudentAssignmentList {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const list = await canvas.findByRole("list", { name: "我的作业" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    const [first] = within(list).getAllByRole("listitem") as HTMLElement[];
    await expect(first).toHaveTextContent("函数的单调性 练习");
    await expect(first).toHaveTextContent("高一数学");
    const open = within(first!).getByRole("button");
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalled();
    await expect(canvas.getByTestId("phone").scrollWidth).toBeLessThanOrEqual(360);
  },
};

const emptyOnPhone = scenario(() => ({ assignment: mockAssignments({ viewer: "student" }) }));
/** No assignment on a 360 px phone: the empty text is whole, never cut off. */
export const EmptyOnPhone: Story = {
  ...emptyOnPhone.story,
  render: (args) => (
    <div style={{ width: 360 }}>
      <StudentAssignmentList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const text = await canvas.findByText("没有待完成的作业");
    await expect(text).toBeVisible();
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
  },
};
