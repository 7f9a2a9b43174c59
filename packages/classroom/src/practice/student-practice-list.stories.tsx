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
/** Newest first with 待完成 / 已完成 / 未作答 and the to-do count; 去作答 and 查看 open the practice. */
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
    await expect(canvas.getByText("1 份待完成")).toBeInTheDocument();
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
    await expect(canvas.getByText("没有待完成的练习")).toBeInTheDocument();
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
