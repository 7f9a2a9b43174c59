import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ProcessInstanceTable } from "./process-instance-table";
import { instances, running } from "./stories/process-data";

const meta = {
  title: "BPMN/Process/ProcessInstanceTable",
  component: ProcessInstanceTable,
  tags: ["!autodocs"],
  args: { instances, onOpen: fn(), onCancel: fn(async () => undefined) },
} satisfies Meta<typeof ProcessInstanceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll("td")].map((td) => td.textContent);

/** Every column: name, status and result badges, the open tasks with their assignees, start and end times. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole("table", { name: "我的流程" }));
    await expect(table.getAllByRole("columnheader").map((th) => th.textContent)).toEqual([
      "流程名称",
      "状态",
      "结果",
      "当前审批任务",
      "发起时间",
      "结束时间",
      "操作",
    ]);
    const rows = table.getAllByRole("row").slice(1);
    await expect(cellsOf(rows[0]!).slice(0, 6)).toEqual([
      "请假申请",
      "进行中",
      "处理中",
      "班主任审批（王老师）",
      "2026-03-14 09:05:09",
      "",
    ]);
    // two open tasks, one held only by candidates
    await expect(
      within(rows[1]!)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["年级组审批（赵组长）", "教务处审批（未分配）"]);
    await expect(cellsOf(rows[2]!).slice(1, 6)).toEqual([
      "已完成",
      "通过",
      "无",
      "2026-03-14 09:05:09",
      "2026-03-14 11:05:09",
    ]);
    await expect(cellsOf(rows[3]!)[2]).toBe("不通过");
    await expect(cellsOf(rows[4]!)[2]).toBe("已取消");
  },
};

/** 取消 is offered only while an instance runs; 详情 always. */
export const CancelOnlyWhileRunning: Story = {
  play: async ({ canvas, args }) => {
    const rows = canvas.getAllByRole("row").slice(1);
    const actions = rows.map((row) =>
      within(row)
        .getAllByRole("button")
        .map((button) => button.textContent),
    );
    await expect(actions).toEqual([["详情", "取消"], ["详情", "取消"], ["详情"], ["详情"], ["详情"]]);
    await userEvent.click(within(rows[2]!).getByRole("button", { name: "详情：请假申请" }));
    await expect(args.onOpen).toHaveBeenCalledWith(instances[2]);
  },
};

// The dialog opens on the click but may take more than Testing Library's default second on a loaded run
// (it failed once beside the end-to-end scenarios).
const DIALOG_WAIT = { timeout: 10_000 };

/** 取消 asks for the reason (required: 请输入取消原因), then cancels with it and closes. */
export const CancelWithReason: Story = {
  play: async ({ canvas, args }) => {
    // The row's own button, found by its name: the list may lay out as cards on a narrow frame.
    const [cancel] = await canvas.findAllByRole("button", { name: "取消：请假申请" });
    await userEvent.click(cancel!);
    const dialog = within(await screen.findByRole("dialog", { name: "取消流程" }, DIALOG_WAIT));
    await expect(screen.getByRole("dialog")).toHaveAccessibleDescription("确认取消流程“请假申请”吗？");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    const reason = dialog.getByRole("textbox", { name: "取消原因" });
    await expect(reason).toHaveAccessibleDescription("请输入取消原因");
    await expect(reason).toHaveFocus();
    // blank is not a reason
    await userEvent.type(reason, "   ");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(reason).toHaveAccessibleDescription("请输入取消原因");
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.clear(reason);
    await userEvent.type(reason, "身体已康复，无需请假");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledWith(running, "身体已康复，无需请假");
    await waitFor(() => expect(cancel).toHaveFocus());
  },
};

/** While the cancellation runs the dialog is busy and stays. */
export const CancelBusy: Story = {
  args: { onCancel: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click((await canvas.findAllByRole("button", { name: "取消：请假申请" }))[0]!);
    const dialog = within(await screen.findByRole("dialog", { name: "取消流程" }, DIALOG_WAIT));
    await userEvent.type(dialog.getByRole("textbox", { name: "取消原因" }), "不需要了");
    const confirm = dialog.getByRole("button", { name: "确定" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute("aria-busy", "true"));
    await expect(dialog.getByRole("textbox", { name: "取消原因" })).toHaveAttribute("readonly");
    await userEvent.keyboard("{Escape}");
    await expect(screen.getByRole("dialog", { name: "取消流程" })).toBeVisible();
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** A refused cancellation: the message shows, the reason is kept, the dialog stays. */
export const CancelFails: Story = {
  args: {
    onCancel: fn(async () => {
      throw new Error("流程已结束，不能取消");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click((await canvas.findAllByRole("button", { name: "取消：请假申请" }))[0]!);
    const dialog = within(await screen.findByRole("dialog", { name: "取消流程" }, DIALOG_WAIT));
    await userEvent.type(dialog.getByRole("textbox", { name: "取消原因" }), "不需要了");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("流程已结束，不能取消");
    await expect(dialog.getByRole("textbox", { name: "取消原因" })).toHaveValue("不需要了");
  },
};

/** While the list loads. */
export const Loading: Story = {
  args: { instances: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
  },
};

/** No processes yet: 暂无流程. */
export const Empty: Story = {
  args: { instances: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无流程")).toBeVisible();
  },
};
