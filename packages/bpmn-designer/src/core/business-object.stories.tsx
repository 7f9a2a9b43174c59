import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import "../styles.css";

import { BpmnDesigner } from "../designer/bpmn-designer";
import { approvalXml } from "../designer/bpmn-designer.mocks";
import { designerHandle, DesignerProbe } from "../designer/designer-probe.mocks";
import {
  addExtensionElement,
  createModdle,
  getElement,
  getExtensionElements,
  removeExtensionElement,
  runAsOneStep,
  updateModdle,
  updateProperties,
  updatePropertiesStep,
} from "./business-object";
import { createModeler } from "./create-modeler";
import { descriptors } from "./descriptors";

async function readyModeler() {
  await waitFor(() => expect(designerHandle.current?.store.getSnapshot().ready).toBe(true), { timeout: 8000 });
  return designerHandle.current!.modeler!;
}

type CommandStack = { undo(): void; canUndo(): boolean };

const meta = {
  title: "BPMN/Core helpers",
  component: BpmnDesigner,
  args: { engine: "camunda", xml: approvalXml, height: 360, panel: <DesignerProbe /> },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Adding and removing an extension element are one command each: one undo reverts each. */
export const ExtensionElementsOneStep: Story = {
  play: async () => {
    const modeler = await readyModeler();
    const stack = modeler.get<CommandStack>("commandStack");
    const task = getElement(modeler, "Task_1")!;
    const listener = createModdle(modeler, "camunda:ExecutionListener", { event: "start", class: "org.example.Start" });

    addExtensionElement(modeler, task, listener);
    await expect(getExtensionElements(task.businessObject, "camunda:ExecutionListener")).toEqual([listener]);
    await expect(await designerHandle.current!.commands.exportXml()).toContain(
      '<camunda:executionListener class="org.example.Start" event="start" />',
    );
    stack.undo();
    await expect(task.businessObject.get("extensionElements")).toBeUndefined();
    await expect(stack.canUndo()).toBe(false);

    addExtensionElement(modeler, task, listener);
    const second = createModdle(modeler, "camunda:ExecutionListener", { event: "end", expression: "${done}" });
    addExtensionElement(modeler, task, second);
    updateModdle(modeler, task, second, { expression: "${finished}" });
    await expect(second.get("expression")).toBe("${finished}");
    removeExtensionElement(modeler, task, listener);
    await expect(getExtensionElements(task.businessObject)).toEqual([second]);
    stack.undo();
    await expect(getExtensionElements(task.businessObject)).toEqual([listener, second]);
    stack.undo();
    await expect(second.get("expression")).toBe("${done}");
  },
};

/** Several updates run as one step: one undo reverts them together. */
export const SeveralUpdatesOneStep: Story = {
  play: async () => {
    const modeler = await readyModeler();
    const stack = modeler.get<CommandStack>("commandStack");
    const task = getElement(modeler, "Task_1")!;
    updateProperties(modeler, task, { name: "复核" });
    runAsOneStep(modeler, [
      updatePropertiesStep(task, { "camunda:asyncBefore": false, "camunda:asyncAfter": false }),
      updatePropertiesStep(task, { "camunda:exclusive": false }),
    ]);
    await expect(task.businessObject.get("camunda:exclusive")).toBe(false);
    stack.undo();
    await expect(task.businessObject.get("camunda:exclusive")).toBe(true);
    await expect(task.businessObject.name).toBe("复核");
  },
};

/** A modeler takes one engine's extension: another engine's descriptor is refused. */
export const OneEnginePerModeler: Story = {
  play: async ({ canvasElement }) => {
    await readyModeler();
    const container = document.createElement("div");
    canvasElement.append(container);
    await expect(() =>
      createModeler({ container, engine: "flowable", moddleExtensions: { camunda: descriptors.camunda } }),
    ).toThrow(/camunda engine's/);
    container.remove();
  },
};
