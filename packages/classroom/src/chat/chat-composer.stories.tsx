import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ChatComposer } from "./chat-composer";

const meta = {
  title: "Classroom/Chat/ChatComposer",
  component: ChatComposer,
  tags: ["!autodocs"],
  args: { onSend: fn(), onStop: fn() },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: 发送 is disabled until something is written. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "发送" })).toBeDisabled();
    await userEvent.type(canvas.getByRole("textbox", { name: "输入你的问题" }), "   ");
    await expect(canvas.getByRole("button", { name: "发送" })).toBeDisabled();
    await expect(canvas.queryByRole("button", { name: "停止" })).not.toBeInTheDocument();
  },
};

/** Enter sends and empties the box; Shift+Enter starts a new line; 发送 sends too. */
export const EnterSends: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: "输入你的问题" });
    await userEvent.type(box, "第一行{Shift>}{Enter}{/Shift}第二行");
    await expect(box).toHaveValue("第一行\n第二行");
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledWith("第一行\n第二行");
    await expect(box).toHaveValue("");
    await userEvent.type(box, "用按钮发送");
    await userEvent.click(canvas.getByRole("button", { name: "发送" }));
    await expect(args.onSend).toHaveBeenLastCalledWith("用按钮发送");
  },
};

/** While an answer streams: 发送 is disabled (Enter sends nothing) and 停止 stops it. */
export const Streaming: Story = {
  args: { streaming: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole("textbox", { name: "输入你的问题" });
    await userEvent.type(box, "下一个问题{Enter}");
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "发送" })).toBeDisabled();
    await userEvent.click(canvas.getByRole("button", { name: "停止" }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};
