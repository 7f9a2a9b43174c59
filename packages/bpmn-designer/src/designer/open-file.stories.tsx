import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import {
  button,
  chooseFile,
  closed,
  confirmDialog,
  labelOf,
  toast,
  withToaster,
} from "../toolbar/stories/toolbar-stories";
import { leaveXml, noDiagramXml } from "../toolbar/stories/diagrams";
import { loadCorpusFile } from "../viewer/stories/corpus-files";
import { BpmnDesigner } from "./bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "./designer-probe.mocks";

/**
 * Opening another modeler's file into the designer of a saved model (打开文件): the model keeps its
 * key, a file with several processes asks which one the model runs, a file's diagrams can be
 * switched, a file without diagram is laid out on request, the import can be undone, and the
 * import's warnings read in the interface's language.
 */
const meta = {
  title: "BPMN/Designer/Open a file",
  component: BpmnDesigner,
  decorators: [withToaster],
  args: {
    engine: "flowable",
    xml: leaveXml(),
    processKey: "leave",
    height: 460,
    panel: <DesignerProbe />,
    onChange: fn(),
    onSave: fn(),
  },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const DEFINITIONS = `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:vendor="http://vendor.example/bpmn" id="Defs" targetNamespace="http://vendor.example">`;

const shape = (id: string, x: number, y: number, w = 100, h = 80, extra = "", diId = `${id}_di`) =>
  `<bpmndi:BPMNShape id="${diId}" bpmnElement="${id}"${extra}><dc:Bounds x="${x}" y="${y}" width="${w}" height="${h}" /></bpmndi:BPMNShape>`;
const edge = (id: string, points: [number, number][]) =>
  `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join("")}</bpmndi:BPMNEdge>`;

/**
 * Another tool's export: its own process id, a name with a CR LF line break, an exclusive gateway
 * without isMarkerVisible, a vendor attribute on a shape, and a second diagram showing a process
 * that no pool refers to (drawn by nobody on the first diagram's canvas).
 */
const otherToolXml = `<?xml version="1.0" encoding="UTF-8"?>
${DEFINITIONS}
  <bpmn:process id="Process_0x1" name="请假申请" isExecutable="true">
    <bpmn:startEvent id="Start" name="提交" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Approve" />
    <bpmn:userTask id="Approve" name="班主任&#13;&#10;审批" />
    <bpmn:sequenceFlow id="F2" sourceRef="Approve" targetRef="Decide" />
    <bpmn:exclusiveGateway id="Decide" />
    <bpmn:sequenceFlow id="F3" sourceRef="Decide" targetRef="End" />
    <bpmn:endEvent id="End" />
  </bpmn:process>
  <bpmn:process id="Archive" isExecutable="false">
    <bpmn:task id="File_away" name="归档" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Main" name="主流程">
    <bpmndi:BPMNPlane id="Main_plane" bpmnElement="Process_0x1">
      ${shape("Start", 100, 120, 36, 36, ' vendor:colour="blue"')}
      ${shape("Approve", 200, 98)}
      ${shape("Decide", 360, 113, 50, 50)}
      ${shape("End", 460, 120, 36, 36)}
      ${edge("F1", [
        [136, 138],
        [200, 138],
      ])}
      ${edge("F2", [
        [300, 138],
        [360, 138],
      ])}
      ${edge("F3", [
        [410, 138],
        [460, 138],
      ])}
      ${shape("File_away", 200, 300)}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
  <bpmndi:BPMNDiagram id="Second" name="归档视图">
    <bpmndi:BPMNPlane id="Second_plane" bpmnElement="Archive">
      ${shape("File_away", 100, 100, 100, 80, "", "File_away_archive_di")}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** A collaboration of two pools whose processes both have contents. */
const twoPoolsXml = `<?xml version="1.0" encoding="UTF-8"?>
${DEFINITIONS}
  <bpmn:collaboration id="Collab">
    <bpmn:participant id="Pool_school" name="学校" processRef="School" />
    <bpmn:participant id="Pool_family" name="家长" processRef="Family" />
  </bpmn:collaboration>
  <bpmn:process id="School" name="学校审批" isExecutable="true"><bpmn:task id="Check" name="核对" /></bpmn:process>
  <bpmn:process id="Family" name="家长确认" isExecutable="true"><bpmn:task id="Sign" name="签字" /></bpmn:process>
  <bpmndi:BPMNDiagram id="D">
    <bpmndi:BPMNPlane id="P" bpmnElement="Collab">
      ${shape("Pool_school", 50, 50, 600, 200, ' isHorizontal="true"')}
      ${shape("Check", 200, 100)}
      ${shape("Pool_family", 50, 300, 600, 200, ' isHorizontal="true"')}
      ${shape("Sign", 200, 350)}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** A message flow naming a message the file does not define. */
const danglingReferenceXml = twoPoolsXml.replace(
  '<bpmn:participant id="Pool_family"',
  '<bpmn:messageFlow id="Notice" name="通知" sourceRef="Check" targetRef="Sign" messageRef="Missing_message" />\n    <bpmn:participant id="Pool_family"',
);

const saveButton = (root: HTMLElement) => button(root, "保存模型");

/** The line(s) above the canvas saying what opening the file changed. */
const notices = async (root: HTMLElement) => {
  await waitFor(() => expect(root.querySelector('[data-slot="bpmn-designer-notices"]')).not.toBeNull());
  return root.querySelector<HTMLElement>('[data-slot="bpmn-designer-notices"]')!;
};

/** The file has two processes with contents: the dialog offers its only executable one, accepted. */
async function acceptOfferedProcess(processName: RegExp) {
  const dialog = await screen.findByRole("dialog", { name: "选择模型的流程" });
  await expect(within(dialog).getByRole("radio", { name: processName })).toBeChecked();
  await userEvent.click(within(dialog).getByRole("button", { name: "打开" }));
  await closed("dialog");
}

/**
 * A file from another modeler opened into a saved model (key `leave`): its process takes the key,
 * one line says so, and saving sends XML whose process and plane carry the key — with the file's
 * line break, no added gateway attribute, the vendor attribute and the undrawn shapes kept.
 */
export const OpenIntoSavedModelThenSave: Story = {
  play: async ({ args, canvasElement }) => {
    await readyDesigner();
    await chooseFile(canvasElement, new File([otherToolXml], "leave.bpmn"));
    await acceptOfferedProcess(/请假申请（Process_0x1）/);
    await toast("已打开 leave.bpmn");
    await expect(await notices(canvasElement)).toHaveTextContent(
      "文件的流程标识 Process_0x1 已改为本模型的流程标识 leave，引用它的地方随之更改",
    );
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const saved = (args.onSave as ReturnType<typeof fn>).mock.calls[0]![0] as string;
    await expect(saved).toContain('<bpmn:process id="leave" name="请假申请" isExecutable="true">');
    await expect(saved).toContain('bpmnElement="leave"');
    await expect(saved).not.toContain("Process_0x1");
    await expect(saved).toContain('name="班主任&#13;&#10;审批"');
    await expect(saved).not.toContain("isMarkerVisible");
    await expect(saved).toContain('vendor:colour="blue"');
    // The archive task's shape on the main plane (bpmn-js cannot draw it there) and the second diagram survive.
    await expect(saved.match(/bpmnElement="File_away"/g)?.length).toBe(2);
    await expect(saved).toContain('<bpmndi:BPMNDiagram id="Second" name="归档视图">');
  },
};

/** A file with two pools that both have contents: the person chooses which process is the model's. */
export const ChooseTheModelsProcess: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await chooseFile(canvasElement, new File([twoPoolsXml], "pools.bpmn"));
    const dialog = await screen.findByRole("dialog", { name: "选择模型的流程" });
    await expect(dialog).toHaveTextContent("请选择作为本模型（流程标识 leave）的流程；其他流程原样保留。");
    await userEvent.click(within(dialog).getByRole("radio", { name: /家长确认（Family）/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "打开" }));
    await closed("dialog");
    const xml = await designerHandle.current!.commands.exportXml();
    await expect(xml).toContain('<bpmn:participant id="Pool_family" name="家长" processRef="leave" />');
    await expect(xml).toContain('<bpmn:process id="School" name="学校审批" isExecutable="true">');
    await expect(await notices(canvasElement)).toHaveTextContent("文件的流程标识 Family 已改为");
  },
};

/** A file with several diagrams: the switcher names them, and each opens; the export keeps all of them. */
export const DiagramSwitcher: Story = {
  loaders: [async () => ({ multi: await loadCorpusFile("miwg-c4.0-multiple-diagrams.bpmn") })],
  args: { processKey: undefined },
  play: async ({ canvasElement, loaded }) => {
    const designer = await readyDesigner();
    await designer.commands.openXml(loaded.multi as string);
    const switcher = await within(canvasElement).findByRole("combobox", { name: "流程图" });
    const options = within(switcher).getAllByRole("option");
    await expect(options.length).toBe(4);
    const first = designer.store.getSnapshot().diagramId;
    await userEvent.selectOptions(switcher, options[2]!);
    await waitFor(() => expect(designer.store.getSnapshot().diagramId).toBe(options[2]!.getAttribute("value")));
    await expect(designer.store.getSnapshot().diagramId).not.toBe(first);
    // Still the opened file, unsaved; every diagram is exported with all its shapes.
    await expect(designer.store.getSnapshot().dirty).toBe(true);
    const exported = await designer.commands.exportXml();
    const count = (xml: string) => (xml.match(/<(\w+:)?BPMNShape /g) ?? []).length;
    await expect(count(exported)).toBe(count(loaded.multi as string));
  },
};

/**
 * The drill-downs an import made are in the switcher too: Yaoqiang's file has three diagrams (the
 * collaboration and two called processes) and a collapsed sub-process drawn on the first, which bpmn-js
 * gives a diagram of its own on import. Each entry opens, the drill-down by its sub-process's name, and
 * the switcher follows bpmn-js's own way back (the breadcrumbs); the export is the file's diagrams only.
 */
export const DiagramSwitcherWithDrillDowns: Story = {
  loaders: [async () => ({ file: await loadCorpusFile("yaoqiang-b1.0-called-processes-three-diagrams.bpmn") })],
  args: { processKey: undefined },
  play: async ({ canvasElement, loaded }) => {
    const designer = await readyDesigner();
    const file = loaded.file as string;
    await designer.commands.openXml(file);
    const switcher = await within(canvasElement).findByRole("combobox", { name: "流程图" });
    const names = within(switcher)
      .getAllByRole("option")
      .map((option) => option.textContent);
    await expect(names).toEqual([
      "B.1.0",
      "Call Activity Collapsed",
      "Call Activity - Expanded",
      "子流程：Collapsed Sub-Process",
    ]);
    const snapshot = () => designer.store.getSnapshot();
    for (const name of [...names.slice(1), names[0]!]) {
      const option = within(switcher).getByRole("option", { name: name! }) as HTMLOptionElement;
      await userEvent.selectOptions(switcher, option);
      await waitFor(() => expect(snapshot().diagramId).toBe(option.value));
      await expect(snapshot().importError).toBeNull();
      await expect(switcher).toHaveValue(option.value);
    }
    // The drill-down shows the sub-process's own plane (bpmn-js's, the one its drill-down arrow opens).
    await userEvent.selectOptions(switcher, "子流程：Collapsed Sub-Process");
    await waitFor(() => expect(snapshot().rootId).toBe("_40_plane"));
    // bpmn-js's breadcrumbs lead back to the pool's process, on the collaboration; the switcher follows.
    const crumbs = canvasElement.querySelector<HTMLElement>(".bjs-breadcrumbs")!;
    await userEvent.click(within(crumbs).getByRole("link", { name: "PROCESS_2" }));
    await waitFor(() => expect(snapshot().diagramId).toBe("Yaoqiang_Diagram-_1"));
    await expect(switcher).toHaveValue("Yaoqiang_Diagram-_1");
    // Still the opened file, unsaved; the export has the file's three diagrams and every shape.
    await expect(snapshot().dirty).toBe(true);
    const exported = await designer.commands.exportXml();
    const count = (xml: string, pattern: RegExp) => (xml.match(pattern) ?? []).length;
    await expect(count(exported, /<(\w+:)?BPMNDiagram /g)).toBe(3);
    await expect(count(exported, /<(\w+:)?BPMNShape /g)).toBe(count(file, /<(\w+:)?BPMNShape /g));
  },
};

/** A file without diagram interchange: one click lays it out, and a line says it was laid out. */
export const FileWithoutDiagramLaidOut: Story = {
  args: { processKey: undefined },
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await chooseFile(canvasElement, new File([noDiagramXml], "nodi.bpmn"));
    const offer = await confirmDialog("是否自动布局后打开？");
    await userEvent.click(within(offer).getByRole("button", { name: "自动布局" }));
    await toast("已打开 nodi.bpmn");
    await waitFor(() => expect(canvasElement.querySelector('[data-element-id="S"]')).not.toBeNull());
    await expect(await notices(canvasElement)).toHaveTextContent("文件没有图形信息，已自动布局");
    await expect(await notices(canvasElement)).toHaveTextContent("流程标识取自文件：nodi");
  },
};

/** 撤销导入 puts back the diagram from before the file, with its unsaved state. */
export const UndoImport: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await chooseFile(canvasElement, new File([otherToolXml], "leave.bpmn"));
    await acceptOfferedProcess(/请假申请（Process_0x1）/);
    await waitFor(() => expect(labelOf(canvasElement, "Approve")).toContain("审批"));
    await userEvent.click(within(canvasElement).getByRole("button", { name: "撤销导入" }));
    await waitFor(() => expect(labelOf(canvasElement, "TaskA")).toBe("组长审批"));
    await expect(labelOf(canvasElement, "Approve")).toBeUndefined();
    await expect(await notices(canvasElement)).toHaveTextContent("已恢复导入前的流程图");
    await expect(within(canvasElement).queryByRole("button", { name: "撤销导入" })).toBeNull();
    await expect(designerHandle.current!.store.getSnapshot().dirty).toBe(false);
  },
};

/** An import warning names the element (type, name, id) and what became of it, in Chinese. */
export const TranslatedWarnings: Story = {
  args: { processKey: undefined },
  play: async ({ canvasElement }) => {
    const designer = await readyDesigner();
    await designer.commands.openXml(danglingReferenceXml);
    const region = await within(canvasElement).findByRole("region", { name: "导入流程图时发现以下问题：" });
    await expect(region).toHaveTextContent(
      "消息流「通知」（Notice）的 messageRef 指向不存在的元素 Missing_message：该引用已去掉，元素本身保留",
    );
    await expect(region).not.toHaveTextContent("unresolved reference");
  },
};

/** On an English page the same warning reads in English. */
export const TranslatedWarningsInEnglish: Story = {
  globals: { locale: "en" },
  args: { processKey: undefined },
  play: async ({ canvasElement }) => {
    const designer = await readyDesigner();
    await designer.commands.openXml(danglingReferenceXml);
    const region = await within(canvasElement).findByRole("region", {
      name: "Importing the diagram found these problems:",
    });
    await expect(region).toHaveTextContent(
      "Message flow “通知” (Notice): its messageRef points at Missing_message, which does not exist; the reference was dropped, the element kept",
    );
  },
};

/** In the dark colour mode the toolbar, the notices and the canvas follow the theme (no white block). */
export const DarkMode: Story = {
  globals: { colorMode: "dark" },
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="bpmn-designer"]')!;
    await expect(root).not.toHaveAttribute("data-theme", "light");
    await expect(getComputedStyle(root).backgroundColor).not.toBe("rgb(255, 255, 255)");
    const drawing = canvasElement.querySelector<HTMLElement>('[data-slot="bpmn-designer-canvas"] .djs-container')!;
    await expect(getComputedStyle(drawing).filter).toContain("invert");
  },
};
