import * as ToolbarPrimitive from "@radix-ui/react-toolbar";
import { DropdownMenu } from "@smartclass/ui";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DownloadIcon, SaveIcon, ZoomInIcon } from "lucide-react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { ToolbarAction, ToolbarGroup, ToolbarMenu } from "./toolbar-action";

/** The pieces the designer's toolbar is made of: a button with a tooltip, a menu button, a group. */
const meta = {
  title: "BPMN/Toolbar/Pieces",
  component: ToolbarAction,
  args: { label: "放大视图", icon: <ZoomInIcon aria-hidden />, onClick: fn() },
  render: (args) => (
    <div data-slot="bpmn-designer">
      <ToolbarPrimitive.Root data-slot="designer-toolbar" aria-label="示例工具栏">
        <ToolbarGroup label="示例">
          <ToolbarAction {...args} />
          <ToolbarAction label="保存模型" icon={<SaveIcon aria-hidden />} showLabel />
          <ToolbarMenu label="下载文件" icon={<DownloadIcon aria-hidden />} showLabel>
            <DropdownMenu.Item>下载为XML文件</DropdownMenu.Item>
          </ToolbarMenu>
        </ToolbarGroup>
      </ToolbarPrimitive.Root>
    </div>
  ),
} satisfies Meta<typeof ToolbarAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon button: its name is the label, its tooltip shows on keyboard focus; Enter activates it. */
export const IconOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole("toolbar", { name: "示例工具栏" });
    const zoom = within(bar).getByRole("button", { name: "放大视图" });
    await expect(zoom.textContent).toBe("");
    await userEvent.tab();
    await expect(zoom).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("放大视图");
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // A labelled button shows its text; the arrow keys move on to it.
    await userEvent.keyboard("{ArrowRight}");
    await expect(within(bar).getByRole("button", { name: "保存模型" })).toHaveFocus();
  },
};

/** The tooltip may differ from the name (a toggle says what clicking it will do). */
export const TooltipDiffersFromName: Story = {
  args: { label: "模拟", tooltip: "开启模拟", "aria-pressed": false },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole("button", { name: "模拟" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.hover(toggle);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("开启模拟");
  },
};

/** A disabled button cannot be activated and the arrow keys pass over it. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole("toolbar");
    await expect(within(bar).getByRole("button", { name: "放大视图" })).toBeDisabled();
    await userEvent.tab();
    await expect(within(bar).getByRole("button", { name: "保存模型" })).toHaveFocus();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A menu button opens its menu from the keyboard (ArrowDown), Escape closes it. */
export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole("toolbar");
    const trigger = within(bar).getByRole("button", { name: "下载文件" });
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(await screen.findByRole("menuitem", { name: "下载为XML文件" })).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
