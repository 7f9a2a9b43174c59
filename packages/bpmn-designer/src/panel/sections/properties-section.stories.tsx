import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../../styles.css";

import { getExtensionElements } from "../../core/business-object";
import { storyDiagram } from "../stories/diagram";
import { PanelStory, panelHandle } from "../stories/panel-harness";
import { bo, expectOneUndoStep, exportXml, openSection, panelOf, select, typeText } from "../stories/play-helpers";

const meta = {
  title: "BPMN/Panel/Extension properties",
  component: PanelStory,
  args: { engine: "camunda", xml: storyDiagram("camunda") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillDialog(title: string, name: string, value: string) {
  const dialog = await screen.findByRole("dialog", { name: title });
  const q = within(dialog);
  await userEvent.clear(q.getByRole("textbox", { name: "属性名" }));
  await typeText(q.getByRole("textbox", { name: "属性名" }), name);
  await userEvent.clear(q.getByRole("textbox", { name: "属性值" }));
  await typeText(q.getByRole("textbox", { name: "属性值" }), value);
  await userEvent.click(q.getByRole("button", { name: "确定" }));
  return q;
}

/** Add (validated), edit and remove (after confirmation) name/value properties, each one undo step, beside a listener. */
export const AddEditRemove: Story = {
  args: {
    xml: storyDiagram("camunda", {
      elements: {
        UserTask_1: {
          body: '<bpmn:extensionElements><camunda:taskListener event="create" class="org.example.Create" /></bpmn:extensionElements>',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("UserTask_1"));
    await openSection(panel, "扩展属性");
    const table = panel.getByRole("table", { name: "扩展属性列表" });
    await expect(within(table).getByText("暂无数据")).toBeVisible();

    await userEvent.click(panel.getByRole("button", { name: "添加属性" }));
    const q = await fillDialog("添加属性", "", "");
    await expect(q.getByRole("textbox", { name: "属性名" })).toHaveAccessibleDescription("请填写属性名");
    await expect(q.getByRole("textbox", { name: "属性值" })).toHaveAccessibleDescription("请填写属性值");
    await fillDialog("添加属性", "level", "2");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(within(table).getByRole("cell", { name: "level" })).toBeVisible();
    await expect(await exportXml()).toContain(
      '<camunda:properties>\n          <camunda:property name="level" value="2" />\n        </camunda:properties>',
    );
    await expect(getExtensionElements(bo("UserTask_1")).map((value) => value.$type)).toEqual([
      "camunda:TaskListener",
      "camunda:Properties",
    ]);
    await expectOneUndoStep(() => expect(getExtensionElements(bo("UserTask_1")).length).toBe(1));

    await userEvent.click(panel.getByRole("button", { name: "添加属性" }));
    await fillDialog("添加属性", "level", "2");
    await userEvent.click(panel.getByRole("button", { name: "添加属性" }));
    await fillDialog("添加属性", "owner", "hr");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));

    await userEvent.click(within(table).getByRole("button", { name: "编辑 level" }));
    await fillDialog("编辑属性", "level", "3");
    await waitFor(() => expect(within(table).getByRole("cell", { name: "3" })).toBeVisible());
    await expect(await exportXml()).toContain('<camunda:property name="level" value="3" />');

    await userEvent.click(within(table).getByRole("button", { name: "移除 owner" }));
    const confirm = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(confirm).toHaveAccessibleDescription("确认移除该属性吗？");
    await userEvent.click(within(confirm).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(within(table).getByRole("cell", { name: "owner" })).toBeVisible();
    await userEvent.click(within(table).getByRole("button", { name: "移除 owner" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(within(table).queryByRole("cell", { name: "owner" })).toBeNull());
    await expect(await exportXml()).not.toContain("owner");
    await expect(await exportXml()).toContain('<camunda:taskListener class="org.example.Create" event="create" />');
  },
};

/** flowable properties are written with its prefix on the process. */
export const FlowableProcessProperties: Story = {
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "扩展属性");
    await userEvent.click(panel.getByRole("button", { name: "添加属性" }));
    await fillDialog("添加属性", "category", "hr");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await exportXml()).toContain('<flowable:property name="category" value="hr" />');
  },
};
