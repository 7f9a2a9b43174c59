import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";
import "./viewer.css";

import { createProcessViewer, ProcessViewer, type ProcessViewerProps } from "./process-viewer";
import approvalXml from "./stories/approval.bpmn?raw";
import { badges, canvasDetails, hitArea, shape, viewerReady, viewportTransform } from "./stories/play-helpers";
import {
  afterTeacherApproved,
  approvalActivities,
  approvalInstance,
  approvalTasks,
  minutes,
  student,
  T0,
} from "./stories/viewer-data";

const meta = {
  title: "BPMN/ProcessViewer",
  component: ProcessViewer,
  args: {
    xml: approvalXml,
    activities: approvalActivities,
    tasks: approvalTasks,
    processInstance: approvalInstance,
    height: 560,
  },
} satisfies Meta<typeof ProcessViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The six offices' nodes, each in one result, with its marker class and Chinese label. */
const sixResults = [
  ["Task_teacher", "sc-viewer-result-in-progress", "进行中", "1"],
  ["Task_grade", "sc-viewer-result-approved", "已通过", "2"],
  ["Task_office", "sc-viewer-result-rejected", "不通过", "3"],
  ["Task_logistics", "sc-viewer-result-cancelled", "已取消", "4"],
  ["Task_finance", "sc-viewer-result-returned", "已退回", "5"],
  ["Task_principal", "sc-viewer-result-pending", "待处理", "6"],
] as const;

/** Six result markers on one diagram, each with its icon badge, and the legend naming them. */
export const SixResults: Story = {
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "Task_principal");
    const all = sixResults.map(([, className]) => className);
    for (const [id, className, , code] of sixResults) {
      const classes = [...shape(canvasElement, id).classList];
      await expect(classes).toContain(className);
      // exactly one result class per node
      await expect(classes.filter((name) => all.includes(name as (typeof all)[number]))).toEqual([className]);
      await waitFor(() => expect(badges(canvasElement).get(id)).toBe(code));
    }
    // The result is not told by colour alone: the six markers differ in line pattern too.
    const dashes = sixResults.map(
      ([id]) => getComputedStyle(shape(canvasElement, id).querySelector(".djs-visual > rect")!).strokeDasharray,
    );
    await expect(new Set(dashes).size).toBeGreaterThanOrEqual(5);
    const legend = within(within(canvasElement).getByRole("group", { name: "图例" }));
    for (const [, , label] of sixResults) await expect(legend.getByText(label)).toBeInTheDocument();
    await expect(legend.getByText("已完成")).toBeInTheDocument();
    await expect(legend.getByText("未完成")).toBeInTheDocument();
  },
};

/** Without task results, a node with an end time is done and one without is pending; no badge. */
export const DoneAndPendingByEndTime: Story = {
  args: {
    tasks: [],
    activities: [
      { key: "StartEvent_1", taskId: null, startTime: T0, endTime: T0 },
      { key: "Task_submit", taskId: null, startTime: T0, endTime: minutes(1) },
      { key: "Gateway_fork", taskId: null, startTime: minutes(1), endTime: minutes(1) },
      { key: "Task_teacher", taskId: null, startTime: minutes(1), endTime: null },
    ],
  },
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "Task_teacher");
    for (const id of ["StartEvent_1", "Task_submit", "Gateway_fork"]) {
      await expect(shape(canvasElement, id)).toHaveClass("sc-viewer-done");
      await expect(shape(canvasElement, id)).not.toHaveClass("sc-viewer-pending");
    }
    await expect(shape(canvasElement, "Task_teacher")).toHaveClass("sc-viewer-pending");
    await expect(shape(canvasElement, "Task_grade")).not.toHaveClass("sc-viewer-done");
    await expect(shape(canvasElement, "Task_grade")).not.toHaveClass("sc-viewer-pending");
    await expect(badges(canvasElement).size).toBe(0);
    const nodes = within(within(canvasElement).getByRole("list", { name: "流程节点" }));
    await expect(nodes.getAllByRole("button")).toHaveLength(4);
    await expect(nodes.getByRole("button", { name: /班主任审批/ })).toHaveTextContent("未完成");
  },
};

/** The flows taken: outgoing flows of finished activities and flows between two visited nodes. */
export const FlowsTaken: Story = {
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "Flow_start");
    const taken = ["Flow_start", "Flow_submit", "Flow_to_teacher", "Flow_to_office", "Flow_to_principal"];
    for (const id of taken) await expect(shape(canvasElement, id)).toHaveClass("sc-viewer-flow-taken");
    // The join was not reached: nothing after the offices is taken.
    for (const id of ["Flow_from_grade", "Flow_join", "Flow_end"]) {
      await expect(shape(canvasElement, id)).not.toHaveClass("sc-viewer-flow-taken");
    }
    const stroke = getComputedStyle(shape(canvasElement, "Flow_start").querySelector(".djs-visual > path")!);
    await expect(stroke.strokeWidth).toBe("3px");
  },
};

/** Hovering a node shows its assignee, department, result, times in the school's time zone and the comment. */
export const HoverDetails: Story = {
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "Task_office");
    await expect(canvasDetails(canvasElement)).toBeNull();
    await userEvent.hover(hitArea(canvasElement, "Task_office"));
    await waitFor(() => expect(canvasDetails(canvasElement)).not.toBeNull());
    const card = canvasDetails(canvasElement)!;
    for (const text of ["教务处审批", "审批人陈主任", "部门教务处", "结果不通过", "创建时间2026-03-14 09:06:09"]) {
      await expect(card).toHaveTextContent(text);
    }
    await expect(card).toHaveTextContent("结束时间2026-03-14 12:05:09");
    await expect(card).toHaveTextContent("审批意见材料不全，请补充病假证明");
    await expect(shape(canvasElement, "Task_office")).toHaveClass("sc-viewer-active");
    // The start event shows who started the instance.
    await userEvent.hover(hitArea(canvasElement, "StartEvent_1"));
    await waitFor(() => expect(canvasDetails(canvasElement)).toHaveTextContent(`发起人${student.nickname}`));
    await expect(canvasDetails(canvasElement)).toHaveTextContent("部门初二（3）班");
    // An open task has no end time yet.
    await userEvent.hover(hitArea(canvasElement, "Task_teacher"));
    await waitFor(() => expect(canvasDetails(canvasElement)).toHaveTextContent("结束时间未结束"));
    // A node the instance never reached shows nothing.
    await userEvent.hover(hitArea(canvasElement, "Task_archive"));
    await waitFor(() => expect(canvasDetails(canvasElement)).toBeNull());
  },
};

/** The keyboard path: Tab into the list of visited nodes; focus shows the same details; Enter locates. */
export const KeyboardDetails: Story = {
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "Task_finance");
    const page = within(canvasElement);
    const details = page.getByRole("region", { name: "节点详情" });
    await expect(details).toHaveTextContent("将鼠标移到节点上");
    const target = page.getByRole("button", { name: /财务处审批/ });
    for (let i = 0; i < 30 && document.activeElement !== target; i += 1) await userEvent.tab();
    await expect(target).toHaveFocus();
    await expect(target).toHaveAttribute("aria-current", "true");
    await expect(target).toHaveAccessibleDescription(/审批人 吴会计/);
    await expect(details).toHaveTextContent("审批人吴会计");
    await expect(details).toHaveTextContent("结果已退回");
    await expect(details).toHaveTextContent("审批意见请先走财务报销流程");
    await expect(shape(canvasElement, "Task_finance")).toHaveClass("sc-viewer-active");
    await waitFor(() => expect(canvasDetails(canvasElement)).toHaveTextContent("审批人吴会计"));
    // Enter brings the node into view when zooming has left it outside.
    for (let i = 0; i < 12; i += 1) await userEvent.click(page.getByRole("button", { name: "放大" }));
    const frame = canvasElement.querySelector('[data-slot="process-viewer-canvas"]')!.getBoundingClientRect();
    const inView = () => {
      const box = shape(canvasElement, "Task_finance").getBoundingClientRect();
      return box.top >= frame.top && box.bottom <= frame.bottom && box.left >= frame.left && box.right <= frame.right;
    };
    await expect(inView()).toBe(false);
    target.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(inView()).toBe(true));
    // Tab onwards moves the details to the next node (the offices in the order they finished, open ones last).
    await userEvent.tab();
    await expect(page.getByRole("button", { name: /班主任审批/ })).toHaveFocus();
    await expect(details).toHaveTextContent("审批人王老师");
    await expect(shape(canvasElement, "Task_finance")).not.toHaveClass("sc-viewer-active");
  },
};

const payload = `<img src="x" onerror="window.__viewerXss = 1"><script>window.__viewerXss = 2</script><b>同意</b>`;

/** A comment holding HTML and a script shows as the literal text typed, on the canvas and in the panel. */
export const HtmlInReasonIsText: Story = {
  args: {
    tasks: approvalTasks.map((task) => (task.id === "t-grade" ? { ...task, reason: payload } : task)),
  },
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "Task_grade");
    await userEvent.hover(hitArea(canvasElement, "Task_grade"));
    await waitFor(() => expect(canvasDetails(canvasElement)).toHaveTextContent(payload));
    const page = within(canvasElement);
    await userEvent.click(page.getByRole("button", { name: /年级组长审批/ }));
    const details = page.getByRole("region", { name: "节点详情" });
    await expect(details).toHaveTextContent(payload);
    for (const root of [details, canvasDetails(canvasElement)!]) {
      await expect(root.querySelector("img, script, b")).toBeNull();
    }
    await expect((window as { __viewerXss?: number }).__viewerXss).toBeUndefined();
  },
};

/** New data changes the markers in place: same SVG nodes, same zoom and scroll, no second import. */
function LiveInstance(props: ProcessViewerProps) {
  const [data, setData] = React.useState({ activities: approvalActivities, tasks: approvalTasks });
  return (
    <div className="grid gap-2">
      <button
        type="button"
        className="w-fit rounded-md border px-3 py-1 text-sm"
        onClick={() => setData(afterTeacherApproved())}
      >
        班主任审批通过
      </button>
      <ProcessViewer {...props} activities={data.activities} tasks={data.tasks} />
    </div>
  );
}

export const DataUpdateWithoutReimport: Story = {
  render: (args) => <LiveInstance {...args} />,
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "Task_teacher");
    const page = within(canvasElement);
    await userEvent.click(page.getByRole("button", { name: "放大" }));
    await waitFor(() => expect(badges(canvasElement).get("Task_teacher")).toBe("1"));
    const node = shape(canvasElement, "Task_teacher");
    const svg = canvasElement.querySelector("svg[role='application']");
    const viewbox = viewportTransform(canvasElement);
    await expect(node).toHaveClass("sc-viewer-result-in-progress");

    await userEvent.click(page.getByRole("button", { name: "班主任审批通过" }));
    await waitFor(() => expect(node).toHaveClass("sc-viewer-result-approved"));
    await expect(node).not.toHaveClass("sc-viewer-result-in-progress");
    await expect(node).toHaveClass("sc-viewer-done");
    await waitFor(() => expect(badges(canvasElement).get("Task_teacher")).toBe("2"));
    // The very same DOM nodes and the same viewbox: the XML was not imported again.
    await expect(shape(canvasElement, "Task_teacher")).toBe(node);
    await expect(canvasElement.querySelector("svg[role='application']")).toBe(svg);
    await expect(viewportTransform(canvasElement)).toBe(viewbox);
  },
};

/** Zoom in, out and to fit, within the bounds 0.2 to 4; the buttons have Chinese names. */
export const ZoomButtons: Story = {
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement);
    const page = within(canvasElement);
    const toolbar = within(page.getByRole("toolbar", { name: "缩放" }));
    const scale = () => Number(/matrix\(\s*([-\d.e]+)/.exec(viewportTransform(canvasElement) ?? "")?.[1]);
    const fitted = scale();
    await userEvent.click(toolbar.getByRole("button", { name: "放大" }));
    // One step in lands on the next tenth above the fitted scale.
    await waitFor(() => expect(scale()).toBeCloseTo(Math.floor(fitted * 10 + 1e-3) / 10 + 0.1, 2));
    await userEvent.click(toolbar.getByRole("button", { name: "缩小" }));
    await userEvent.click(toolbar.getByRole("button", { name: "缩小" }));
    await waitFor(() => expect(scale()).toBeLessThan(fitted));
    await userEvent.click(toolbar.getByRole("button", { name: "适应画布" }));
    await waitFor(() => expect(scale()).toBeCloseTo(fitted, 3));
    for (let i = 0; i < 40 && !toolbar.getByRole("button", { name: "缩小" }).hasAttribute("disabled"); i += 1) {
      await userEvent.click(toolbar.getByRole("button", { name: "缩小" }));
    }
    await expect(toolbar.getByRole("button", { name: "缩小" })).toBeDisabled();
    await expect(scale()).toBeCloseTo(0.2, 3);
  },
};

/** The diagram alone, before the instance has any data. */
export const WithoutData: Story = {
  args: { activities: [], tasks: [], processInstance: null },
  play: async ({ canvasElement }) => {
    await viewerReady(canvasElement, "StartEvent_1");
    await expect(within(canvasElement).getByText("流程尚未经过任何节点")).toBeInTheDocument();
    await expect(canvasElement.querySelector(".djs-element:is(.sc-viewer-done, .sc-viewer-pending)")).toBeNull();
  },
};

/** XML that is not BPMN: a clear Chinese message, and the parser's words for whoever reports it. */
export const InvalidXml: Story = {
  args: { xml: "<bpmn:definitions><unclosed>" },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent("流程图加载失败");
    await expect(alert).toHaveTextContent("内容不是有效的 BPMN 2.0 XML");
  },
};

/** A BPMN file without diagram interchange (no BPMNDiagram) says so. */
export const NoDiagram: Story = {
  args: {
    xml: `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="http://smartclass.example">
  <process id="p"><startEvent id="s" /></process>
</definitions>`,
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert", {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent("该流程文件没有可显示的图形（缺少 BPMNDiagram 信息）");
  },
};

// Its code never arrives: the loading state stays for as long as the story is open.
const PendingViewer = createProcessViewer(() => new Promise(() => {}));
// Its code fails to arrive, as a chunk does when the network drops.
const BrokenViewer = createProcessViewer(() =>
  Promise.reject(new Error("Failed to fetch dynamically imported module")),
);

/** While bpmn-js loads, a loading text holds the viewer's place at its height. */
export const Loading: Story = {
  render: (args) => <PendingViewer {...args} />,
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole("status");
    await expect(status).toHaveTextContent("流程图加载中…");
    await expect(status.getBoundingClientRect().height).toBe(560);
  },
};

/** If the viewer's code cannot load, the person is told so instead of seeing an empty box. */
export const LoadFailure: Story = {
  render: (args) => <BrokenViewer {...args} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole("alert");
    await expect(alert).toHaveTextContent("流程查看器加载失败，请刷新页面重试");
  },
};
