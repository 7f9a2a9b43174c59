import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { engines, type Engine } from "../core/engines";
import { BpmnDesigner } from "../designer/bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "../designer/designer-probe.mocks";
import { DesignerToolbar } from "./designer-toolbar";
import { leaveXml } from "./stories/diagrams";
import { button, toolbar, withToaster } from "./stories/toolbar-stories";

/** The designer's toolbar (spec §2.3), the default toolbar of BpmnDesigner. */
const meta = {
  title: "BPMN/Toolbar",
  component: BpmnDesigner,
  subcomponents: { DesignerToolbar },
  decorators: [withToaster],
  render: (args) => <BpmnDesigner {...args} />,
  args: { engine: "flowable", xml: leaveXml(), height: 460, panel: <DesignerProbe /> },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = [
  "打开文件",
  "下载文件",
  "预览",
  "向左对齐",
  "向右对齐",
  "向上对齐",
  "向下对齐",
  "水平居中",
  "垂直居中",
  "缩小视图",
  "放大视图",
  "重置视图并居中",
  "撤销",
  "恢复",
  "重新绘制",
  "小地图",
  "快捷键",
  "保存模型",
];

/**
 * Every button has a Chinese name and a tooltip; the toolbar is one tab stop and the arrow keys move
 * between its enabled buttons (wrapping at the ends).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const bar = toolbar(canvasElement);
    const buttons = within(bar).getAllByRole("button");
    await expect(buttons.map((b) => b.getAttribute("aria-label") ?? b.textContent)).toEqual(names);
    await expect(
      within(bar)
        .getAllByRole("group")
        .map((g) => g.getAttribute("aria-label")),
    ).toEqual(["文件", "对齐", "缩放", "历史", "视图"]);

    // One tab stop: focus enters on the first button.
    const before = document.createElement("button");
    before.textContent = "之前";
    canvasElement.prepend(before);
    before.focus();
    await userEvent.tab();
    await expect(button(canvasElement, "打开文件")).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("打开文件");
    await userEvent.keyboard("{ArrowRight}");
    await expect(button(canvasElement, "下载文件")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(button(canvasElement, "向左对齐")).toHaveFocus();
    await waitFor(() => expect(screen.getByRole("tooltip")).toHaveTextContent("向左对齐"));
    // Undo and redo are disabled (no history): the arrow keys skip them.
    await userEvent.keyboard("{End}");
    await expect(button(canvasElement, "保存模型")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(button(canvasElement, "打开文件")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    await expect(button(canvasElement, "保存模型")).toHaveFocus();
    await userEvent.tab();
    await expect(bar.contains(document.activeElement)).toBe(false);
    before.remove();
  },
};

/** `toolbar={false}`: no toolbar. */
export const Hidden: Story = {
  args: { toolbar: false },
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await expect(within(canvasElement).queryByRole("toolbar")).toBeNull();
  },
};

/** A page's own buttons go inside the same toolbar, after the built-in ones. */
export const WithExtraButtons: Story = {
  args: {
    toolbar: (
      <DesignerToolbar>
        <button type="button">发布流程</button>
      </DesignerToolbar>
    ),
  },
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await expect(within(toolbar(canvasElement)).getByRole("button", { name: "发布流程" })).toBeVisible();
    await expect(button(canvasElement, "保存模型")).toBeVisible();
  },
};

/** The toolbar works the same for each engine: the XML it previews carries that engine's attribute. */
const perEngine = (engine: Engine): Story => ({
  args: { engine, xml: leaveXml(engine) },
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await userEvent.click(button(canvasElement, "预览"));
    await userEvent.click(await screen.findByRole("menuitem", { name: "预览JSON" }));
    const dialog = await screen.findByRole("dialog", { name: "JSON 预览" });
    const text = (within(dialog).getByRole("textbox") as HTMLTextAreaElement).value;
    await expect(text).toContain(`"${engines[engine].prefix}:assignee": "\${leader}"`);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
});

export const ActivitiEngine: Story = perEngine("activiti");
export const CamundaEngine: Story = perEngine("camunda");
export const FlowableEngine: Story = perEngine("flowable");
