import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { hasProperty, getElement } from "../core/business-object";
import { engineIds, engines, type Engine } from "../core/engines";
import { newProcessXml } from "../core/new-process";
import type { DiagramElement } from "../core/types";
import { approvalXml, unknownElementXml } from "./bpmn-designer.mocks";
import { BpmnDesigner, DesignerLoading } from "./bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "./designer-probe.mocks";

type Modeling = { updateProperties(element: DiagramElement, props: Record<string, unknown>): void };

const meta = {
  title: "BPMN/Designer",
  component: BpmnDesigner,
  args: { engine: "flowable", height: 420, panel: <DesignerProbe />, onChange: fn() },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const newProcessArgs = (engine: Engine) => ({
  engine,
  xml: newProcessXml({ id: `leave_${engine}`, name: "请假流程", engine }),
});

/** A new process imports with no warning, in Chinese, and writes the engine's attributes under its prefix. */
const playNewProcess =
  (engine: Engine): Story["play"] =>
  async ({ args, canvasElement }) => {
    const { prefix, uri } = engines[engine];
    await expect(args.xml).toContain(`xmlns:${prefix}="${uri}"`);
    const designer = await readyDesigner();
    const canvas = within(canvasElement);
    await expect(designer.store.getSnapshot().importWarnings).toEqual([]);
    await expect(canvasElement.querySelector('[data-slot="bpmn-designer-problems"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-element-id="StartEvent_1"]')).not.toBeNull();
    // The palette speaks Chinese.
    await expect(canvas.getByRole("button", { name: "创建开始事件" })).toHaveAttribute("title", "创建开始事件");
    await expect(canvas.getByRole("button", { name: "创建任务" })).toBeInTheDocument();
    // The panel is on the process while nothing is selected.
    await expect(canvas.getByTestId("primary")).toHaveTextContent(`leave_${engine}`);
    // An engine attribute is written with the engine's prefix, under its namespace (bpmn-js writes a
    // namespace declaration only once something uses it).
    const process = getElement(designer.modeler, `leave_${engine}`)!;
    designer.modeler
      .get<Modeling>("modeling")
      .updateProperties(process, { [`${prefix}:candidateStarterGroups`]: "teachers" });
    const xml = await designer.commands.exportXml();
    await expect(xml).toContain(`xmlns:${prefix}="${uri}"`);
    await expect(xml).toContain(
      `<bpmn:process id="leave_${engine}" name="请假流程" isExecutable="true" ${prefix}:candidateStarterGroups="teachers">`,
    );
    await expect(xml).not.toMatch(/ns\d+:/);
    for (const other of engineIds.filter((id) => id !== engine)) await expect(xml).not.toContain(engines[other].uri);
  };

export const NewActivitiProcess: Story = { args: newProcessArgs("activiti"), play: playNewProcess("activiti") };
export const NewCamundaProcess: Story = { args: newProcessArgs("camunda"), play: playNewProcess("camunda") };
export const NewFlowableProcess: Story = { args: newProcessArgs("flowable"), play: playNewProcess("flowable") };

/** The canvas takes keyboard shortcuts while it has focus: Ctrl+Z undoes the last edit. */
export const KeyboardOnCanvas: Story = {
  args: { engine: "camunda", xml: approvalXml },
  play: async ({ canvasElement }) => {
    const { modeler } = await readyDesigner();
    const canvas = within(canvasElement);
    const area = canvas.getByRole("application", { name: "流程设计画布" });
    modeler.get<Modeling>("modeling").updateProperties(getElement(modeler, "Task_1")!, { name: "总监审批" });
    await waitFor(() => expect(canvas.getByTestId("can-undo")).toHaveTextContent("true"));
    await expect(canvasElement.querySelector('[data-element-id="Task_1"]')?.textContent).toBe("总监审批");
    area.focus();
    await expect(area).toHaveFocus();
    await userEvent.keyboard("{Control>}z{/Control}");
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-element-id="Task_1"]')?.textContent).toBe("部门审批"),
    );
    await expect(canvas.getByTestId("can-undo")).toHaveTextContent("false");
  },
};

/** A diagram with an element bpmn-js does not know: the import's warning is shown, not swallowed. */
export const ImportWarnings: Story = {
  args: { xml: unknownElementXml },
  play: async ({ canvasElement }) => {
    const designer = await readyDesigner();
    const region = within(canvasElement).getByRole("region", { name: "导入流程图时发现以下问题：" });
    const items = within(region).getAllByRole("listitem");
    await expect(items.length).toBe(designer.store.getSnapshot().importWarnings.length);
    await expect(items[0]).toHaveTextContent("bpmn:fooTask");
  },
};

/** XML that is not a diagram: the import error is shown. */
export const ImportError: Story = {
  args: { xml: "<html><body>不是流程图</body></html>" },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent("流程图导入失败：");
  },
};

/** Ten quick edits make one `onChange` with the last state, not ten serialisations. */
export const DebouncedOnChange: Story = {
  args: { engine: "camunda", xml: approvalXml, changeDelay: 300 },
  play: async ({ args, canvasElement }) => {
    const { modeler } = await readyDesigner();
    const modeling = modeler.get<Modeling>("modeling");
    const task = getElement(modeler, "Task_1")!;
    for (let i = 1; i <= 10; i++) modeling.updateProperties(task, { name: `审批${i}` });
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringContaining('name="审批10"'));
    await expect(within(canvasElement).getByTestId("dirty")).toHaveTextContent("true");
  },
};

function ControlledDesigner() {
  const [xml, setXml] = React.useState(approvalXml);
  const [emitted, setEmitted] = React.useState(0);
  return (
    <div>
      <button
        type="button"
        onClick={() => setXml(newProcessXml({ id: "outside", name: "外部流程", engine: "camunda" }))}
      >
        载入外部流程
      </button>
      <p>
        onChange 次数：<output data-testid="emitted">{emitted}</output>
      </p>
      <BpmnDesigner
        engine="camunda"
        xml={xml}
        changeDelay={100}
        height={400}
        panel={<DesignerProbe />}
        onChange={(next) => {
          setXml(next);
          setEmitted((n) => n + 1);
        }}
      />
    </div>
  );
}

/** The designer's own `onChange` fed back as `xml` is not re-imported (undo and selection survive); outside XML is. */
export const ControlledXml: Story = {
  render: () => <ControlledDesigner />,
  play: async ({ canvasElement }) => {
    const { modeler } = await readyDesigner();
    const canvas = within(canvasElement);
    const task = getElement(modeler, "Task_1")!;
    modeler.get<{ select(element: DiagramElement): void }>("selection").select(task);
    modeler.get<Modeling>("modeling").updateProperties(task, { name: "复核" });
    await waitFor(() => expect(canvas.getByTestId("emitted")).toHaveTextContent("1"));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.getByTestId("can-undo")).toHaveTextContent("true");
    await expect(canvas.getByTestId("primary")).toHaveTextContent("Task_1");
    await expect(designerHandle.current!.store.getSnapshot().selectedIds).toEqual(["Task_1"]);
    // Undo still reaches the edit made before the emission.
    designerHandle.current!.commands.undo();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-element-id="Task_1"]')?.textContent).toBe("部门审批"),
    );

    await userEvent.click(canvas.getByRole("button", { name: "载入外部流程" }));
    await waitFor(() => expect(canvas.getByTestId("primary")).toHaveTextContent("outside"));
    await expect(canvas.getByTestId("can-undo")).toHaveTextContent("false");
    await expect(canvasElement.querySelector('[data-element-id="Task_1"]')).toBeNull();
  },
};

function EngineSwitcher() {
  const [engine, setEngine] = React.useState<Engine>("camunda");
  return (
    <div>
      <label>
        流程引擎{" "}
        <select value={engine} onChange={(event) => setEngine(event.target.value as Engine)}>
          {engineIds.map((id) => (
            <option key={id} value={id}>
              {engines[id].prefix}
            </option>
          ))}
        </select>
      </label>
      <BpmnDesigner engine={engine} xml={approvalXml} height={400} panel={<DesignerProbe />} />
    </div>
  );
}

/** Changing the engine rebuilds the modeler for the new engine and keeps the diagram, edits included. */
export const EngineSwitch: Story = {
  render: () => <EngineSwitcher />,
  play: async ({ canvasElement }) => {
    const first = await readyDesigner();
    const canvas = within(canvasElement);
    first.modeler
      .get<Modeling>("modeling")
      .updateProperties(getElement(first.modeler, "Task_1")!, { name: "保留的修改" });
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "流程引擎" }), "flowable");
    await waitFor(() => expect(canvas.getByTestId("engine")).toHaveTextContent("flowable"));
    const second = await readyDesigner();
    await expect(second.modeler).not.toBe(first.modeler);
    await expect(canvasElement.querySelectorAll(".djs-container").length).toBe(1);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-element-id="Task_1"]')?.textContent).toBe("保留的修改"),
    );
    const task = getElement(second.modeler, "Task_1")!;
    await expect(hasProperty(second.modeler, task.businessObject, "flowable:assignee")).toBe(true);
    await expect(hasProperty(second.modeler, task.businessObject, "camunda:assignee")).toBe(false);
  },
};

function StrictDesigner() {
  const [shown, setShown] = React.useState(true);
  return (
    <React.StrictMode>
      <button type="button" onClick={() => setShown((s) => !s)}>
        {shown ? "卸载设计器" : "显示设计器"}
      </button>
      {shown ? <BpmnDesigner engine="activiti" height={400} panel={<DesignerProbe />} /> : null}
    </React.StrictMode>
  );
}

/** Under StrictMode (effects run twice) there is one live canvas; unmounting removes it. */
export const StrictModeSingleCanvas: Story = {
  render: () => <StrictDesigner />,
  play: async ({ canvasElement }) => {
    const { modeler } = await readyDesigner();
    await expect(canvasElement.querySelectorAll(".djs-container").length).toBe(1);
    await expect(within(canvasElement).getAllByRole("application").length).toBe(1);
    // Without xml the designer starts a new process for its engine.
    await expect(await designerHandle.current!.commands.exportXml()).toContain(
      '<bpmn:process id="Process_1" name="新流程"',
    );
    await userEvent.click(within(canvasElement).getByRole("button", { name: "卸载设计器" }));
    await waitFor(() => expect(canvasElement.querySelectorAll(".djs-container").length).toBe(0));
    // The designer destroyed its modeler: bpmn-js empties a destroyed modeler's event bus.
    await expect(modeler.get<{ _listeners: object }>("eventBus")._listeners).toEqual({});
  },
};

/** What shows while bpmn-js loads. */
export const Loading: StoryObj<typeof DesignerLoading> = {
  render: () => <DesignerLoading height={200} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("流程设计器加载中…");
  },
};
