import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { leaveDiagram } from "./stories/fixtures";
import {
  businessObject,
  commandStack,
  selectElement,
  settingsHandle,
  settingsPanel,
  SettingsStory,
} from "./stories/panel-harness";
import { choose, fill, optionsOf, rowOf, typeText } from "./stories/play";
import type { ModelSettings } from "./types";

const meta = {
  title: "BPMN/Workflow settings/Panel",
  component: SettingsStory,
  args: {},
  beforeEach: () => {
    settingsHandle.designer = null;
    settingsHandle.settings = null;
  },
} satisfies Meta<typeof SettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const settings = () => settingsHandle.settings!;
const exportXml = () => settingsHandle.designer!.commands.exportXml();
const flowXml = (xml: string, id: string) => {
  const match = new RegExp(`<bpmn:sequenceFlow id="${id}"[^>]*?(/>|>[\\s\\S]*?</bpmn:sequenceFlow>)`).exec(xml);
  if (!match) throw new Error(`no flow ${id} in the XML`);
  return match[0];
};
const HINT = "选择用户任务设置分配规则和操作按钮，选择网关的出线设置流转条件";

/** The panel follows the selection: hint, user task (tabs, back to the first on a new task), gateway flow, hint again. */
export const FollowsSelection: Story = {
  play: async ({ canvasElement }) => {
    const { region, panel } = await settingsPanel(canvasElement);
    await expect(panel.getByText(HINT)).toBeVisible();

    selectElement("head");
    await waitFor(() => expect(panel.getByText("用户任务：组长审批")).toBeVisible());
    await expect(panel.getByRole("tab", { name: "分配规则" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(panel.getByRole("tab", { name: "操作按钮" }));
    await expect(panel.getByRole("list", { name: "操作按钮列表" })).toBeVisible();

    selectElement("dean");
    await waitFor(() => expect(panel.getByText("用户任务：院长审批")).toBeVisible());
    await expect(panel.getByRole("tab", { name: "分配规则" })).toHaveAttribute("aria-selected", "true");

    selectElement("Flow_toDean");
    await waitFor(() => expect(panel.getByText("连线：Flow_toDean")).toBeVisible());
    await expect(panel.getByRole("button", { name: "添加条件" })).toBeVisible();

    for (const other of ["Flow_1", "Gateway_1", "StartEvent_1", null]) {
      selectElement(other);
      await waitFor(() => expect(panel.getByText(HINT)).toBeVisible());
    }
    await expect(region).toHaveAttribute("data-shown", "other");

    // Never stale: a name changed in the property panel shows at once.
    selectElement("head");
    const properties = within(within(canvasElement).getByRole("region", { name: "属性面板" }));
    await waitFor(() => expect(properties.getByRole("textbox", { name: "名称" })).toHaveValue("组长审批"));
    await fill(properties.getByRole("textbox", { name: "名称" }), "组长复核");
    await waitFor(() => expect(panel.getByText("用户任务：组长复核")).toBeVisible());
  },
};

/** Rules set on a task go into the page's settings under the task's id, and come back when it is selected again. */
export const AssignRules: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await settingsPanel(canvasElement);
    selectElement("head");
    await waitFor(() => expect(panel.getByText("用户任务：组长审批")).toBeVisible());
    await userEvent.click(panel.getByRole("button", { name: "添加规则" }));
    const rule = rowOf(panel, "规则 1");
    await choose(rule, "规则类型", "部门的负责人");
    await userEvent.click(rule.getByRole("button", { name: "选择部门的负责人" }));
    await userEvent.click(await screen.findByRole("checkbox", { name: "教务处" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() =>
      expect(settings().tasks.head?.rules).toEqual([
        expect.objectContaining({ type: 21, value: [10], operationType: "or", sort: 1 }),
      ]),
    );
    await expect(settings().tasks).not.toHaveProperty("dean");
    // The rules live in the settings, not in the XML.
    await expect(await exportXml()).not.toContain("教务处");

    selectElement("dean");
    await waitFor(() =>
      expect(panel.getByText("尚未设置分配规则：任务按其处理人、候选用户和候选分组分配。")).toBeVisible(),
    );
    selectElement("head");
    await waitFor(() => expect(panel.getByText("部门的负责人：教务处")).toBeVisible());
  },
};

/** 退回 offers the user tasks before the selected one, nearest first; the choice goes into the settings. */
export const ReturnTargets: Story = {
  play: async ({ canvasElement }) => {
    const { panel } = await settingsPanel(canvasElement);
    const returnRow = async (task: string, title: string) => {
      selectElement(task);
      await waitFor(() => expect(panel.getByText(title)).toBeVisible());
      await userEvent.click(panel.getByRole("tab", { name: "操作按钮" }));
      return rowOf(panel, "退回");
    };
    let row = await returnRow("dean", "用户任务：院长审批");
    await expect(await optionsOf(row, "退回到")).toEqual(["由处理人选择", "组长审批", "填写申请"]);
    await choose(row, "退回到", "组长审批");
    await waitFor(() =>
      expect(settings().tasks.dean?.buttons).toContainEqual(expect.objectContaining({ code: "return", next: "head" })),
    );
    await expect(settings().tasks.dean?.buttons).toHaveLength(4);

    row = await returnRow("head", "用户任务：组长审批");
    await expect(await optionsOf(row, "退回到")).toEqual(["由处理人选择", "填写申请"]);
    row = await returnRow("apply", "用户任务：填写申请");
    await expect(row.getByText("流程图中该任务之前没有其他用户任务，退回时由处理人选择。")).toBeVisible();
  },
};

/**
 * Conditions on a gateway's flow are written into its conditionExpression, one undo step per change;
 * the property panel shows the same expression; removing every row removes the condition.
 */
export const ConditionWritesXml: Story = {
  args: { xml: leaveDiagram({ gatewayAttrs: 'default="Flow_toDean"' }) },
  play: async ({ canvasElement }) => {
    const { panel } = await settingsPanel(canvasElement);
    selectElement("Flow_toDean");
    await waitFor(() => expect(panel.getByText("连线：Flow_toDean")).toBeVisible());
    const stack = commandStack();
    await expect(stack.canUndo()).toBe(false);

    // An empty row writes nothing into the diagram.
    await userEvent.click(panel.getByRole("button", { name: "添加条件" }));
    await expect(stack.canUndo()).toBe(false);
    const row = rowOf(panel, "条件 1");
    await choose(row, "表单字段", "请假天数");
    await choose(row, "比较", "大于");
    await fill(row.getByRole("spinbutton", { name: "值" }), "3");
    let xml = await exportXml();
    await expect(flowXml(xml, "Flow_toDean")).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${days &gt; 3}</bpmn:conditionExpression>',
    );
    // A conditional flow is no longer the gateway's default.
    await expect(xml).not.toContain('default="Flow_toDean"');
    await expect(settings().flows.Flow_toDean).toEqual([
      expect.objectContaining({ field: "days", compare: ">", value: "3", sort: 1 }),
    ]);

    // One step: undo brings back the default flow without a condition (and the panel says they differ).
    stack.undo();
    await expect(stack.canUndo()).toBe(false);
    xml = await exportXml();
    await expect(flowXml(xml, "Flow_toDean")).not.toContain("conditionExpression");
    await expect(xml).toContain('default="Flow_toDean"');
    await waitFor(() =>
      expect(panel.getByRole("status")).toHaveTextContent(
        "流程图中的条件表达式 （无条件） 与下面的条件不一致，流转时以流程图中的表达式为准；修改条件将覆盖它。",
      ),
    );
    stack.redo();
    await waitFor(() => expect(panel.queryByRole("status")).toBeNull());

    await userEvent.click(panel.getByRole("button", { name: "添加条件" }));
    const second = rowOf(panel, "条件 2");
    await choose(second, "表单字段", "请假类型");
    await choose(second, "值", "病假");
    await expect(flowXml(await exportXml(), "Flow_toDean")).toContain(
      '${days &gt; 3 &amp;&amp; type == "sick"}</bpmn:conditionExpression>',
    );

    // The property panel reads the same condition.
    const properties = within(within(canvasElement).getByRole("region", { name: "属性面板" }));
    const section = properties.getByRole("button", { name: "流转条件" });
    await userEvent.click(section);
    await expect(properties.getByRole("combobox", { name: "流转类型" })).toHaveTextContent("条件流转路径");
    await expect(properties.getByRole("textbox", { name: "表达式" })).toHaveValue('${days > 3 && type == "sick"}');

    await userEvent.click(rowOf(panel, "条件 2").getByRole("button", { name: "移除 条件 2" }));
    await userEvent.click(rowOf(panel, "条件 1").getByRole("button", { name: "移除 条件 1" }));
    await waitFor(async () => expect(flowXml(await exportXml(), "Flow_toDean")).not.toContain("conditionExpression"));
    await expect(settings().flows).toEqual({});
    await expect(properties.getByRole("combobox", { name: "流转类型" })).toHaveTextContent("普通流转路径");
  },
};

/** A flow whose XML already has a builder expression shows it as rows; one it cannot read says so. */
export const ReadsTheXml: Story = {
  args: {
    xml: leaveDiagram({
      toDean:
        '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${days &gt; 3 || urgent == true}</bpmn:conditionExpression>',
      toEnd: '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${!approved}</bpmn:conditionExpression>',
    }),
  },
  play: async ({ canvasElement }) => {
    const { panel } = await settingsPanel(canvasElement);
    selectElement("Flow_toDean");
    await waitFor(() => expect(panel.getByText("连线：Flow_toDean")).toBeVisible());
    await expect(rowOf(panel, "条件 1").getByRole("spinbutton", { name: "值" })).toHaveValue(3);
    await expect(rowOf(panel, "条件 2").getByRole("combobox", { name: "关系" })).toHaveTextContent("或者");
    await expect(rowOf(panel, "条件 2").getByRole("combobox", { name: "值" })).toHaveTextContent("是");
    await expect(panel.queryByRole("status")).toBeNull();
    // Editing one row stores them all and rewrites the expression.
    await choose(rowOf(panel, "条件 2"), "值", "否");
    await expect(flowXml(await exportXml(), "Flow_toDean")).toContain("${days &gt; 3 || urgent == false}");
    await expect(settings().flows.Flow_toDean).toHaveLength(2);

    selectElement("Flow_toEnd");
    await waitFor(() =>
      expect(panel.getByRole("status")).toHaveTextContent(
        "该连线的条件表达式 ${!approved} 不是由条件构造器生成的，无法逐条显示；添加条件将替换它。",
      ),
    );
    await expect(panel.getByText("暂无条件")).toBeVisible();
  },
};

/** Flows out of an inclusive gateway get conditions too; a parallel gateway's do not. */
export const GatewayKinds: Story = {
  args: { xml: leaveDiagram({ gateway: "inclusiveGateway" }) },
  play: async ({ canvasElement }) => {
    const { panel } = await settingsPanel(canvasElement);
    selectElement("Flow_toEnd");
    await waitFor(() => expect(panel.getByText("连线：Flow_toEnd")).toBeVisible());
    const designer = settingsHandle.designer!;
    await designer.commands.importXml(leaveDiagram({ gateway: "parallelGateway" }));
    await waitFor(() => expect(designer.store.getSnapshot().ready).toBe(true));
    selectElement("Flow_toEnd");
    await waitFor(() => expect(panel.getByText(HINT)).toBeVisible());
  },
};

const withRules: ModelSettings = {
  tasks: {
    head: { rules: [{ id: "r1", type: 10, value: [2], operationType: "or", sort: 1 }], buttons: [] },
    dean: {
      rules: [],
      buttons: [
        { id: "approve", code: "approve", name: "通过", isHide: false, sort: 1 },
        { id: "reject", code: "reject", name: "不通过", isHide: false, sort: 2 },
        { id: "return", code: "return", name: "退回", isHide: false, next: "head", sort: 3 },
        { id: "transfer", code: "transfer", name: "转办", isHide: false, sort: 4 },
      ],
    },
  },
  flows: {},
};

/** An id changed in the property panel (and its undo) takes the task's settings and the returns to it along. */
export const FollowsIdChanges: Story = {
  args: { initialSettings: withRules },
  play: async ({ canvasElement }) => {
    const { panel } = await settingsPanel(canvasElement);
    selectElement("head");
    await waitFor(() => expect(panel.getByText("角色：教师")).toBeVisible());
    const properties = within(within(canvasElement).getByRole("region", { name: "属性面板" }));
    const id = properties.getByRole("textbox", { name: "ID" });
    await userEvent.clear(id);
    await typeText(id, "review");
    await userEvent.tab();
    await waitFor(() => expect(Object.keys(settings().tasks).sort()).toEqual(["dean", "review"]));
    await expect(settings().tasks.dean?.buttons[2]).toMatchObject({ code: "return", next: "review" });
    await expect(panel.getByText("角色：教师")).toBeVisible();

    commandStack().undo();
    await waitFor(() => expect(Object.keys(settings().tasks).sort()).toEqual(["dean", "head"]));
    await expect(settings().tasks.dean?.buttons[2]).toMatchObject({ next: "head" });
    await expect(businessObject("head").get("name")).toBe("组长审批");
  },
};

/** While the designer is locked (the simulation runs) every input is disabled; afterwards they work again. */
export const LockedWhileSimulating: Story = {
  args: { initialSettings: withRules },
  play: async ({ canvasElement }) => {
    const { panel } = await settingsPanel(canvasElement);
    selectElement("head");
    await waitFor(() => expect(panel.getByText("角色：教师")).toBeVisible());
    const designer = settingsHandle.designer!;
    designer.commands.setSimulating(true);
    await waitFor(() => expect(panel.getByRole("button", { name: "添加规则" })).toBeDisabled());
    await expect(rowOf(panel, "规则 1").getByRole("combobox", { name: "规则类型" })).toBeDisabled();
    selectElement("Flow_toDean");
    await waitFor(() => expect(panel.getByRole("button", { name: "添加条件" })).toBeDisabled());
    designer.commands.setSimulating(false);
    await waitFor(() => expect(panel.getByRole("button", { name: "添加条件" })).toBeEnabled());
  },
};

/** `disabled` turns every input off, whatever is selected. */
export const Disabled: Story = {
  args: { initialSettings: withRules, disabled: true },
  play: async ({ canvasElement }) => {
    const { panel } = await settingsPanel(canvasElement);
    selectElement("dean");
    await waitFor(() => expect(panel.getByText("用户任务：院长审批")).toBeVisible());
    await expect(panel.getByRole("button", { name: "添加规则" })).toBeDisabled();
    await userEvent.click(panel.getByRole("tab", { name: "操作按钮" }));
    await expect(rowOf(panel, "退回").getByRole("combobox", { name: "退回到" })).toBeDisabled();
    await expect(rowOf(panel, "退回").getByRole("combobox", { name: "退回到" })).toHaveTextContent("组长审批");
  },
};
