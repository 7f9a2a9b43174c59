import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { aiTopic, aiTopicScenario, submission } from "../stories/ai-topic-handlers";
import { NOT_CONFIGURED } from "../stories/chat-handlers";
import { expectIsolatedName, expectNoOverflow, longUnbroken, rtlOverrideName } from "../stories/hostile-text";
import { withClassroom } from "../stories/with-classroom";
import { AiTopicLive } from "./ai-topic-live";

const meta = {
  title: "Classroom/AiTopic/AiTopicLive",
  component: AiTopicLive,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: { aiTopicId: 5 },
} satisfies Meta<typeof AiTopicLive>;

export default meta;
type Story = StoryObj<typeof meta>;

const responses = () => [
  submission(1, "张三", "招聘模型偏向男性，因为训练数据里男性多。", { aiReply: "例子很好，可以再说说数据怎样收集。" }),
  submission(2, "李四", "人脸识别对深色皮肤识别率低。"),
];

const empty = aiTopicScenario({ topic: aiTopic({ duration: 600, endTime: Date.now() + 600_000 }) });
/** Running with no response yet: each response arrives with its pushed aiTopicResponded, without polling. */
export const Waiting: Story = {
  ...empty.story,
  beforeEach: () => {
    empty.story.beforeEach();
    empty.state.topic = aiTopic({ duration: 600, endTime: Date.now() + 600_000 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有学生回答")).toBeInTheDocument();
    await expect(canvas.getByText("已回答 0 / 30")).toBeInTheDocument();
    await expect(canvas.getByText(/剩余 \d+:\d\d/)).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: /生成总结/ })).toBeDisabled();
    await waitFor(() => expect(empty.push.listeners).toBe(1));
    empty.state.records.push(submission(1, "张三", "我觉得数据有偏。"));
    // Another topic's event reads nothing; this topic's event brings the response.
    empty.push.send({ type: "aiTopicResponded", aiTopicId: 99, courseItemId: 7, responseCount: 4 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByText("我觉得数据有偏。")).not.toBeInTheDocument();
    empty.push.send({ type: "aiTopicResponded", aiTopicId: 5, courseItemId: 7, responseCount: 1 });
    await expect(await canvas.findByText("我觉得数据有偏。")).toBeInTheDocument();
    await expect(canvas.getByText("已回答 1 / 30")).toBeInTheDocument();
  },
};

const running = aiTopicScenario(() => ({
  records: responses(),
  ai: { pieces: ["## 共同观点\n", "- 偏见来自**训练数据**（张三、李四）\n", "## 常见误解\n", "- 无"] },
}));
/** 生成总结 streams the class summary as Markdown, then it is the stored summary. */
export const SummaryStreams: Story = {
  ...running.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "生成总结" }));
    await expect(await canvas.findByRole("heading", { name: "共同观点" })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole("button", { name: "停止" })).not.toBeInTheDocument());
    await expect(canvas.getByText("训练数据").tagName).toBe("STRONG");
    await expect(await canvas.findByRole("button", { name: "重新生成总结" })).toBeInTheDocument();
    await expect(running.state.summary).toContain("## 常见误解");
  },
};

const slow = aiTopicScenario(() => ({
  records: responses(),
  pieceDelay: 200,
  ai: { pieces: ["第一点。", "第二点。", "第三点。", "第四点。", "第五点。", "第六点。"] },
}));
/** 停止 mid-summary: the text so far stays, marked as not saved. */
export const StopSummary: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "生成总结" }));
    await expect(await canvas.findByText(/第一点。/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "停止" }));
    await expect(await canvas.findByText("已停止，未保存")).toBeInTheDocument();
    await expect(canvas.getByText(/第一点。/)).toBeInTheDocument();
    await waitFor(() => expect(slow.state.calls).toContain("stopped"));
    await expect(slow.state.summary).toBeNull();
  },
};

const stored = aiTopicScenario(() => ({
  topic: aiTopic({ status: 2 }),
  records: responses(),
  summary: "## 优秀回答\n- 张三：招聘模型的例子",
  summaryTime: Date.UTC(2026, 10, 23, 2, 0),
}));
/** An ended topic with its stored summary and each student's response in detail. */
export const EndedWithSummary: Story = {
  ...stored.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("heading", { name: "优秀回答" })).toBeInTheDocument();
    await expect(canvas.getByText("已结束")).toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "结束话题" })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "查看 张三 的回答" }));
    const dialog = await screen.findByRole("dialog", { name: "张三（2026001）的回答" });
    await expect(within(dialog).getByText("例子很好，可以再说说数据怎样收集。")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

const controls = aiTopicScenario(() => ({ records: responses() }));
/** Delay, edit and end (with confirmation) a running timed topic. */
export const DelayEditEnd: Story = {
  ...controls.story,
  beforeEach: () => {
    controls.story.beforeEach();
    controls.state.topic = aiTopic({ duration: 300, endTime: Date.now() + 300_000 });
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "延时 1 分钟" }));
    await waitFor(() => expect(controls.state.calls).toContain("delay:60"));
    await userEvent.click(canvas.getByRole("button", { name: "修改" }));
    const title = canvas.getByRole("textbox", { name: "话题标题" });
    await userEvent.clear(title);
    await userEvent.type(title, "偏见与公平");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(await canvas.findByRole("heading", { name: "偏见与公平" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "结束话题" }));
    await userEvent.click(await screen.findByRole("button", { name: "确定" }));
    await expect(await canvas.findByText("已结束")).toBeInTheDocument();
    await expect(controls.state.calls).toContain("end");
  },
};

const noAi = aiTopicScenario(() => ({ records: responses(), ai: null }));
/** No AI provider: 生成总结 says AI 服务未配置; the responses stay. */
export const SummaryNotConfigured: Story = {
  ...noAi.story,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "生成总结" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(NOT_CONFIGURED);
    await expect(canvas.getByText("人脸识别对深色皮肤识别率低。")).toBeInTheDocument();
  },
};

const hostile = aiTopicScenario(() => ({
  topic: aiTopic({ content: `请举例说明。${longUnbroken}` }),
  records: [submission(1, rtlOverrideName, longUnbroken, { aiReply: longUnbroken })],
}));
/**
 * A response from a nickname with an RTL override and 2,000 characters without a break: the name reads
 * in its logical order, and the topic, the list and the answer dialog wrap instead of overflowing.
 */
export const HostileResponse: Story = {
  ...hostile.story,
  play: async ({ canvasElement, canvas }) => {
    const open = await canvas.findByRole("button", { name: /^查看 fdp\.exe/ });
    const item = open.closest("li");
    if (!item) throw new Error("the response is a list item");
    const name = item.querySelector<HTMLElement>("bdi");
    if (!name) throw new Error("the name is isolated");
    await expectIsolatedName(name);
    const panel = canvasElement.querySelector<HTMLElement>('[data-slot="ai-topic-live"]');
    if (!panel) throw new Error("the panel shows");
    await expectNoOverflow(panel);
    await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().right);
    await userEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: "fdp.exe张三（2026001）的回答" });
    await expectNoOverflow(dialog);
    for (const block of dialog.querySelectorAll<HTMLElement>("p, [data-slot='chat-markdown']")) {
      await expect(block.getBoundingClientRect().right).toBeLessThanOrEqual(dialog.getBoundingClientRect().right);
    }
  },
};
