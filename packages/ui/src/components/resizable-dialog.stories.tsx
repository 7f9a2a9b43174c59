import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { Dialog } from "./dialog";
import { ResizableDialogContent } from "./resizable-dialog";

const meta = {
  title: "Primitives/ResizableDialog",
  component: ResizableDialogContent,
  args: { defaultWidth: 600, onWidthChange: fn() },
  render: (args) => (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button>编辑监听器</Button>
      </Dialog.Trigger>
      <ResizableDialogContent {...args}>
        <Dialog.Header>
          <Dialog.Title>执行监听器</Dialog.Title>
          <Dialog.Description>拖动右侧边缘可调整宽度。</Dialog.Description>
        </Dialog.Header>
      </ResizableDialogContent>
    </Dialog.Root>
  ),
} satisfies Meta<typeof ResizableDialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async () => {
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

export const DragHandle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "编辑监听器" }));
    const dialog = await screen.findByRole("dialog", { name: "执行监听器" });
    const handle = screen.getByRole("separator", { name: "拖动调整对话框宽度" });
    await expect(handle.getBoundingClientRect().width).toBe(5);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(600);
    const box = handle.getBoundingClientRect();
    const x = box.left + 2;
    const y = box.top + 20;
    await userEvent.pointer([
      { keys: "[MouseLeft>]", target: handle, coords: { clientX: x, clientY: y } },
      { target: handle, coords: { clientX: x + 50, clientY: y } },
      { keys: "[/MouseLeft]", target: handle, coords: { clientX: x + 50, clientY: y } },
    ]);
    await expect(args.onWidthChange).toHaveBeenLastCalledWith(700);
  },
};

export const KeyboardResize: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "编辑监听器" }));
    const handle = await screen.findByRole("separator");
    handle.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowLeft}");
    await expect(args.onWidthChange).toHaveBeenLastCalledWith(620);
    await expect(handle).toHaveAttribute("aria-valuenow", "620");
  },
};

export const BackdropDoesNotClose: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "编辑监听器" }));
    await screen.findByRole("dialog");
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    await userEvent.click(overlay as HTMLElement, { pointerEventsCheck: 0 });
    await expect(screen.getByRole("dialog")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
