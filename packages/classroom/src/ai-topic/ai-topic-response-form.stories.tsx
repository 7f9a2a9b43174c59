import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

import { aiTopic, aiTopicScenario, submission } from "../stories/ai-topic-handlers";
import { NOT_CONFIGURED } from "../stories/chat-handlers";
import { withClassroom } from "../stories/with-classroom";
import { AiTopicResponseForm } from "./ai-topic-response-form";

const meta = {
  title: "Classroom/AiTopic/AiTopicResponseForm",
  component: AiTopicResponseForm,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: { aiTopicId: 5 },
} satisfies Meta<typeof AiTopicResponseForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = "我的回答";

const fresh = aiTopicScenario();
/** Before submitting: a blank response is refused; submitting shows the preview, and it stays editable. */
export const SubmitAndEdit: Story = {
  ...fresh.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "机器学习中的偏见从哪里来？" })).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "获取AI反馈" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    await expect(canvas.getByText("请输入你的回答")).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: editor })).toHaveAttribute("aria-invalid", "true");
    await userEvent.type(canvas.getByRole("textbox", { name: editor }), "数据里的历史偏差。");
    await userEvent.click(canvas.getByRole("button", { name: "提交" }));
    const preview = await canvas.findByRole("region", { name: "已提交" });
    await expect(preview).toHaveTextContent("数据里的历史偏差。");
    await userEvent.type(canvas.getByRole("textbox", { name: editor }), "还有标注者的偏见。");
    await userEvent.click(canvas.getByRole("button", { name: "更新回答" }));
    await waitFor(() => expect(preview).toHaveTextContent("数据里的历史偏差。还有标注者的偏见。"));
    await expect(fresh.state.calls).toContain("submit:数据里的历史偏差。还有标注者的偏见。");
  },
};

const answered = aiTopicScenario(() => ({
  records: [submission(1, "李同学", "数据里的历史偏差。")],
  ai: { pieces: ["你的观点**清楚**。", "可以补充一个具体例子。"] },
}));
/** 获取AI反馈 streams feedback on the student's own response as Markdown, then it is kept. */
export const FeedbackStreams: Story = {
  ...answered.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "获取AI反馈" }));
    await expect(await canvas.findByText("清楚")).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole("button", { name: "停止" })).not.toBeInTheDocument());
    await expect(canvas.getByText("清楚").tagName).toBe("STRONG");
    await expect(await canvas.findByRole("button", { name: "重新获取AI反馈" })).toBeInTheDocument();
    await expect(answered.state.calls).toContain("feedback:1");
  },
};

const noAi = aiTopicScenario(() => ({ records: [submission(1, "李同学", "数据里的历史偏差。")], ai: null }));
/** No AI provider: 获取AI反馈 says AI 服务未配置; submitting still works. */
export const FeedbackNotConfigured: Story = {
  ...noAi.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "获取AI反馈" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(NOT_CONFIGURED);
    await userEvent.type(canvas.getByRole("textbox", { name: editor }), "补充。");
    await userEvent.click(canvas.getByRole("button", { name: "更新回答" }));
    await waitFor(() => expect(noAi.state.calls).toContain("submit:数据里的历史偏差。补充。"));
  },
};

const ended = aiTopicScenario(() => ({
  topic: aiTopic({ status: 2 }),
  records: [submission(1, "李同学", "数据里的历史偏差。", { aiReply: "观点清楚，可以再举例。" })],
}));
/** After the end: no editor, the submitted response and its kept AI feedback. */
export const Ended: Story = {
  ...ended.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("话题已结束")).toBeInTheDocument();
    await expect(canvas.queryByRole("textbox", { name: editor })).not.toBeInTheDocument();
    await expect(canvas.getByRole("region", { name: "已提交" })).toHaveTextContent("数据里的历史偏差。");
    await expect(await canvas.findByText("观点清楚，可以再举例。")).toBeInTheDocument();
  },
};

const none = aiTopicScenario({ topic: null });
/** No such topic for the student. */
export const NoTopic: Story = {
  ...none.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("当前没有进行中的话题")).toBeInTheDocument();
  },
};
