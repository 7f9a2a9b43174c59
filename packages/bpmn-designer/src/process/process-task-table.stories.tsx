import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import { ProcessTaskTable } from "./process-task-table";
import { doneTasks, todoTasks } from "./stories/process-data";

const meta = {
  title: "BPMN/Process/ProcessTaskTable",
  component: ProcessTaskTable,
  tags: ["!autodocs"],
  args: { kind: "todo", tasks: todoTasks, onOpen: fn() },
} satisfies Meta<typeof ProcessTaskTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll("td")].map((td) => td.textContent);

/** My todo tasks: process, task, starter, creation time, and 办理, which opens the task. */
export const Todo: Story = {
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole("table", { name: "待办任务" }));
    await expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "流程名称",
      "任务名称",
      "发起人",
      "创建时间",
      "操作",
    ]);
    await expect(cellsOf(table.getAllByRole("row")[1]!)).toEqual([
      "请假申请",
      "班主任审批",
      "李明",
      "2026-03-14 09:06:09",
      "办理",
    ]);
    await userEvent.click(table.getByRole("button", { name: "办理：调课申请 - 年级组审批" }));
    await expect(args.onOpen).toHaveBeenCalledWith(todoTasks[1]);
  },
};

/** My done tasks add result, reason (markup shown as typed, never as HTML) and completion time; 详情 opens. */
export const Done: Story = {
  args: { kind: "done", tasks: doneTasks },
  play: async ({ canvas, canvasElement, args }) => {
    const table = within(canvas.getByRole("table", { name: "已办任务" }));
    await expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "流程名称",
      "任务名称",
      "发起人",
      "创建时间",
      "结果",
      "审批意见",
      "完成时间",
      "操作",
    ]);
    const rows = table.getAllByRole("row").slice(1);
    await expect(cellsOf(rows[0]!)).toEqual([
      "请假申请",
      "班主任审批",
      "李明",
      "2026-03-14 09:06:09",
      "通过",
      "同意，注意休息",
      "2026-03-14 09:25:09",
      "详情",
    ]);
    await expect(cellsOf(rows[1]!)[4]).toBe("不通过");
    await expect(cellsOf(rows[1]!)[5]).toBe("<b>材料不全</b>，请补充病假证明");
    await expect(canvasElement.querySelector("td b")).toBeNull();
    await userEvent.click(within(rows[1]!).getByRole("button", { name: "详情：请假申请 - 班主任审批" }));
    await expect(args.onOpen).toHaveBeenCalledWith(doneTasks[1]);
  },
};

/** No todo tasks: 暂无待办任务. */
export const TodoEmpty: Story = {
  args: { tasks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无待办任务")).toBeVisible();
  },
};

/** No done tasks: 暂无已办任务. */
export const DoneEmpty: Story = {
  args: { kind: "done", tasks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无已办任务")).toBeVisible();
  },
};

/** While the tasks load. */
export const Loading: Story = {
  args: { tasks: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table", { name: "待办任务" })).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
  },
};
