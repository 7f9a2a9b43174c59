import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { createRichTextEditor, RichTextEditor } from "./rich-text-editor";

// Its code never arrives: shows the loading state for as long as the story is open.
const PendingEditor = createRichTextEditor(() => new Promise(() => {}));

const meta = {
  title: "Primitives/RichTextEditor",
  component: RichTextEditor,
  args: { value: "<p>请在此输入作业要求</p>", onChange: fn(), label: "作业要求" },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: (args) => <PendingEditor {...args} />,
  play: async () => {
    const status = await screen.findByRole("status");
    await expect(status).toHaveTextContent("Rich text resources loading");
    await expect(status).toHaveClass("fixed", "inset-0");
  },
};

export const Editing: Story = {
  play: async ({ args }) => {
    const box = await screen.findByRole("textbox", { name: "作业要求" }, { timeout: 5000 });
    await expect(box.getBoundingClientRect().height).toBe(300);
    await userEvent.click(box);
    await userEvent.keyboard("{Control>}a{/Control}");
    await userEvent.click(screen.getByRole("button", { name: "加粗" }));
    await expect(screen.getByRole("button", { name: "加粗" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining("<strong>")));
  },
};

export const Typing: Story = {
  args: { value: "" },
  play: async ({ args }) => {
    const box = await screen.findByRole("textbox", { name: "作业要求" }, { timeout: 5000 });
    await userEvent.click(box);
    await userEvent.keyboard("第一题");
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("<p>第一题</p>"));
    await userEvent.click(screen.getByRole("button", { name: "撤销" }));
    await waitFor(() => expect(box).not.toHaveTextContent("第一题"));
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async () => {
    const box = await screen.findByRole("textbox", { name: "作业要求" }, { timeout: 5000 });
    await expect(box).toHaveAttribute("contenteditable", "false");
    await expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
  },
};
