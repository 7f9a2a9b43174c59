import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { TaskActionPanel } from "./task-action-panel";

const meta = {
  title: "BPMN/Process/TaskActionPanel",
  component: TaskActionPanel,
  tags: ["!autodocs"],
  args: {
    taskName: "班主任审批",
    returnTargets: [{ key: "Task_submit", name: "提交申请" }],
    users: [{ id: 5, name: "赵组长" }],
    onApprove: fn(async () => undefined),
    onReject: fn(async () => undefined),
    onReturn: fn(async () => undefined),
    onTransfer: fn(async () => undefined),
  },
} satisfies Meta<typeof TaskActionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The caller's task, named in the region's heading, with its actions: 通过 asks for the comment and hands it over. */
export const MyTask: Story = {
  play: async ({ canvas, args }) => {
    const region = within(canvas.getByRole("region", { name: "我的审批：班主任审批" }));
    const actions = within(region.getByRole("group", { name: "审批操作" }));
    await expect(actions.getAllByRole("button").map((b) => b.textContent)).toEqual(["通过", "不通过", "退回", "转办"]);
    await userEvent.click(actions.getByRole("button", { name: "通过" }));
    const dialog = within(await screen.findByRole("dialog", { name: "通过" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "审批意见" }), "同意");
    await userEvent.click(dialog.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledWith("同意"));
  },
};
