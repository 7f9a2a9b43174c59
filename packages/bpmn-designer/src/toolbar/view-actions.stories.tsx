import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { BpmnDesigner } from "../designer/bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "../designer/designer-probe.mocks";
import { leaveXml } from "./stories/diagrams";
import { button, withToaster } from "./stories/toolbar-stories";
import { ViewActions } from "./view-actions";

/** The minimap toggle and the shortcut help, inside the designer they act on. */
const meta = {
  title: "BPMN/Toolbar/View",
  component: ViewActions,
  decorators: [withToaster],
  render: (args) => <BpmnDesigner {...args} />,
  args: { engine: "flowable", xml: leaveXml(), height: 460, panel: <DesignerProbe /> },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The minimap is hidden until the toggle shows it (with the diagram drawn in it), and hides again. */
export const MinimapToggle: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const toggle = button(canvasElement, "小地图");
    const minimap = () => canvasElement.querySelector<HTMLElement>(".djs-minimap")!;
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(minimap()).not.toBeVisible();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"));
    await expect(minimap()).toBeVisible();
    await waitFor(() => expect(minimap().querySelectorAll(".map svg g *").length).toBeGreaterThan(0));
    // A tooltip does not reopen under a pointer that just clicked: move away and back.
    await userEvent.unhover(toggle);
    await userEvent.hover(toggle);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("隐藏小地图");
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "false"));
    await expect(minimap()).not.toBeVisible();
  },
};

/** The shortcut help lists what the focused canvas understands. */
export const ShortcutHelp: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await userEvent.click(button(canvasElement, "快捷键"));
    const help = await screen.findByRole("dialog", { name: "画布快捷键（画布获得焦点时生效）" });
    for (const action of ["撤销", "恢复", "删除所选元素", "全选", "放大视图", "缩小视图", "重置视图"])
      await expect(within(help).getByText(action)).toBeVisible();
    await expect(within(help).getByText("Ctrl/⌘ + Z")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(button(canvasElement, "快捷键")).toHaveFocus();
  },
};
