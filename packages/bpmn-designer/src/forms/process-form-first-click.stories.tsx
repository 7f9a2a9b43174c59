import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { sent } from "./stories/play-helpers";
import { RendererStory } from "./stories/renderer-story";
import type { ProcessFormField } from "./types";

// The start form as 发起流程 shows it: after a refused submission the person fixes the field and clicks
// 发起 once. The field is checked again as it loses focus (on the button's mousedown); the error goes
// but its line stays, so 发起 does not move under the pointer and that one click starts the process.

const titleOnly: ProcessFormField[] = [
  { id: "title", type: "string", label: "标题", constraints: [{ name: "required" }] },
  { id: "reason", type: "string", label: "事由" },
];

const meta = {
  title: "BPMN/Forms/Process form first click",
  component: RendererStory,
  args: { fields: titleOnly, onSubmit: fn(), submitLabel: "发起" },
} satisfies Meta<typeof RendererStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One click on 发起 after fixing the error sends the form; the button stays where the pointer is. */
export const FirstClickAfterError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole("button", { name: "发起" });
    await userEvent.click(start);
    const title = canvas.getByRole("textbox", { name: "标题" });
    await waitFor(() => expect(title).toBeInvalid());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(title, "调课申请");
    // One pointer for the press and the release, so that they make one click.
    const pointer = userEvent.setup();
    const before = start.getBoundingClientRect().top;
    await pointer.pointer({ keys: "[MouseLeft>]", target: start });
    await waitFor(() => expect(title).not.toBeInvalid());
    await expect(start.getBoundingClientRect().top).toBe(before);
    await pointer.pointer({ keys: "[/MouseLeft]", target: start });
    await waitFor(() => expect(sent(canvas)).toHaveTextContent('{"title":"调课申请"}'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A blocked 发起 says why: the message under the field, and focus on it. */
export const BlockedSubmitSaysWhy: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "发起" }));
    const title = canvas.getByRole("textbox", { name: "标题" });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveAccessibleDescription(/.+/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
