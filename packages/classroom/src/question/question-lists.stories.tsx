import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { answerOf, question, student } from "../stories/mock-classroom";
import { withClassroom } from "../stories/with-classroom";
import { StudentQuestionList, TeacherQuestionList } from "./question-lists";

const meta = {
  title: "Classroom/Question/QuestionLists",
  component: TeacherQuestionList,
  decorators: [withClassroom],
  args: { onOpen: fn() },
} satisfies Meta<typeof TeacherQuestionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thirty questions, newest first: the first running, then ended and cancelled ones. */
const many = () =>
  Array.from({ length: 30 }, (_, i) =>
    question({
      id: 200 - i,
      title: `第 ${30 - i} 次提问`,
      status: i === 0 ? 1 : i % 5 === 0 ? 3 : 2,
      startTime: Date.UTC(2026, 10, 23, 1, 30 - i),
      answerCount: 4,
    }),
  );

const paged = scenario(() => ({ questions: many() }));
/** The teacher's questions: status badges, answers of total, twelve a page; page 3 and the status
 * filter ask the server again; 查看 opens one. */
export const TeacherPaged: Story = {
  ...paged.story,
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole("table", { name: "提问记录" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(13));
    await expect(within(table).getAllByRole("row")[1]).toHaveTextContent("第 30 次提问单选题进行中0 / 6");
    await expect(canvas.getByText("共 30 条")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "第 3 页" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(7));
    await expect(within(table).getAllByRole("row")[6]).toHaveTextContent("第 1 次提问");
    await userEvent.click(canvas.getByRole("combobox", { name: "状态" }));
    await userEvent.click(await screen.findByRole("option", { name: "已取消" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(6));
    for (const row of within(table).getAllByRole("row").slice(1)) await expect(row).toHaveTextContent("已取消");
    // Everything fits on one page: no pager.
    await expect(canvas.queryByRole("navigation", { name: "分页" })).not.toBeInTheDocument();
    await expect(paged.state.calls.filter((c) => c.startsWith("questionPage"))).toEqual([
      "questionPage:1",
      "questionPage:3",
      "questionPage:1",
    ]);
    await userEvent.click(canvas.getAllByRole("button", { name: /^查看：/ })[0] as HTMLElement);
    await expect(args.onOpen).toHaveBeenCalledWith(expect.objectContaining({ status: 3 }));
  },
};

const loading = scenario({ latency: 60_000 });
/** While the first page loads. */
export const Loading: Story = {
  ...loading.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中");
    await expect(canvas.getByRole("table", { name: "提问记录" })).toHaveAttribute("aria-busy", "true");
  },
};

const empty = scenario();
/** No question asked yet. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有提问")).toBeInTheDocument();
    await expect(canvas.queryByRole("navigation", { name: "分页" })).not.toBeInTheDocument();
  },
};

const failing = scenario({ refuse: { questionPage: "当前操作没有权限" } });
/** Loading fails: the server's message and a retry that works once the server answers. */
export const LoadError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("alert")).toHaveTextContent("当前操作没有权限");
    failing.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("还没有提问")).toBeInTheDocument();
  },
};

const past = scenario(() => {
  const right = question({ id: 31, title: "单调递增的函数", status: 2 });
  const wrong = question({ id: 32, title: "偶函数", status: 2 });
  const short = question({ id: 33, title: "说说定义", type: 4, options: [], answer: [], status: 2 });
  const missed = question({ id: 34, title: "判断奇偶", status: 2 });
  const scored = { ...answerOf(short, student(1), { content: "随自变量增大而增大" }), score: 8 };
  return {
    questions: [right, wrong, short, missed],
    answers: [
      answerOf(right, student(1), { choices: ["B"] }),
      answerOf(wrong, student(1), { choices: ["A"] }, 701),
      { ...scored, id: 702 },
    ],
  };
});
/** The student's past questions: their answer, right or wrong (words and icons), the score, or 你未作答. */
export const StudentPastQuestions: Story = {
  ...past.story,
  render: (args) => <StudentQuestionList {...args} />,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole("table", { name: "我的提问记录" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(5));
    const rows = within(table).getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("B. y = x²正确");
    await expect(rows[2]).toHaveTextContent("A. y = -x错误");
    await expect(rows[3]).toHaveTextContent("随自变量增大而增大—8");
    await expect(rows[4]).toHaveTextContent("你未作答");
  },
};

const pastEmpty = scenario();
/** A student with no past question. */
export const StudentEmpty: Story = {
  ...pastEmpty.story,
  render: (args) => <StudentQuestionList {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有提问")).toBeInTheDocument();
  },
};

/** The student's past questions on a 360 px phone: each question a card (标题 and 题型 read as
 * label: value lines, not one character per line), nothing wider than the screen. */
export const StudentOnPhone: Story = {
  ...past.story,
  render: (args) => (
    <div data-testid="phone" style={{ width: 360 }}>
      <StudentQuestionList {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole("list", { name: "我的提问记录" });
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(4));
    await expect(canvas.queryByRole("table")).not.toBeInTheDocument();
    const [first] = within(list).getAllByRole("listitem");
    await expect(first).toHaveTextContent("单调递增的函数");
    await expect(first).toHaveTextContent("B. y = x²");
    await expect(first).toHaveTextContent("正确");
    const phone = canvas.getByTestId("phone");
    await expect(phone.scrollWidth).toBeLessThanOrEqual(360);
  },
};
