import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { messages } from "../messages";
import type { ThreadItem } from "./chat-thread";
import { MessageView } from "./message-view";

const meta = {
  title: "Classroom/Chat/MessageView",
  component: MessageView,
  tags: ["!autodocs"],
  args: { onRetry: fn(), copyText: fn(async () => undefined), items: [] },
} satisfies Meta<typeof MessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (content: string, key = "q"): ThreadItem => ({ key, role: "user", content, state: "complete" });
const answer = (content: string, over: Partial<ThreadItem> = {}): ThreadItem => ({
  key: "a",
  role: "assistant",
  content,
  state: "complete",
  ...over,
});

const PLAN = `## 教学目标
1. 理解**函数单调性**的定义
2. 会用定义证明单调性

| 环节 | 时间 |
| --- | --- |
| 导入 | 5 分钟 |

<img src="x" onerror="alert(1)"><script>alert(2)</script>[链接](javascript:alert(3))`;

/** A finished answer: Markdown rendered (heading, list, table), raw HTML and script links dropped. */
export const Answered: Story = {
  args: { items: [question("帮我设计函数单调性的教学目标"), answer(PLAN)] },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole("heading", { name: "教学目标" })).toBeInTheDocument();
    await expect(canvas.getByText("函数单调性").tagName).toBe("STRONG");
    await expect(canvas.getByRole("table")).toHaveTextContent("导入5 分钟");
    await expect(canvasElement.querySelector("script, img, [onerror]")).toBeNull();
    await expect(canvas.getByText("链接").closest("a")?.getAttribute("href") ?? "").not.toMatch(/javascript/);
    await expect(canvas.queryByRole("button", { name: "重试" })).not.toBeInTheDocument();
  },
};

/** Streaming: the half-written Markdown is already formatted, and the answer says it is still coming. */
export const Streaming: Story = {
  args: { items: [question("讲讲单调性"), answer("单调性是**函数的重要", { state: "streaming" })] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("函数的重要")).toHaveProperty("tagName", "STRONG");
    await expect(canvas.getByRole("status")).toHaveTextContent("正在回答…");
    await expect(canvas.queryByRole("button", { name: "复制" })).not.toBeInTheDocument();
  },
};

/** Waiting for the first piece: 正在思考…. */
export const Thinking: Story = {
  args: { items: [question("讲讲单调性"), answer("", { state: "streaming" })] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在思考…");
  },
};

/** Stopped by the person: marked 已停止, with 重试 sending the question again. */
export const Stopped: Story = {
  args: { items: [question("写一篇长文"), answer("第一段……", { state: "stopped" })] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("已停止")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledWith("写一篇长文");
  },
};

/** Failed: the server's message, and 重试 (also when nothing arrived). */
export const Failed: Story = {
  args: {
    items: [question("你好"), answer("", { state: "error", error: "AI 服务繁忙（服务商限流），请稍后重试" })],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText("AI 服务繁忙（服务商限流），请稍后重试")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalledWith("你好");
  },
};

/** 复制 copies that answer and says so; only the last stopped answer offers 重试. */
export const Copy: Story = {
  args: {
    items: [
      question("第一问", "q1"),
      { ...answer("第一答", { state: "stopped" }), key: "a1" },
      question("第二问", "q2"),
      { ...answer("第二答"), key: "a2" },
    ],
  },
  play: async ({ canvas, args }) => {
    const answers = canvas.getAllByRole("listitem").filter((li) => li.dataset.role === "assistant");
    await userEvent.click(within(answers[1]!).getByRole("button", { name: "复制" }));
    await expect(args.copyText).toHaveBeenCalledWith("第二答");
    await expect(await within(answers[1]!).findByRole("status")).toHaveTextContent(messages.chat.copied);
    await expect(canvas.queryByRole("button", { name: "重试" })).not.toBeInTheDocument();
  },
};

/** Copying refused by the browser: 复制失败. */
export const CopyFailed: Story = {
  args: {
    items: [question("问"), answer("答")],
    copyText: fn(async () => {
      throw new Error("denied");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "复制" }));
    await expect(await canvas.findByText("复制失败")).toBeInTheDocument();
  },
};

/** No message yet: the introduction. */
export const Empty: Story = {
  args: { items: [], empty: messages.chat.teacherIntro },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.chat.teacherIntro)).toBeInTheDocument();
  },
};
