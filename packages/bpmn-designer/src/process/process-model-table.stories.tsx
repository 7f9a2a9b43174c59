import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ProcessModelTable } from "./process-model-table";
import { categories, models } from "./stories/process-data";

const meta = {
  title: "BPMN/Process/ProcessModelTable",
  component: ProcessModelTable,
  tags: ["!autodocs"],
  args: {
    models,
    categories,
    onDesign: fn(),
    onDeploy: fn(async () => undefined),
    onVersions: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof ProcessModelTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: ReturnType<typeof within>, name: string) =>
  within(canvas.getByRole("cell", { name }).closest("tr")!);

/** Every column: name, key, category name, form, latest version with its deploy time or 未部署, update time. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole("table", { name: "流程模型" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    await expect(headers).toEqual(["流程名称", "流程标识", "分类", "表单", "最新版本", "更新时间", "操作"]);
    const leave = within(within(table).getAllByRole("row")[1]!);
    const cells = leave.getAllByRole("cell").map((td) => td.textContent);
    await expect(cells.slice(0, 6)).toEqual([
      "请假申请",
      "leave",
      "请假",
      "请假单",
      "v3部署于 2026-03-13 09:05:09",
      "2026-03-14 09:00:09",
    ]);
    const trip = rowOf(canvas, "研学活动审批");
    await expect(trip.getByText("未部署")).toBeVisible();
    // no category, no form
    await expect(
      trip
        .getAllByRole("cell")
        .map((td) => td.textContent)
        .slice(2, 4),
    ).toEqual(["无", "无"]);
    for (const action of ["设计", "部署", "版本", "删除"]) {
      await expect(trip.getByRole("button", { name: `${action}：研学活动审批` })).toBeVisible();
    }
  },
};

/** Loading: a busy table with 加载中. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("table")).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中");
  },
};

/** No models: 暂无流程模型. */
export const Empty: Story = {
  args: { models: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("暂无流程模型")).toBeVisible();
  },
};

/** 设计 and 版本 hand the row's model to the page. */
export const DesignAndVersions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "设计：调课申请" }));
    await expect(args.onDesign).toHaveBeenCalledWith(models[1]);
    await userEvent.click(canvas.getByRole("button", { name: "版本：请假申请" }));
    await expect(args.onVersions).toHaveBeenCalledWith(models[0]);
  },
};

/** 部署 asks 确认部署流程“…”吗？; 确定 deploys, the question closes and focus returns to the button. */
export const DeployConfirmed: Story = {
  play: async ({ canvas, args }) => {
    const deploy = canvas.getByRole("button", { name: "部署：请假申请" });
    await userEvent.click(deploy);
    const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveTextContent("确认部署流程“请假申请”吗？");
    // the confirm button has focus: Enter confirms
    await expect(within(dialog).getByRole("button", { name: "确定" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDeploy).toHaveBeenCalledTimes(1);
    await expect(args.onDeploy).toHaveBeenCalledWith(models[0]);
    await waitFor(() => expect(deploy).toHaveFocus());
  },
};

/** 取消 (or Escape) leaves the model undeployed. */
export const DeployCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "部署：请假申请" }));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole("button", { name: "部署：调课申请" }));
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDeploy).not.toHaveBeenCalled();
  },
};

/** While the deployment runs, 确定 is busy, a second press sends nothing, and Escape does not close. */
export const DeployBusy: Story = {
  args: { onDeploy: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "部署：请假申请" }));
    const dialog = await screen.findByRole("alertdialog");
    const confirm = within(dialog).getByRole("button", { name: "确定" });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute("aria-busy", "true"));
    await expect(confirm).toHaveAttribute("aria-disabled", "true");
    await expect(within(dialog).getByRole("button", { name: "取消" })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard("{Escape}");
    await expect(screen.getByRole("alertdialog")).toBeVisible();
    await expect(args.onDeploy).toHaveBeenCalledTimes(1);
  },
};

/** A refused deployment: the question stays with the server's message; 确定 can be pressed again. */
export const DeployFails: Story = {
  args: {
    onDeploy: fn(async () => {
      throw new Error("流程图中的脚本任务“计算天数”无法在内置引擎中执行");
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "部署：请假申请" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "流程图中的脚本任务“计算天数”无法在内置引擎中执行",
    );
    const confirm = within(dialog).getByRole("button", { name: "确定" });
    await expect(confirm).not.toHaveAttribute("aria-disabled");
    await userEvent.click(confirm);
    await waitFor(() => expect(args.onDeploy).toHaveBeenCalledTimes(2));
  },
};

/** 删除 asks 确认删除流程模型“…”吗？ with a danger button; 确定 deletes. */
export const DeleteConfirmed: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除：研学活动审批" }));
    const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveTextContent("确认删除流程模型“研学活动审批”吗？");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDelete).toHaveBeenCalledWith(models[2]);
    await expect(args.onDeploy).not.toHaveBeenCalled();
  },
};

/** Without bpm:model:update, deploy and delete, only 版本 remains. */
export const WithoutPermissions: Story = {
  args: { canUpdate: false, canDeploy: false, canDelete: false },
  play: async ({ canvas }) => {
    const row = rowOf(canvas, "请假申请");
    await expect(row.getAllByRole("button").map((button) => button.textContent)).toEqual(["版本"]);
  },
};

/**
 * A model someone else owns (canManage false): its creator named under its name, and only 查看, 复制
 * and 版本 — the person may view and copy it, not change, deploy or delete it.
 */
export const OthersModel: Story = {
  args: {
    models: [
      { ...models[0]!, canManage: false, ownerName: "管理员" },
      { ...models[1]!, canManage: true },
    ],
    onCopy: fn(async () => undefined),
  },
  play: async ({ canvas, args }) => {
    const theirs = within(canvas.getByRole("cell", { name: /^请假申请/ }).closest("tr")!);
    await expect(theirs.getByText("管理员创建，只能查看和复制")).toBeVisible();
    await expect(theirs.getAllByRole("button").map((button) => button.textContent)).toEqual(["查看", "复制", "版本"]);
    await userEvent.click(theirs.getByRole("button", { name: "查看：请假申请" }));
    await expect(args.onDesign).toHaveBeenCalledWith(args.models[0]);
    const mine = rowOf(canvas, "调课申请");
    await expect(mine.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "设计",
      "复制",
      "部署",
      "版本",
      "删除",
    ]);
  },
};

/** Resolves the copy the CopyModel story started, when its play function says so. */
let finishCopy: () => void = () => undefined;

/** 复制 copies the row's model; the button is busy until the copy is made, and works again after. */
export const CopyModel: Story = {
  args: {
    onCopy: fn(
      () =>
        new Promise<void>((resolve) => {
          finishCopy = resolve;
        }),
    ),
  },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: "复制：研学活动审批" });
    await userEvent.click(button);
    await expect(args.onCopy).toHaveBeenCalledWith(models[2]);
    await expect(button).toBeDisabled();
    finishCopy();
    await waitFor(() => expect(button).toBeEnabled());
  },
};
