import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import type { ProcessResult } from "../viewer/types";
import { ProcessTaskTimeline } from "./process-task-timeline";
import { director, minutes, running, student, T0, timelineTasks } from "./stories/process-data";
import type { ProcessTimelineTask } from "./types";

const meta = {
  title: "BPMN/Process/ProcessTaskTimeline",
  component: ProcessTaskTimeline,
  tags: ["!autodocs"],
  args: { processInstance: running, tasks: timelineTasks },
} satisfies Meta<typeof ProcessTaskTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const steps = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole("list", { name: "流程记录" })).getAllByRole("listitem");

/** A running instance: the start, the tasks oldest first, the open one marked 处理中, no end yet. */
export const Running: Story = {
  play: async ({ canvas }) => {
    const items = steps(canvas);
    await expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual([
      "发起流程",
      "提交申请通过",
      "班主任审批通过",
      "年级组审批处理中",
    ]);
    await expect(items[0]).toHaveTextContent("发起人李明 · 初二（3）班发起时间2026-03-14 09:05:09");
    await expect(items[2]).toHaveTextContent(
      "审批人王老师 · 初二（3）班创建时间2026-03-14 09:06:09完成时间2026-03-14 09:25:09审批意见同意，注意休息",
    );
    // the open task: no completion time, marked open
    await expect(items[3]).toHaveAttribute("data-open", "true");
    await expect(items[3]).not.toHaveTextContent("完成时间");
    await expect(items[3]).toHaveTextContent("审批人赵组长 · 初二年级组");
  },
};

/** A finished instance ends with 流程结束, its result and end time. */
export const Approved: Story = {
  args: {
    processInstance: { ...running, result: 2, endTime: minutes(60) },
    tasks: timelineTasks.map((task) =>
      task.endTime === null ? { ...task, result: 2, endTime: minutes(60), reason: "同意" } : task,
    ),
  },
  play: async ({ canvas }) => {
    const items = steps(canvas);
    await expect(items).toHaveLength(5);
    const end = within(items[4]!);
    await expect(end.getByText("流程结束")).toBeVisible();
    await expect(end.getByText("通过")).toHaveAttribute("data-result", "2");
    await expect(items[4]).toHaveTextContent("结束时间2026-03-14 10:05:09");
    await expect(canvas.queryByText("处理中")).not.toBeInTheDocument();
  },
};

/** A rejection's reason is plain text: markup in it is shown as typed, never rendered. */
export const RejectedWithReason: Story = {
  args: {
    processInstance: { ...running, result: 3, endTime: minutes(30) },
    tasks: [
      {
        id: "t-1",
        name: "提交申请",
        result: 2,
        reason: "请假",
        createTime: T0,
        endTime: minutes(1),
        assigneeUser: student,
      },
      {
        id: "t-2",
        name: "教务处审批",
        result: 3,
        reason: '<img src=x onerror="alert(1)">材料不全\n请补充病假证明',
        createTime: minutes(1),
        endTime: minutes(30),
        assigneeUser: director,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const items = steps(canvas);
    await expect(within(items[2]!).getByText("不通过")).toHaveAttribute("data-result", "3");
    await expect(within(items[3]!).getByText("不通过")).toBeVisible();
    await expect(within(items[2]!).getByText(/^<img src=x onerror="alert\(1\)">材料不全/)).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot='process-task-timeline'] img")).toBeNull();
  },
};

const finished: [ProcessResult, string][] = [
  [2, "同意"],
  [3, "不同意"],
  [4, "申请人已撤回"],
  [5, "请修改后再提交"],
];
const everyResult: ProcessTimelineTask[] = [
  ...finished.map(([result, reason], index) => ({
    id: `t-${result}`,
    name: `第${index + 1}步`,
    result,
    reason,
    createTime: minutes(index * 10),
    endTime: minutes(index * 10 + 5),
    assigneeUser: director,
  })),
  {
    id: "t-6",
    name: "委派审批",
    result: 6,
    reason: "",
    createTime: minutes(50),
    endTime: null,
    assigneeUser: director,
  },
  // an open task held only by candidates
  { id: "t-7", name: "候选审批", result: 1, reason: "", createTime: minutes(60), endTime: null, assigneeUser: null },
];

/** Every result a task can end with, each by its name and colour; an unassigned open task says 未分配. */
export const EveryResult: Story = {
  args: { processInstance: { ...running, result: 4, endTime: minutes(90) }, tasks: everyResult },
  play: async ({ canvas }) => {
    const items = steps(canvas);
    const badges = items.map((item) => item.querySelector("[data-slot='process-result-badge']")?.textContent ?? "");
    await expect(badges).toEqual(["", "通过", "不通过", "已取消", "已退回", "委派中", "处理中", "已取消"]);
    await expect(items[6]).toHaveTextContent("审批人未分配");
  },
};

/** A cancelled instance: its end says why, as text. */
export const CancelledWithReason: Story = {
  args: {
    processInstance: { ...running, result: 4, endTime: minutes(30), reason: "事情已解决，<b>不需要</b>请假了" },
    tasks: [],
  },
  play: async ({ canvas }) => {
    const items = steps(canvas);
    const end = items.at(-1)!;
    await expect(end).toHaveTextContent("流程结束");
    await expect(end).toHaveTextContent("已取消");
    await expect(end).toHaveTextContent("原因事情已解决，<b>不需要</b>请假了");
    await expect(end.querySelector("b")).toBeNull();
  },
};
