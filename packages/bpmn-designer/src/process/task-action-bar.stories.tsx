import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { TaskActionBar } from "./task-action-bar";
import type { ProcessTaskButton } from "./types";

const returnTargets = [
  { key: "Task_submit", name: "提交申请" },
  { key: "Task_teacher", name: "班主任审批" },
];
const users = [
  { id: 5, name: "赵组长" },
  { id: 6, name: "陈主任" },
];

const meta = {
  title: "BPMN/Process/TaskActionBar",
  component: TaskActionBar,
  tags: ["!autodocs"],
  args: {
    returnTargets,
    users,
    onApprove: fn(async () => undefined),
    onReject: fn(async () => undefined),
    onReturn: fn(async () => undefined),
    onTransfer: fn(async () => undefined),
  },
} satisfies Meta<typeof TaskActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: ReturnType<typeof within>) => within(canvas.getByRole("group", { name: "审批操作" }));
const names = (canvas: ReturnType<typeof within>) =>
  bar(canvas)
    .getAllByRole("button")
    .map((b) => b.textContent);

/** A task without configured buttons: 通过, 不通过, 退回, 转办. */
export const DefaultButtons: Story = {
  play: async ({ canvas }) => {
    await expect(names(canvas)).toEqual(["通过", "不通过", "退回", "转办"]);
  },
};

/** A task without configured buttons on an English page: the defaults read Approve, Reject, Return, Transfer. */
export const DefaultButtonsInEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole("group", { name: "Approval actions" }));
    await expect(group.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Approve",
      "Reject",
      "Return",
      "Transfer",
    ]);
    await userEvent.click(group.getByRole("button", { name: "Approve" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Approve" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "Comment" }), "Agreed");
    await userEvent.click(dialog.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledWith("Agreed"));
  },
};

/**
 * The buttons as the server sends them for a task without its own (the saved default names, 通过 …)
 * beside a chosen name, on an English page: the defaults read in English, the chosen name as it is.
 */
export const ServerDefaultsInEnglish: Story = {
  globals: { locale: "en" },
  args: {
    buttons: [
      { id: "approve", name: "通过", code: "approve", isHide: false, sort: 0 },
      { id: "reject", name: "驳回申请", code: "reject", isHide: false, sort: 1 },
      { id: "return", name: "退回", code: "return", isHide: false, sort: 2 },
      { id: "transfer", name: "转办", code: "transfer", isHide: false, sort: 3 },
    ],
  },
  play: async ({ canvas }) => {
    const group = within(canvas.getByRole("group", { name: "Approval actions" }));
    await expect(group.getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Approve",
      "驳回申请",
      "Return",
      "Transfer",
    ]);
    await userEvent.click(group.getByRole("button", { name: "Transfer" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Transfer" }));
    await expect(dialog.getByRole("combobox", { name: "New approver" })).toBeVisible();
  },
};

const configured: ProcessTaskButton[] = [
  { id: "b1", name: "驳回", code: "reject", isHide: false, sort: 2 },
  { id: "b2", name: "同意", code: "approve", isHide: false, sort: 1 },
  { id: "b3", name: "转交", code: "transfer", isHide: true, sort: 3 },
  { id: "b4", name: "退回申请人", code: "return", isHide: false, sort: 4, next: "Task_submit" },
];

/** Configured buttons: in sort order, named as configured, the hidden one left out. */
export const ConfiguredButtons: Story = {
  args: { buttons: configured },
  play: async ({ canvas }) => {
    await expect(names(canvas)).toEqual(["同意", "驳回", "退回申请人"]);
  },
};

/** 通过: the 审批意见 is required; with it onApprove gets the reason and the dialog closes. */
export const Approve: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(bar(canvas).getByRole("button", { name: "通过" }));
    const dialog = within(await screen.findByRole("dialog", { name: "通过" }));
    const reason = dialog.getByRole("textbox", { name: "审批意见" });
    await expect(reason).toHaveFocus();
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(reason).toHaveAccessibleDescription("请输入审批意见");
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(args.onApprove).not.toHaveBeenCalled();
    await userEvent.type(reason, " 同意，注意休息 ");
    await expect(reason).not.toHaveAttribute("aria-invalid");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onApprove).toHaveBeenCalledWith("同意，注意休息");
    await waitFor(() => expect(bar(canvas).getByRole("button", { name: "通过" })).toHaveFocus());
  },
};

/** The reason holds at most 500 characters. */
export const ReasonLimit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(bar(canvas).getByRole("button", { name: "不通过" }));
    const reason = within(await screen.findByRole("dialog", { name: "不通过" })).getByRole("textbox", {
      name: "审批意见",
    });
    await expect(reason).toHaveAttribute("maxlength", "500");
    await userEvent.click(reason);
    await userEvent.paste("意".repeat(520));
    await expect((reason as HTMLTextAreaElement).value).toHaveLength(500);
  },
};

/** 不通过 (a configured name): onReject gets the reason. */
export const Reject: Story = {
  args: { buttons: configured },
  play: async ({ canvas, args }) => {
    await userEvent.click(bar(canvas).getByRole("button", { name: "驳回" }));
    const dialog = within(await screen.findByRole("dialog", { name: "驳回" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "审批意见" }), "材料不全，请补充病假证明");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onReject).toHaveBeenCalledWith("材料不全，请补充病假证明"));
    await expect(args.onApprove).not.toHaveBeenCalled();
  },
};

/** 退回: choose the target among the earlier tasks and give a reason; both are required. */
export const ReturnChoosingTheTarget: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(bar(canvas).getByRole("button", { name: "退回" }));
    const dialog = within(await screen.findByRole("dialog", { name: "退回" }));
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    const target = dialog.getByRole("combobox", { name: "退回节点" });
    await expect(target).toHaveAccessibleDescription("请选择退回节点");
    await expect(target).toHaveFocus();
    await expect(dialog.getByRole("textbox", { name: "退回理由" })).toHaveAccessibleDescription("请输入退回理由");
    await userEvent.click(target);
    await userEvent.click(await screen.findByRole("option", { name: "提交申请" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "退回理由" }), "请写明请假日期");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onReturn).toHaveBeenCalledWith("Task_submit", "请写明请假日期"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** A return button with `next`: the target is fixed and shown, only the reason is asked. */
export const ReturnToAFixedTarget: Story = {
  args: { buttons: configured },
  play: async ({ canvas, args }) => {
    await userEvent.click(bar(canvas).getByRole("button", { name: "退回申请人" }));
    const dialog = within(await screen.findByRole("dialog", { name: "退回申请人" }));
    await expect(dialog.queryByRole("combobox")).not.toBeInTheDocument();
    await expect(dialog.getByText("提交申请")).toBeVisible();
    await userEvent.type(dialog.getByRole("textbox", { name: "退回理由" }), "请补充证明");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onReturn).toHaveBeenCalledWith("Task_submit", "请补充证明"));
  },
};

/** No earlier task to return to: 退回 is disabled and says why (没有可退回的节点) on hover and focus. */
export const NoReturnTargets: Story = {
  args: { returnTargets: [] },
  play: async ({ canvas, args }) => {
    const button = bar(canvas).getByRole("button", { name: "退回" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleDescription("没有可退回的节点");
    await userEvent.click(button);
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await userEvent.hover(button);
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("没有可退回的节点");
    await userEvent.unhover(button);
    // by keyboard: focus reaches it and the tooltip shows
    await userEvent.click(bar(canvas).getByRole("button", { name: "不通过" }));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole("tooltip")).toHaveTextContent("没有可退回的节点");
    await expect(args.onReturn).not.toHaveBeenCalled();
  },
};

/** 转办: choose the new assignee and give a reason → onTransfer(userId, reason). */
export const Transfer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(bar(canvas).getByRole("button", { name: "转办" }));
    const dialog = within(await screen.findByRole("dialog", { name: "转办" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "转办理由" }), "本周外出培训");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(dialog.getByRole("combobox", { name: "新审批人" })).toHaveAccessibleDescription("请选择新审批人");
    await expect(args.onTransfer).not.toHaveBeenCalled();
    // keyboard: open the list, move to the second person, choose
    dialog.getByRole("combobox", { name: "新审批人" }).focus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(dialog.getByRole("combobox", { name: "新审批人" })).toHaveTextContent("陈主任");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onTransfer).toHaveBeenCalledWith(6, "本周外出培训"));
  },
};

/** Nobody to hand the task to: 转办 is disabled and says why. */
export const NoTransferUsers: Story = {
  args: { users: [] },
  play: async ({ canvas }) => {
    const button = bar(canvas).getByRole("button", { name: "转办" });
    await expect(button).toHaveAttribute("aria-disabled", "true");
    await expect(button).toHaveAccessibleDescription("没有可转办的人员");
  },
};

/** Only the actions the page handles are shown. */
export const OnlyHandledActions: Story = {
  args: { onReturn: undefined, onTransfer: undefined },
  play: async ({ canvas }) => {
    await expect(names(canvas)).toEqual(["通过", "不通过"]);
  },
};

/** While the approval is sent the dialog is busy: one request, no closing. */
export const Busy: Story = {
  args: { onApprove: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(bar(canvas).getByRole("button", { name: "通过" }));
    const dialog = within(await screen.findByRole("dialog", { name: "通过" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "审批意见" }), "同意");
    const confirm = dialog.getByRole("button", { name: "确定" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute("aria-busy", "true"));
    await expect(confirm).toHaveFocus();
    await expect(dialog.getByRole("textbox", { name: "审批意见" })).toHaveAttribute("readonly");
    await userEvent.click(confirm);
    await userEvent.keyboard("{Escape}");
    await expect(screen.getByRole("dialog", { name: "通过" })).toBeVisible();
    await expect(args.onApprove).toHaveBeenCalledTimes(1);
  },
};

/** A refused action (someone else completed the task): the message shows, the reason is kept. */
export const Failed: Story = {
  args: {
    onReturn: fn(async () => {
      throw new Error("任务已被处理，请刷新");
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(bar(canvas).getByRole("button", { name: "退回" }));
    const dialog = within(await screen.findByRole("dialog", { name: "退回" }));
    await userEvent.click(dialog.getByRole("combobox", { name: "退回节点" }));
    await userEvent.click(await screen.findByRole("option", { name: "班主任审批" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "退回理由" }), "重新审核");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await expect(await dialog.findByRole("alert")).toHaveTextContent("任务已被处理，请刷新");
    await expect(dialog.getByRole("combobox", { name: "退回节点" })).toHaveTextContent("班主任审批");
    await expect(dialog.getByRole("textbox", { name: "退回理由" })).toHaveValue("重新审核");
    await expect(dialog.getByRole("button", { name: "确定" })).toHaveFocus();
  },
};
