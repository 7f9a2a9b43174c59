import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { BpmnDesigner } from "../designer/bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "../designer/designer-probe.mocks";
import { FileActions } from "./file-actions";
import { expenseXml, latin1Xml, leaveXml, noDiagramXml } from "./stories/diagrams";
import {
  button,
  catchDownloads,
  chooseFile,
  closed,
  confirmDialog,
  labelOf,
  latin1File,
  toast,
  withToaster,
} from "./stories/toolbar-stories";

/** File actions of the toolbar: open a local file, download, preview (shown inside the designer they act on). */
const meta = {
  title: "BPMN/Toolbar/File",
  component: FileActions,
  decorators: [withToaster],
  render: (args) => <BpmnDesigner {...args} />,
  args: { engine: "flowable", xml: leaveXml(), height: 460, panel: <DesignerProbe />, onChange: fn() },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid .bpmn file replaces the diagram; it is unsaved (marker, onChange) and its name is announced. */
export const OpenValidFile: Story = {
  play: async ({ args, canvasElement }) => {
    await readyDesigner();
    const canvas = within(canvasElement);
    await expect(button(canvasElement, "打开文件")).toBeEnabled();
    await chooseFile(canvasElement, new File([expenseXml], "报销流程.bpmn", { type: "application/xml" }));
    await toast("已打开 报销流程.bpmn");
    await waitFor(() => expect(labelOf(canvasElement, "ExpenseTask")).toBe("财务审核"));
    await expect(labelOf(canvasElement, "TaskA")).toBeUndefined();
    await expect(canvas.getByText("未保存")).toBeVisible();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(expect.stringContaining('id="expense"')));
    // The opened diagram starts a new history.
    await expect(button(canvasElement, "撤销")).toBeDisabled();
  },
};

/** A file that is not BPMN: the reason is shown and the current diagram stays as it was. */
export const OpenNonBpmnFile: Story = {
  play: async ({ args, canvasElement }) => {
    await readyDesigner();
    await chooseFile(canvasElement, new File(["<html><body>不是流程</body></html>"], "page.xml"));
    await toast("所选文件不是 BPMN 2.0 流程文件");
    await expect(labelOf(canvasElement, "TaskA")).toBe("组长审批");
    await expect(designerHandle.current!.store.getSnapshot()).toMatchObject({ ready: true, importError: null });
    // BPMN without diagram information cannot be drawn as it is: the offer to lay it out, declined,
    // leaves the current diagram.
    await chooseFile(canvasElement, new File([noDiagramXml], "nodi.bpmn"));
    const offer = await confirmDialog("文件中没有流程图的图形信息（BPMNDiagram），无法直接显示。是否自动布局后打开？");
    await userEvent.click(within(offer).getByRole("button", { name: "取消" }));
    await closed("alertdialog");
    await expect(labelOf(canvasElement, "TaskA")).toBe("组长审批");
    // Broken XML inside a BPMN root: refused too.
    await chooseFile(canvasElement, new File([expenseXml.replace("</bpmn:process>", "")], "broken.bpmn"));
    await toast(/^文件无法解析：/);
    await expect(labelOf(canvasElement, "TaskA")).toBe("组长审批");
    await expect(within(canvasElement).queryByText("未保存")).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * A file declared ISO-8859-1 reads with that encoding: its umlauts and accents show as written, and
 * no import warning shows (the decoded text declares UTF-8, so the parser has nothing to say).
 */
export const OpenIso88591File: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await chooseFile(canvasElement, latin1File(latin1Xml, "bestellung.bpmn"));
    await toast("已打开 bestellung.bpmn");
    await waitFor(() => expect(labelOf(canvasElement, "Pruefen")).toBe("Größe & Menü prüfen (Café)"));
    await expect(labelOf(canvasElement, "Eingang_label")).toBe("Bestellung eingegangen");
    await expect(designerHandle.current!.store.getSnapshot().importWarnings).toEqual([]);
    await expect(within(canvasElement).queryByRole("region", { name: "导入流程图时发现以下问题：" })).toBeNull();
    // Saved back as UTF-8, with the same names.
    const xml = await designerHandle.current!.commands.exportXml();
    await expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    await expect(xml).toContain('name="Bestellung prüfen"');
  },
};

/** Opening a file over unsaved edits asks first; cancel keeps the edited diagram. */
export const OpenOverUnsavedEdits: Story = {
  play: async ({ canvasElement }) => {
    const { modeler } = await readyDesigner();
    const registry = modeler.get<{ get(id: string): unknown }>("elementRegistry");
    modeler
      .get<{ updateProperties(element: unknown, props: object): void }>("modeling")
      .updateProperties(registry.get("TaskA"), { name: "已修改" });
    await chooseFile(canvasElement, new File([expenseXml], "报销流程.bpmn"));
    const dialog = await confirmDialog("当前流程图有未保存的修改，打开文件将替换它，是否继续？");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await closed("alertdialog");
    await expect(labelOf(canvasElement, "TaskA")).toBe("已修改");

    await chooseFile(canvasElement, new File([expenseXml], "报销流程.bpmn"));
    await userEvent.click(within(await confirmDialog("打开文件将替换它")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(labelOf(canvasElement, "ExpenseTask")).toBe("财务审核"));
  },
};

/** XML, SVG and BPMN downloads are named after the process and hold what they say. */
export const Downloads: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const downloads = catchDownloads();
    try {
      for (const item of ["下载为XML文件", "下载为SVG文件", "下载为BPMN文件"]) {
        await userEvent.click(button(canvasElement, "下载文件"));
        await userEvent.click(await screen.findByRole("menuitem", { name: item }));
        await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
      }
      await waitFor(async () => expect((await downloads.files()).length).toBe(3));
      const [xml, svg, bpmn] = await downloads.files();
      await expect(xml!.name).toBe("请假流程.xml");
      await expect(xml!.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<bpmn:definitions /);
      await expect(xml!.text).toContain('flowable:assignee="${leader}"');
      await expect(svg!.name).toBe("请假流程.svg");
      await expect(svg!.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/i);
      await expect(svg!.text).toContain("<svg");
      await expect(svg!.text).toContain("经理审批");
      await expect(bpmn!.name).toBe("请假流程.bpmn");
      await expect(bpmn!.text).toBe(xml!.text);
    } finally {
      downloads.restore();
    }
  },
};

/** Without a process name the file is named after the process id. */
export const DownloadNamedAfterId: Story = {
  args: { xml: leaveXml().replace('name="请假流程" ', "") },
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const downloads = catchDownloads();
    try {
      await userEvent.click(button(canvasElement, "下载文件"));
      await userEvent.click(await screen.findByRole("menuitem", { name: "下载为BPMN文件" }));
      await waitFor(async () => expect((await downloads.files()).map((file) => file.name)).toEqual(["leave.bpmn"]));
    } finally {
      downloads.restore();
    }
  },
};

/** Preview XML: a read-only, monospace text 80 % of the window wide, with a copy button. */
export const PreviewXml: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await userEvent.click(button(canvasElement, "预览"));
    await userEvent.click(await screen.findByRole("menuitem", { name: "预览XML" }));
    const dialog = await screen.findByRole("dialog", { name: "XML 预览" });
    const text = within(dialog).getByRole("textbox", { name: "XML 内容（只读）" }) as HTMLTextAreaElement;
    await expect(text).toHaveAttribute("readonly");
    await expect(text.value).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    await expect(text.value).toContain('<bpmn:userTask id="TaskB" name="经理审批"');
    await expect(getComputedStyle(text).fontFamily).toMatch(/mono/i);
    await expect(Math.round((dialog.getBoundingClientRect().width / window.innerWidth) * 100)).toBe(80);
    await userEvent.click(within(dialog).getByRole("button", { name: "复制" }));
    await toast("复制成功");
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await closed("dialog");
  },
};

/** Preview JSON: the moddle tree, references written as ids (no cycle), engine attributes prefixed. */
export const PreviewJson: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await userEvent.click(button(canvasElement, "预览"));
    await userEvent.click(await screen.findByRole("menuitem", { name: "预览JSON" }));
    const dialog = await screen.findByRole("dialog", { name: "JSON 预览" });
    const text = within(dialog).getByRole("textbox", { name: "JSON 内容（只读）" }) as HTMLTextAreaElement;
    const json = JSON.parse(text.value) as {
      $type: string;
      rootElements: { id: string; flowElements: Record<string, unknown>[] }[];
    };
    await expect(json.$type).toBe("bpmn:Definitions");
    const process = json.rootElements[0]!;
    await expect(process.id).toBe("leave");
    await expect(process.flowElements).toContainEqual({
      $type: "bpmn:SequenceFlow",
      id: "Flow_1",
      sourceRef: "Start",
      targetRef: "TaskA",
    });
    await expect(process.flowElements).toContainEqual(
      expect.objectContaining({ id: "TaskA", "flowable:assignee": "${leader}" }),
    );
    await userEvent.keyboard("{Escape}");
    await closed("dialog");
  },
};
