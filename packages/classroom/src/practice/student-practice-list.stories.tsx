import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { student } from "../stories/mock-classroom";
import { practice } from "../stories/practice-handlers";
import { withClassroom } from "../stories/with-classroom";
import { StudentPracticeList } from "./student-practice-list";

const meta = {
  title: "Classroom/Practice/StudentPracticeList",
  component: StudentPracticeList,
  decorators: [withClassroom],
  args: { onOpen: fn() },
} satisfies Meta<typeof StudentPracticeList>;

export default meta;
type Story = StoryObj<typeof meta>;

const me = student(1);
const three = scenario(() => ({
  practice: {
    practices: [
      practice({ id: 61, title: "单调性随堂练习", startTime: Date.UTC(2026, 10, 23, 1, 30) }),
      practice({ id: 62, title: "函数概念小测", status: 2, startTime: Date.UTC(2026, 10, 20, 1, 30) }),
      practice({ id: 63, title: "集合练习", status: 2, startTime: Date.UTC(2026, 10, 16, 1, 30) }),
      practice({ id: 64, title: "未发布的练习", status: 0, startTime: null }),
    ],
    records: [
      {
        practiceId: 62,
        userId: me.userId,
        score: 2,
        submitTime: Date.UTC(2026, 10, 20, 1, 35),
        answers: [],
      },
    ],
  },
}));
/**
 * Newest first with 待完成 / 已完成 / 未作答 and the to-do count (the server's to-do,
 * course-item/stu/practice/todo); 去作答 and 查看 open the practice.
 */
export const ToDoAndDone: Story = {
  ...three.story,
  play: async ({ canvas, args }) => {
    const list = await canvas.findByRole("list", { name: "我的课堂练习" });
    const items = within(list).getAllByRole("listitem");
    await expect(items.map((item) => item.querySelector(".font-medium")?.textContent)).toEqual([
      "单调性随堂练习",
      "函数概念小测",
      "集合练习",
    ]);
    await expect(within(items[0]!).getByText("待完成")).toBeInTheDocument();
    await expect(within(items[1]!).getByText("已完成")).toBeInTheDocument();
    await expect(within(items[2]!).getByText("未作答")).toBeInTheDocument();
    await expect(await canvas.findByText("1 份待完成")).toBeInTheDocument();
    await expect(three.state.calls).toEqual(expect.arrayContaining(["studentPractices", "practiceTodo"]));
    await expect(canvas.queryByText("未发布的练习")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "去作答：单调性随堂练习" }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 61 }));
    await userEvent.click(canvas.getByRole("button", { name: "查看：函数概念小测" }));
    await expect(args.onOpen).toHaveBeenLastCalledWith(expect.objectContaining({ id: 62 }));
  },
};

const empty = scenario(() => ({}));
/** No practices yet. */
export const Empty: Story = {
  ...empty.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有课堂练习")).toBeInTheDocument();
    await expect(await canvas.findByText("没有待完成的练习")).toBeInTheDocument();
  },
};

const failed = scenario(() => ({ refuse: { studentPractices: "服务器繁忙" } }));
/** The list cannot be read: the server's message and 重试, which reads it again. */
export const LoadFailed: Story = {
  ...failed.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("服务器繁忙")).toBeInTheDocument();
    failed.state.refuse = {};
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("还没有课堂练习")).toBeInTheDocument();
  },
};

const todoRefused = scenario(() => ({
  refuse: { practiceTodo: "待办服务繁忙" },
  practice: { practices: [practice({ id: 61, title: "单调性随堂练习" })], records: [] },
}));
/**
 * The count is the server's, not worked out here: while the to-do cannot be read the list shows but no
 * count does, only the server's message with 重试; read again, the server's count shows.
 */
export const ToDoCountFromTheServer: Story = {
  ...todoRefused.story,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("待办服务繁忙");
    const list = canvas.getByRole("list", { name: "我的课堂练习" });
    await expect(within(list).getByText("待完成")).toBeInTheDocument();
    await expect(canvas.queryByText(/份待完成|没有待完成的练习/)).not.toBeInTheDocument();
    todoRefused.state.refuse = {};
    await userEvent.click(within(alert).getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("1 份待完成")).toBeInTheDocument();
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
    await expect(todoRefused.state.calls.filter((call) => call === "practiceTodo")).toHaveLength(2);
  },
};

const answeredElsewhere = scenario(() => ({
  practice: {
    practices: [
      practice({ id: 61, title: "单调性随堂练习", startTime: Date.UTC(2026, 10, 23, 1, 30) }),
      practice({ id: 65, title: "奇偶性随堂练习", startTime: Date.UTC(2026, 10, 23, 2, 30) }),
    ],
    records: [],
  },
}));
/**
 * Answered on another device while the page was away: when the push connection opens again the list
 * and the server's to-do are read again, and the count and the badge follow the server.
 */
export const ToDoAfterAnsweringElsewhere: Story = {
  ...answeredElsewhere.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("2 份待完成")).toBeInTheDocument();
    answeredElsewhere.state.practice.records.push({
      practiceId: 65,
      userId: me.userId,
      score: 8,
      submitTime: Date.UTC(2026, 10, 23, 2, 35),
      answers: [],
    });
    answeredElsewhere.push.drop();
    answeredElsewhere.push.open();
    await expect(await canvas.findByText("1 份待完成")).toBeInTheDocument();
    const items = within(canvas.getByRole("list", { name: "我的课堂练习" })).getAllByRole("listitem");
    await expect(within(items[0]!).getByText("已完成")).toBeInTheDocument();
    await expect(within(items[1]!).getByText("待完成")).toBeInTheDocument();
    await expect(answeredElsewhere.state.calls.filter((call) => call === "practiceTodo")).toHaveLength(2);
  },
};
