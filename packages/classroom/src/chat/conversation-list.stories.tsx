import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { chatScenario, conversation } from "../stories/chat-handlers";
import { withClassroom } from "../stories/with-classroom";
import { ConversationList } from "./conversation-list";

const meta = {
  title: "Classroom/Chat/ConversationList",
  component: ConversationList,
  decorators: [withClassroom],
  tags: ["!autodocs"],
  args: { selectedId: 2, onSelect: fn() },
} satisfies Meta<typeof ConversationList>;

export default meta;
type Story = StoryObj<typeof meta>;

const two = chatScenario(() => ({
  conversations: [conversation(2, "函数单调性教案"), conversation(1, "期中复习计划")],
}));

/** The conversations, the open one marked; opening another by keyboard. */
export const List: Story = {
  ...two.story,
  play: async ({ canvas, args }) => {
    const open = await canvas.findByRole("button", { name: "打开对话：函数单调性教案" });
    await expect(open).toHaveAttribute("aria-current", "true");
    canvas.getByRole("button", { name: "打开对话：期中复习计划" }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSelect).toHaveBeenCalledWith(1);
  },
};

/** 新建对话 makes a conversation and opens it. */
export const NewConversation: Story = {
  ...two.story,
  play: async ({ canvas, args }) => {
    await canvas.findByRole("button", { name: "打开对话：期中复习计划" });
    await userEvent.click(canvas.getByRole("button", { name: "新建对话" }));
    await waitFor(() => expect(args.onSelect).toHaveBeenCalledWith(100));
    await expect(await canvas.findByRole("button", { name: "打开对话：新对话" })).toBeInTheDocument();
  },
};

/** Rename in place: Escape cancels (focus back on 重命名), Enter saves. */
export const Rename: Story = {
  ...two.story,
  play: async ({ canvas }) => {
    const pencil = await canvas.findByRole("button", { name: "重命名：期中复习计划" });
    await userEvent.click(pencil);
    const box = canvas.getByRole("textbox", { name: "对话标题" });
    await expect(box).toHaveFocus();
    await userEvent.clear(box);
    await userEvent.type(box, "不要的名字{Escape}");
    await expect(canvas.queryByRole("textbox", { name: "对话标题" })).not.toBeInTheDocument();
    await waitFor(() => expect(pencil).toHaveFocus());
    await expect(two.state.calls.some((c) => c.startsWith("rename"))).toBe(false);

    await userEvent.keyboard("{Enter}");
    const again = canvas.getByRole("textbox", { name: "对话标题" });
    await userEvent.clear(again);
    await userEvent.type(again, "期末复习计划{Enter}");
    await expect(await canvas.findByRole("button", { name: "打开对话：期末复习计划" })).toBeInTheDocument();
    await expect(two.state.calls).toContain("rename:1:期末复习计划");
  },
};

/** Delete asks first: 取消 keeps it, 确定 deletes it, and the open one closes. */
export const Delete: Story = {
  ...two.story,
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole("button", { name: "删除：函数单调性教案" }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveTextContent("确定删除对话「函数单调性教案」吗？");
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    await expect(two.state.calls.some((c) => c.startsWith("delete"))).toBe(false);

    await userEvent.click(canvas.getByRole("button", { name: "删除：函数单调性教案" }));
    await userEvent.click(await screen.findByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(canvas.queryByRole("button", { name: "打开对话：函数单调性教案" })).not.toBeInTheDocument(),
    );
    await expect(args.onSelect).toHaveBeenCalledWith(null);
  },
};

const none = chatScenario();
/** No conversation yet. */
export const Empty: Story = {
  ...none.story,
  args: { selectedId: null },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("还没有对话，点击「新建对话」开始")).toBeInTheDocument();
  },
};

const slow = chatScenario({ latency: 60_000 });
/** Loading, announced politely. */
export const Loading: Story = {
  ...slow.story,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole("status")).toHaveTextContent("加载中…");
  },
};
