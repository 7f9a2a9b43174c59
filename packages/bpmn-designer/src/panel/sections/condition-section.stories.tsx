import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import "../../styles.css";

import type { ModdleElement } from "../../core/types";
import { storyDiagram } from "../stories/diagram";
import { PanelStory, panelHandle } from "../stories/panel-harness";
import {
  bo,
  choose,
  commit,
  expectOneUndoStep,
  exportXml,
  openSection,
  panelOf,
  sectionNames,
  select,
} from "../stories/play-helpers";

const meta = {
  title: "BPMN/Panel/Flow condition",
  component: PanelStory,
  args: { engine: "camunda", xml: storyDiagram("camunda") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flow leaving a start event has no condition section. */
export const HiddenForStartEventFlows: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("Flow_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("Flow_1"));
    await expect(sectionNames(panel)).not.toContain("流转条件");
    await expect(panel.queryByRole("combobox", { name: "流转类型" })).toBeNull();
  },
};

/** Default makes the flow its source's default flow (one undo step); normal takes that back. */
export const DefaultFlow: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("Flow_4");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("Flow_4"));
    await openSection(panel, "流转条件");
    await expect(panel.getByRole("combobox", { name: "流转类型" })).toHaveTextContent("普通流转路径");
    await choose(panel, "流转类型", "默认流转路径");
    await expect(bo("Gateway_1").get("default")).toBe(bo("Flow_4"));
    await expect(await exportXml()).toContain('<bpmn:exclusiveGateway id="Gateway_1" default="Flow_4">');
    await expectOneUndoStep(() => expect(bo("Gateway_1").get("default")).toBeUndefined());

    await choose(panel, "流转类型", "默认流转路径");
    await choose(panel, "流转类型", "普通流转路径");
    await expect(bo("Gateway_1").get("default")).toBeUndefined();
  },
};

/** Condition creates a FormalExpression; its expression is one more step; default and condition exclude each other. */
export const ConditionExpression: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("Flow_3");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("Flow_3"));
    await openSection(panel, "流转条件");
    await choose(panel, "流转类型", "条件流转路径");
    const condition = bo("Flow_3").get("conditionExpression") as ModdleElement;
    await expect(condition.$type).toBe("bpmn:FormalExpression");
    await expect(panel.getByRole("combobox", { name: "条件格式" })).toHaveTextContent("表达式");
    await commit(panel.getByRole("textbox", { name: "表达式" }), "${days > 3}");
    await expect(await exportXml()).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${days &gt; 3}</bpmn:conditionExpression>',
    );
    await panelHandle.current!.commands.undo();
    await waitFor(() => expect(panel.getByRole("textbox", { name: "表达式" })).toHaveValue(""));

    // Making it the default flow drops the condition, in one step.
    await choose(panel, "流转类型", "默认流转路径");
    await expect(bo("Flow_3").get("conditionExpression")).toBeUndefined();
    await expect(bo("Gateway_1").get("default")).toBe(bo("Flow_3"));
    panelHandle.current!.commands.undo();
    await waitFor(() => expect(panel.getByRole("combobox", { name: "流转类型" })).toHaveTextContent("条件流转路径"));
    await expect(bo("Gateway_1").get("default")).toBeUndefined();
  },
};

/** A script condition: language, inline body, or (camunda) an external resource; each field one command. */
export const ConditionScript: Story = {
  args: {
    xml: storyDiagram("camunda", {
      elements: {
        Flow_5: {
          body: '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${ok}</bpmn:conditionExpression>',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("Flow_5");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("Flow_5"));
    await openSection(panel, "流转条件");
    await expect(panel.getByRole("combobox", { name: "流转类型" })).toHaveTextContent("条件流转路径");
    await expect(panel.getByRole("textbox", { name: "表达式" })).toHaveValue("${ok}");
    await choose(panel, "条件格式", "脚本");
    await commit(panel.getByRole("textbox", { name: "脚本语言" }), "groovy");
    await expect(panel.getByRole("combobox", { name: "脚本类型" })).toHaveTextContent("内联脚本");
    await commit(panel.getByRole("textbox", { name: "脚本" }), "return ok");
    let xml = await exportXml();
    await expect(xml).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">return ok</bpmn:conditionExpression>',
    );
    await choose(panel, "脚本类型", "外部脚本");
    await commit(panel.getByRole("textbox", { name: "资源地址" }), "classpath://ok.groovy");
    xml = await exportXml();
    await expect(xml).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy" camunda:resource="classpath://ok.groovy" />',
    );
    panelHandle.current!.commands.undo();
    await waitFor(() => expect(panel.getByRole("combobox", { name: "脚本类型" })).toHaveTextContent("内联脚本"));
    await expect(panel.getByRole("textbox", { name: "脚本" })).toHaveValue("return ok");

    // Back to an expression clears the language in one step.
    await choose(panel, "条件格式", "表达式");
    await expect((bo("Flow_5").get("conditionExpression") as ModdleElement).get("language")).toBeUndefined();
  },
};

/** flowable has no external condition scripts: only inline is offered, with a note. */
export const FlowableInlineScriptOnly: Story = {
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("Flow_3");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("Flow_3"));
    await openSection(panel, "流转条件");
    await choose(panel, "流转类型", "条件流转路径");
    await choose(panel, "条件格式", "脚本");
    await expect(panel.getByText("Flowable 不支持外部资源脚本")).toBeVisible();
    await commit(panel.getByRole("textbox", { name: "脚本语言" }), "juel");
    await commit(panel.getByRole("textbox", { name: "脚本" }), "${ok}");
    await expect(await exportXml()).toContain(
      '<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="juel">${ok}</bpmn:conditionExpression>',
    );
  },
};
