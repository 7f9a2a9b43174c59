import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Dialog } from "./dialog";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog.Content,
  args: { onEscapeKeyDown: fn() },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="primary">打开对话框</Button>
      </Dialog.Trigger>
      <Dialog.Content {...args}>
        <Dialog.Header>
          <Dialog.Title>系统提示</Dialog.Title>
          <Dialog.Description>确定注销并退出系统吗？</Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>取消</Button>
          </Dialog.Close>
          <Dialog.Close asChild>
            <Button variant="primary">确定</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
} satisfies Meta<typeof Dialog.Content>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "打开对话框" })).toHaveAttribute("data-state", "closed");
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

export const OpenThenEscape: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: "打开对话框" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "系统提示" });
    await expect(dialog).toHaveAccessibleDescription("确定注销并退出系统吗？");
    // Focus moves into the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onEscapeKeyDown).toHaveBeenCalledTimes(1);
    // Focus returns to the element that opened it.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOpenAndCancel: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "打开对话框" });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog");
    await userEvent.click(screen.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultValue: undefined },
  render: (args) => (
    <Dialog.Root defaultOpen>
      <Dialog.Content {...args}>
        <Dialog.Header>
          <Dialog.Title>系统提示</Dialog.Title>
          <Dialog.Description>这是一个默认宽度 400 px 的对话框。</Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button variant="primary">确定</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async () => {
    const dialog = await screen.findByRole("dialog", { name: "系统提示" });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const EditorKeepsOpenOnBackdrop: Story = {
  args: { dismissOnBackdrop: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "打开对话框" }));
    await screen.findByRole("dialog");
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as HTMLElement, { pointerEventsCheck: 0 });
    await expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
