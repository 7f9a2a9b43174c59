import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { Button } from "./button";
import { NativeDialog, type NativeDialogProps } from "./native-dialog";

/** A page that opens the dialog from a button and can remove it while open (as a host page may). */
function Harness({ onOpenChange, open: initiallyOpen, ...args }: NativeDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [mounted, setMounted] = useState(true);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        打开对话框
      </Button>
      {mounted ? (
        <NativeDialog {...args} open={open} onOpenChange={change}>
          <NativeDialog.Header>
            <NativeDialog.Title>系统提示</NativeDialog.Title>
            <NativeDialog.Description>确定注销并退出系统吗？</NativeDialog.Description>
          </NativeDialog.Header>
          {/* 确定 submits a form with method="dialog": the browser closes the dialog, the owner hears of it. */}
          <form method="dialog">
            <NativeDialog.Footer>
              <Button onClick={() => setMounted(false)}>离开页面</Button>
              <Button type="submit" variant="primary">
                确定
              </Button>
            </NativeDialog.Footer>
          </form>
        </NativeDialog>
      ) : null}
    </>
  );
}

const meta = {
  title: "Primitives/NativeDialog",
  component: NativeDialog,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <Harness {...args} />,
  // Each story shows a modal; on the docs page each plays in its own frame, so one does not cover the rest.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof NativeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (canvasElement: HTMLElement) => within(canvasElement).findByRole("dialog", { name: "系统提示" });
const dialogGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).queryByRole("dialog")).not.toBeInTheDocument());
/** onOpenChange was called once, to close. */
const closedOnce = async (onOpenChange: NativeDialogProps["onOpenChange"]) => {
  await expect(onOpenChange).toHaveBeenCalledTimes(1);
  await expect(onOpenChange).toHaveBeenCalledWith(false);
};
/** Clicks the dialog element at a point: outside its box that is the ::backdrop. */
const clickAt = (dialog: HTMLElement, clientX: number, clientY: number) =>
  userEvent.pointer({ keys: "[MouseLeft]", target: dialog, coords: { clientX, clientY } });

/** The default 400 px dialog, centred. Escape closes it; focus moves in, stays in on Tab, and returns. */
export const Open: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    let dialog = await findDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription("确定注销并退出系统吗？");
    await expect(dialog).toHaveAttribute("data-slot", "native-dialog");
    await expect(dialog).toHaveClass("sc-scope");
    await expect(dialog.matches(":modal")).toBe(true);
    // Sized and centred as Dialog's content.
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(400);
    await expect(box.width).toBeGreaterThan(300);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(2);

    await userEvent.keyboard("{Escape}");
    await dialogGone(canvasElement);
    await closedOnce(args.onOpenChange);

    // Opened from the button: focus moves in, Tab loops inside, and comes back to the button on close.
    const opener = canvas.getByRole("button", { name: "打开对话框" });
    await userEvent.click(opener);
    dialog = await findDialog(canvasElement);
    const inside = within(dialog);
    await waitFor(() => expect(inside.getByRole("button", { name: "离开页面" })).toHaveFocus());
    await userEvent.tab();
    await expect(inside.getByRole("button", { name: "确定" })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole("button", { name: "关闭" })).toHaveFocus();
    await userEvent.tab();
    await expect(inside.getByRole("button", { name: "离开页面" })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(inside.getByRole("button", { name: "关闭" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await dialogGone(canvasElement);
    await expect(opener).toHaveFocus();

    // The platform's cancel (what Escape, or Android's back gesture, sends) goes through onOpenChange too.
    await userEvent.click(opener);
    dialog = await findDialog(canvasElement);
    (dialog as HTMLDialogElement).requestClose();
    await dialogGone(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(3);
    await expect(opener).toHaveFocus();

    // 确定 submits the form with method="dialog": the browser closes the dialog and the owner is told.
    await userEvent.click(opener);
    dialog = await findDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await dialogGone(canvasElement);
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await findDialog(canvasElement);
  },
};

/** 80 % of the viewport for previews; the × closes it and focus returns to the opener. */
export const Wide: Story = {
  args: { width: "wide" },
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole("button", { name: "打开对话框" });
    await userEvent.click(within(await findDialog(canvasElement)).getByRole("button", { name: "关闭" }));
    await dialogGone(canvasElement);
    await closedOnce(args.onOpenChange);

    await userEvent.click(opener);
    const dialog = await findDialog(canvasElement);
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(600);
    await expect(box.width).toBeLessThanOrEqual(window.innerWidth * 0.8 + 1);
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await dialogGone(canvasElement);
    await expect(opener).toHaveFocus();
    await userEvent.click(opener);
    await findDialog(canvasElement);
  },
};

/** Without the × button; a click on the backdrop closes it, a click on the panel does not. */
export const NoCloseButton: Story = {
  args: { showClose: false },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).queryByRole("button", { name: "关闭" })).not.toBeInTheDocument();
    const box = dialog.getBoundingClientRect();
    // The panel's own padding is the <dialog> element too, but inside its box.
    await clickAt(dialog, box.left + 4, box.top + 4);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await clickAt(dialog, 4, 4);
    await dialogGone(canvasElement);
    await closedOnce(args.onOpenChange);
  },
};

/** An editor dialog: the backdrop does not close it; the × does. */
export const KeepOnBackdrop: Story = {
  args: { dismissOnBackdrop: false, width: "task" },
  play: async ({ args, canvasElement }) => {
    const dialog = await findDialog(canvasElement);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(600);
    await clickAt(dialog, 4, 4);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await dialogGone(canvasElement);
    await closedOnce(args.onOpenChange);
  },
};

/** The host removes the dialog while it is open: the page behind it is usable again. */
export const RemovedWhileOpen: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole("button", { name: "打开对话框" });
    const dialog = await findDialog(canvasElement);
    opener.focus();
    await expect(opener).not.toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "离开页面" }));
    await dialogGone(canvasElement);
    await expect(document.querySelector("dialog:modal")).toBeNull();
    opener.focus();
    await expect(opener).toHaveFocus();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
