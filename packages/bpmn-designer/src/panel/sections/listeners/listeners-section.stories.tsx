import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../../../styles.css";

import { getExtensionElements } from "../../../core/business-object";
import { storyDiagram } from "../../stories/diagram";
import { PanelStory, panelHandle } from "../../stories/panel-harness";
import {
  bo,
  choose,
  expectOneUndoStep,
  exportXml,
  openSection,
  panelOf,
  select,
  typeText,
} from "../../stories/play-helpers";

const meta = {
  title: "BPMN/Panel/Listeners",
  component: PanelStory,
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Queries = ReturnType<typeof within>;

/** The open editor dialog named `name` (the topmost one). */
async function dialogNamed(name: string) {
  const dialog = await screen.findByRole("dialog", { name });
  return { dialog, q: within(dialog) };
}

async function save(q: Queries) {
  await userEvent.click(q.getByRole("button", { name: "确定" }));
}

async function fill(q: Queries, name: string | RegExp, text: string) {
  const input = q.getByRole("textbox", { name });
  await userEvent.clear(input);
  await typeText(input, text);
}

const listenersXml = storyDiagram("flowable", {
  processBody: `<bpmn:extensionElements>
      <flowable:executionListener event="start" class="org.example.Start">
        <flowable:field name="greeting" stringValue="hello" />
        <flowable:field name="computed"><flowable:expression>\${a + b}</flowable:expression></flowable:field>
      </flowable:executionListener>
      <flowable:executionListener event="end" expression="\${audit.log(execution)}" />
      <flowable:properties><flowable:property name="category" value="hr" /></flowable:properties>
    </bpmn:extensionElements>`,
});

/**
 * Adding an execution listener to the process: the required texts, a field added in its own
 * dialog with its own validation, then one undo step for the whole listener. The dialog is 600 px.
 */
export const AddExecutionListener: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "执行监听器");
    await userEvent.click(panel.getByRole("button", { name: "添加监听器" }));
    const { dialog, q } = await dialogNamed("添加执行监听器");
    await expect(dialog.className).toContain("max-w-[600px]");
    await save(q);
    await expect(q.getByRole("combobox", { name: "事件类型" })).toHaveAccessibleDescription("请选择事件类型");
    await expect(q.getByRole("combobox", { name: "监听器类型" })).toHaveAccessibleDescription("请选择监听器类型");
    await choose(q, "事件类型", "开始 (start)");
    await choose(q, "监听器类型", "Java 类");
    await save(q);
    await expect(q.getByRole("textbox", { name: "Java 类" })).toHaveAccessibleDescription("请填写Java类");
    await fill(q, "Java 类", "org.example.Audit");

    await userEvent.click(q.getByRole("button", { name: "添加字段" }));
    const field = await dialogNamed("添加字段");
    await save(field.q);
    await expect(field.q.getByRole("textbox", { name: "字段名称" })).toHaveAccessibleDescription("请填写字段名称");
    await expect(field.q.getByRole("combobox", { name: "字段类型" })).toHaveAccessibleDescription("请选择字段类型");
    await fill(field.q, "字段名称", "level");
    await choose(field.q, "字段类型", "表达式");
    await save(field.q);
    await expect(field.q.getByRole("textbox", { name: "表达式" })).toHaveAccessibleDescription("请填写表达式");
    await choose(field.q, "字段类型", "字符串");
    await save(field.q);
    await expect(field.q.getByRole("textbox", { name: "字段值" })).toHaveAccessibleDescription("请填写字段值");
    await fill(field.q, "字段值", "2");
    await save(field.q);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "添加字段" })).toBeNull());
    await expect(within(q.getByRole("table", { name: "注入字段" })).getByRole("cell", { name: "level" })).toBeVisible();
    // Nothing is written before the listener is saved.
    await expect(panelHandle.current!.store.getSnapshot().canUndo).toBe(false);

    await save(q);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const table = panel.getByRole("table", { name: "执行监听器" });
    await expect(within(table).getByRole("cell", { name: "开始 (start)" })).toBeVisible();
    await expect(within(table).getByRole("cell", { name: "Java 类" })).toBeVisible();
    await expect(await exportXml()).toContain(
      '<flowable:executionListener event="start" class="org.example.Audit">\n        <flowable:field name="level">\n          <flowable:string>2</flowable:string>',
    );
    await expectOneUndoStep(() => expect(getExtensionElements(bo("leave"))).toEqual([]));
  },
};

/** Editing keeps the listener's place and its other content; removing asks 确认移除该监听器吗？ (cancel keeps, 确定 removes). */
export const EditAndRemoveListener: Story = {
  args: { xml: listenersXml },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "执行监听器");
    const table = panel.getByRole("table", { name: "执行监听器" });
    await expect(within(table).getAllByRole("row")).toHaveLength(3);

    await userEvent.click(within(table).getByRole("button", { name: "编辑 1" }));
    const { q } = await dialogNamed("编辑执行监听器");
    await expect(q.getByRole("textbox", { name: "Java 类" })).toHaveValue("org.example.Start");
    await expect(within(q.getByRole("table", { name: "注入字段" })).getAllByRole("row")).toHaveLength(3);
    await fill(q, "Java 类", "org.example.Begin");
    await save(q);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const xml = await exportXml();
    await expect(xml).toContain('<flowable:executionListener event="start" class="org.example.Begin">');
    await expect(xml).toContain('<flowable:field name="greeting" stringValue="hello" />');
    await expect(getExtensionElements(bo("leave")).map((value) => value.$type)).toEqual([
      "flowable:ExecutionListener",
      "flowable:ExecutionListener",
      "flowable:Properties",
    ]);
    await expectOneUndoStep(async () => expect(await exportXml()).toContain('class="org.example.Start"'));

    await userEvent.click(within(table).getByRole("button", { name: "移除 2" }));
    const confirm = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(confirm).toHaveAccessibleDescription("确认移除该监听器吗？");
    await userEvent.click(within(confirm).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(getExtensionElements(bo("leave"), "flowable:ExecutionListener")).toHaveLength(2);

    await userEvent.click(within(table).getByRole("button", { name: "移除 2" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    await expect(await exportXml()).not.toContain("audit.log");
    await expectOneUndoStep(() =>
      expect(getExtensionElements(bo("leave"), "flowable:ExecutionListener")).toHaveLength(2),
    );
  },
};

/** Removing a field asks 确认移除该字段吗？ — cancel keeps it, 确定 removes it (written when the listener is saved). */
export const RemoveField: Story = {
  args: { xml: listenersXml },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "执行监听器");
    await userEvent.click(panel.getByRole("button", { name: "编辑 1" }));
    const { q } = await dialogNamed("编辑执行监听器");
    const fields = q.getByRole("table", { name: "注入字段" });
    await userEvent.click(within(fields).getByRole("button", { name: "移除 greeting" }));
    const confirm = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(confirm).toHaveAccessibleDescription("确认移除该字段吗？");
    await userEvent.click(within(confirm).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(within(fields).getByRole("cell", { name: "greeting" })).toBeVisible();
    await userEvent.click(within(fields).getByRole("button", { name: "移除 greeting" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(within(fields).queryByRole("cell", { name: "greeting" })).toBeNull());

    await userEvent.click(within(fields).getByRole("button", { name: "编辑 computed" }));
    const field = await dialogNamed("编辑字段");
    await expect(field.q.getByRole("textbox", { name: "表达式" })).toHaveValue("${a + b}");
    await fill(field.q, "表达式", "${a * b}");
    await save(field.q);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "编辑字段" })).toBeNull());
    await save(q);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const xml = await exportXml();
    await expect(xml).not.toContain("greeting");
    await expect(xml).toContain("<flowable:expression>${a * b}</flowable:expression>");
  },
};

/** A script listener needs its format, type and content or resource (the spec's texts); camunda writes a camunda:script. */
export const ScriptListener: Story = {
  args: { engine: "camunda", xml: storyDiagram("camunda") },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("ScriptTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("ScriptTask_1"));
    await openSection(panel, "执行监听器");
    await userEvent.click(panel.getByRole("button", { name: "添加监听器" }));
    const { q } = await dialogNamed("添加执行监听器");
    await choose(q, "事件类型", "结束 (end)");
    await choose(q, "监听器类型", "脚本");
    await save(q);
    await expect(q.getByRole("textbox", { name: "脚本格式" })).toHaveAccessibleDescription("请填写脚本格式");
    await expect(q.getByRole("combobox", { name: "脚本类型" })).toHaveAccessibleDescription("请选择脚本类型");
    await fill(q, "脚本格式", "groovy");
    await choose(q, "脚本类型", "外部脚本");
    await save(q);
    await expect(q.getByRole("textbox", { name: "资源地址" })).toHaveAccessibleDescription("请填写资源地址");
    await choose(q, "脚本类型", "内联脚本");
    await save(q);
    await expect(q.getByRole("textbox", { name: "脚本内容" })).toHaveAccessibleDescription("请填写脚本内容");
    await fill(q, "脚本内容", 'execution.setVariable("done", true)');
    await save(q);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await exportXml()).toContain(
      '<camunda:executionListener event="end">\n          <camunda:script scriptFormat="groovy">execution.setVariable("done", true)</camunda:script>',
    );
  },
};

/** activiti writes a script listener as its ScriptExecutionListener class with script and language fields. */
export const ActivitiScriptListener: Story = {
  args: { engine: "activiti", xml: storyDiagram("activiti") },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "执行监听器");
    await userEvent.click(panel.getByRole("button", { name: "添加监听器" }));
    const { q } = await dialogNamed("添加执行监听器");
    await choose(q, "事件类型", "开始 (start)");
    await choose(q, "监听器类型", "脚本");
    await expect(q.getByText("Activiti 不支持外部资源脚本")).toBeVisible();
    await fill(q, "脚本格式", "groovy");
    await choose(q, "脚本类型", "内联脚本");
    await fill(q, "脚本内容", "x = 1");
    await save(q);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const xml = await exportXml();
    await expect(xml).toContain(
      '<activiti:executionListener event="start" class="org.activiti.engine.impl.bpmn.listener.ScriptExecutionListener">',
    );
    await expect(xml).toContain(
      '<activiti:field name="language">\n          <activiti:string>groovy</activiti:string>',
    );
    // Read back, it is a script listener again.
    await expect(
      within(panel.getByRole("table", { name: "执行监听器" })).getByRole("cell", { name: "脚本" }),
    ).toBeVisible();
  },
};

/**
 * camunda task listeners: the six events, a required listener id, and a timeout's timer
 * (date, duration, cycle, none) — 请填写定时器配置 when a type other than none has no value.
 */
export const CamundaTaskListenerTimeout: Story = {
  args: { engine: "camunda", xml: storyDiagram("camunda") },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("UserTask_1"));
    await openSection(panel, "任务监听器");
    await userEvent.click(panel.getByRole("button", { name: "添加监听器" }));
    const { q } = await dialogNamed("添加任务监听器");
    await userEvent.click(q.getByRole("combobox", { name: "事件类型" }));
    const events = (await screen.findAllByRole("option")).map((option) => option.textContent);
    await expect(events).toEqual([
      "创建 (create)",
      "指派 (assignment)",
      "完成 (complete)",
      "删除 (delete)",
      "更新 (update)",
      "超时 (timeout)",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "超时 (timeout)" }));
    await choose(q, "监听器类型", "代理表达式");
    await fill(q, "代理表达式", "${remind}");
    await choose(q, "定时器类型", "持续时长 (duration)");
    await save(q);
    await expect(q.getByRole("textbox", { name: "监听器ID" })).toHaveAccessibleDescription("请填写监听器ID");
    await expect(q.getByRole("textbox", { name: "定时器" })).toHaveAccessibleDescription("请填写定时器配置");
    await fill(q, "监听器ID", "remind");
    await fill(q, "定时器", "PT1H");
    await save(q);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const xml = await exportXml();
    await expect(xml).toContain('<camunda:taskListener delegateExpression="${remind}" event="timeout" id="remind">');
    await expect(xml).toContain('<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1H</bpmn:timeDuration>');

    // Timer type none needs no value.
    await userEvent.click(panel.getByRole("button", { name: "编辑 1" }));
    const edit = await dialogNamed("编辑任务监听器");
    await expect(edit.q.getByRole("combobox", { name: "定时器类型" })).toHaveTextContent("持续时长 (duration)");
    await choose(edit.q, "定时器类型", "无 (none)");
    await save(edit.q);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await exportXml()).not.toContain("timerEventDefinition");
  },
};

/** flowable task listeners have the four events its engine fires (a note names the two it lacks), and no listener id. */
export const FlowableTaskListener: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("UserTask_1"));
    await openSection(panel, "任务监听器");
    await expect(panel.getByText("Flowable 不支持“更新”和“超时”事件")).toBeVisible();
    await userEvent.click(panel.getByRole("button", { name: "添加监听器" }));
    const { q } = await dialogNamed("添加任务监听器");
    await expect(q.queryByRole("textbox", { name: "监听器ID" })).toBeNull();
    await userEvent.click(q.getByRole("combobox", { name: "事件类型" }));
    const events = (await screen.findAllByRole("option")).map((option) => option.textContent);
    await expect(events).toEqual(["创建 (create)", "指派 (assignment)", "完成 (complete)", "删除 (delete)"]);
    await userEvent.click(screen.getByRole("option", { name: "完成 (complete)" }));
    await choose(q, "监听器类型", "表达式");
    await fill(q, "表达式", "${audit.done(task)}");
    await save(q);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(await exportXml()).toContain(
      '<flowable:taskListener event="complete" expression="${audit.done(task)}" />',
    );
  },
};

/** A sequence flow's execution listeners have the take event only. */
export const TakeOnFlows: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("Flow_2");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("Flow_2"));
    await openSection(panel, "执行监听器");
    await userEvent.click(panel.getByRole("button", { name: "添加监听器" }));
    const { q } = await dialogNamed("添加执行监听器");
    await userEvent.click(q.getByRole("combobox", { name: "事件类型" }));
    await expect((await screen.findAllByRole("option")).map((option) => option.textContent)).toEqual(["启用 (take)"]);
    await userEvent.keyboard("{Escape}");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  },
};

/**
 * The listener editor covers the canvas (bpmn-js's context pad stays under its backdrop), does not
 * close on a backdrop click, and Escape or 取消 close it without writing.
 */
export const DialogStaysOnBackdropClick: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("UserTask_1"));
    const pad = await waitFor(() => {
      const entry = canvasElement.querySelector<HTMLElement>(".djs-context-pad .entry");
      if (!entry) throw new Error("no context pad yet");
      return entry;
    });
    await openSection(panel, "执行监听器");
    await userEvent.click(panel.getByRole("button", { name: "添加监听器" }));
    const { q } = await dialogNamed("添加执行监听器");
    // The modal makes the page inert to the pointer; let the pad take part in hit testing to see what is on top.
    pad.style.pointerEvents = "auto";
    const box = pad.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    pad.style.pointerEvents = "";
    await expect(top?.closest('[data-slot="dialog-overlay"], [data-slot="dialog-content"]')).not.toBeNull();
    await choose(q, "监听器类型", "表达式");
    await fill(q, "表达式", "${x}");
    const overlay = document.querySelector('[data-slot="dialog-overlay"]')!;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(screen.getByRole("dialog", { name: "添加执行监听器" })).toBeInTheDocument();
    await expect(q.getByRole("textbox", { name: "表达式" })).toHaveValue("${x}");
    await userEvent.click(q.getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(panelHandle.current!.store.getSnapshot().canUndo).toBe(false);
  },
};
