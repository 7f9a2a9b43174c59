import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { aiTopicScenario } from "../stories/ai-topic-handlers";
import { NOT_CONFIGURED } from "../stories/chat-handlers";
import { withClassroom } from "../stories/with-classroom";
import { AiTopicComposer } from "./ai-topic-composer";

const meta = {
  title: "Classroom/AiTopic/AiTopicComposer",
  component: AiTopicComposer,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: { courseItemId: 7, onStarted: fn() },
} satisfies Meta<typeof AiTopicComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const manual = aiTopicScenario({ topic: null });
/** Written by hand: a blank title is refused, then 开始 starts the topic with its time limit. */
export const WriteAndStart: Story = {
  ...manual.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "开始" }));
    await expect(canvas.getByText("请输入话题标题")).toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "话题标题" })).toHaveFocus();
    await userEvent.type(canvas.getByRole("textbox", { name: "话题标题" }), "课堂讨论");
    await userEvent.type(canvas.getByRole("textbox", { name: "讨论要求与问题" }), "你怎么看？");
    await userEvent.click(canvas.getByRole("combobox", { name: "时长" }));
    await userEvent.click(await screen.findByRole("option", { name: "5 分钟" }));
    await userEvent.click(canvas.getByRole("button", { name: "开始" }));
    await expect(await canvas.findByText("话题「课堂讨论」已开始")).toBeInTheDocument();
    await expect(manual.state.calls).toContain("start:课堂讨论:300");
    await expect(args.onStarted).toHaveBeenCalledWith(expect.objectContaining({ title: "课堂讨论", duration: 300 }));
  },
};

const drafted = aiTopicScenario({
  topic: null,
  ai: {
    pieces: [],
    draft: {
      title: "算法偏见",
      questions: ["偏见从哪里来？", "如何减少偏见？"],
      content: "1. 偏见从哪里来？\n2. 如何减少偏见？",
      model: "deepseek-chat",
    },
  },
});
/** 用AI起草 asks with the subject and level and fills the form for editing; nothing starts by itself. */
export const DraftWithAi: Story = {
  ...drafted.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "用AI起草" }));
    await expect(canvas.getByRole("alert")).toHaveTextContent("请先填写学科与主题和年级");
    await userEvent.type(canvas.getByRole("textbox", { name: "学科与主题" }), "人工智能导论");
    await userEvent.type(canvas.getByRole("textbox", { name: "年级" }), "大一");
    await userEvent.click(canvas.getByRole("button", { name: "用AI起草" }));
    await waitFor(() => expect(canvas.getByRole("textbox", { name: "话题标题" })).toHaveValue("算法偏见"));
    await expect(canvas.getByRole("textbox", { name: "讨论要求与问题" })).toHaveValue(
      "1. 偏见从哪里来？\n2. 如何减少偏见？",
    );
    await expect(canvas.getByText(/deepseek-chat/)).toBeInTheDocument();
    await expect(drafted.state.calls).toEqual(["draft:人工智能导论:大一"]);
    await expect(args.onStarted).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByRole("textbox", { name: "话题标题" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "话题标题" }), "算法偏见讨论");
    await userEvent.click(canvas.getByRole("button", { name: "开始" }));
    await waitFor(() => expect(drafted.state.calls).toContain("start:算法偏见讨论:0"));
  },
};

const unconfigured = aiTopicScenario({ topic: null, ai: null });
/** No AI provider: 用AI起草 says AI 服务未配置 plainly, and starting by hand still works. */
export const AiNotConfigured: Story = {
  ...unconfigured.story,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "学科与主题" }), "物理");
    await userEvent.type(canvas.getByRole("textbox", { name: "年级" }), "初二");
    await userEvent.click(canvas.getByRole("button", { name: "用AI起草" }));
    await expect(await canvas.findByText(NOT_CONFIGURED)).toBeInTheDocument();
    await userEvent.type(canvas.getByRole("textbox", { name: "话题标题" }), "浮力");
    await userEvent.click(canvas.getByRole("button", { name: "开始" }));
    await expect(await canvas.findByText("话题「浮力」已开始")).toBeInTheDocument();
  },
};
