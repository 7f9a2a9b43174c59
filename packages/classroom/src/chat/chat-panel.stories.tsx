import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import { messages } from "../messages";
import { chatMessage, chatScenario, conversation, NOT_CONFIGURED, RATE_LIMITED } from "../stories/chat-handlers";
import { withClassroom } from "../stories/with-classroom";
import { ChatPanel } from "./chat-panel";

const meta = {
  title: "Classroom/Chat/ChatPanel",
  component: ChatPanel,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: { role: "teacher", copyText: fn(async () => undefined), onConversationChange: fn() },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = "输入你的问题";

const fresh = chatScenario(() => ({
  answers: [{ pieces: ["## 导入\n", "用**生活中的", "例子**引入，", "再给出定义。"] }],
}));
/** The teacher's 备课助手: the first message makes a conversation, and the answer streams in as Markdown. */
export const TeacherStreams: Story = {
  ...fresh.story,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "备课助手" })).toBeInTheDocument();
    await expect(canvas.getByText(messages.chat.teacherIntro)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: input }), "函数单调性怎么导入？{Enter}");
    await expect(await canvas.findByRole("button", { name: "停止" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "发送" })).toBeDisabled();
    await expect(await canvas.findByRole("heading", { name: "导入" })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole("button", { name: "停止" })).not.toBeInTheDocument());
    await expect(canvas.getByText("生活中的例子").tagName).toBe("STRONG");
    await expect(canvas.getByText(/再给出定义/)).toBeInTheDocument();
    await expect(args.onConversationChange).toHaveBeenCalledWith(100);
    await expect(fresh.state.calls).toContain("send:函数单调性怎么导入？");
    await expect(await canvas.findByRole("button", { name: "打开对话：函数单调性怎么导入？" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await userEvent.click(canvas.getByRole("button", { name: "复制" }));
    await expect(args.copyText).toHaveBeenCalledWith("## 导入\n用**生活中的例子**引入，再给出定义。");
  },
};

const history = chatScenario(() => ({
  conversations: [conversation(1, "二次函数")],
  messages: [
    chatMessage({ id: 1, type: "user", content: "二次函数的顶点怎么求？" }),
    chatMessage({ id: 2, type: "assistant", content: "你先想想：配方以后，式子会变成什么样子？" }),
  ],
}));
/** The student's 学习辅导 with a conversation opened from the list. */
export const StudentHistory: Story = {
  ...history.story,
  args: { role: "student" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "学习辅导" })).toBeInTheDocument();
    await expect(canvas.getByText(messages.chat.studentIntro)).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole("button", { name: "打开对话：二次函数" }));
    await expect(await canvas.findByText("你先想想：配方以后，式子会变成什么样子？")).toBeInTheDocument();
  },
};

const long = chatScenario(() => ({
  pieceDelay: 150,
  answers: [
    { pieces: ["第一段。", "第二段。", "第三段。", "第四段。", "第五段。", "第六段。", "第七段。", "第八段。"] },
  ],
}));
/** 停止 mid-answer: the text so far stays, marked 已停止, and 重试 asks again. */
export const StopMidStream: Story = {
  ...long.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: input }), "写一篇长文{Enter}");
    await expect(await canvas.findByText(/第一段。/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "停止" }));
    await expect(await canvas.findByText("已停止")).toBeInTheDocument();
    await expect(canvas.getByText(/第一段。/)).toBeInTheDocument();
    await expect(canvas.queryByText(/第八段。/)).not.toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "发送" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByRole("button", { name: "停止" })).toBeInTheDocument();
    await waitFor(() => expect(long.state.calls.filter((c) => c === "send:写一篇长文")).toHaveLength(2));
  },
};

const failing = chatScenario(() => ({
  answers: [
    { pieces: ["先看定义"], error: "AI 回答超时（60 秒），已保留收到的部分" },
    { pieces: ["先看定义，", "再看图像。"] },
  ],
}));
/** The provider fails mid-answer: its message is shown under what arrived; 重试 then gets a whole answer. */
export const RetryAfterError: Story = {
  ...failing.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: input }), "怎么判断单调性？{Enter}");
    await expect(await canvas.findByText("AI 回答超时（60 秒），已保留收到的部分")).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(await canvas.findByText("先看定义，再看图像。")).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole("button", { name: "重试" })).not.toBeInTheDocument());
  },
};

const unconfigured = chatScenario(() => ({ refuse: "not-configured" }));
/** No AI provider configured: the server's message, plainly; the question stays in the box. */
export const NotConfigured: Story = {
  ...unconfigured.story,
  play: async ({ canvas }) => {
    const box = canvas.getByRole("textbox", { name: input });
    await userEvent.type(box, "你好{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(NOT_CONFIGURED);
    await expect(box).toHaveValue("你好");
    await expect(canvas.queryByText("正在思考…")).not.toBeInTheDocument();
  },
};

const limited = chatScenario(() => ({ refuse: "rate-limited" }));
/** Over the per-user limit: the server's message with the wait. */
export const RateLimited: Story = {
  ...limited.story,
  args: { role: "student" },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: input }), "再问一个{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(RATE_LIMITED);
  },
};
