import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { Button } from "../../components/button";
import { NotifySendDialog } from "./notify-send-dialog";
import type { NotifySendValues, NotifyTemplateOption } from "./notify-send-schema";

const templates: NotifyTemplateOption[] = [
  { id: 1, name: "会议通知", content: "{when}在礼堂开会，请{who}准时参加", params: ["when", "who"] },
  { id: 2, name: "系统维护", content: "今晚系统维护，期间暂停使用", params: [] },
];
const roles = [
  { id: 2, name: "教师" },
  { id: 3, name: "学生" },
];
const users = Array.from({ length: 8 }, (_, i) => ({ id: 10 + i, name: `学生${String(i + 1).padStart(2, "0")}` }));

type HarnessProps = { onSend: (values: NotifySendValues) => void };

/** A page's button that opens the dialog, as the notification page does. */
function Harness({ onSend }: HarnessProps) {
  const [open, setOpen] = React.useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>发送站内信</Button>
      <NotifySendDialog
        open={open}
        onOpenChange={setOpen}
        templates={templates}
        users={users}
        roles={roles}
        onSubmit={async (values) => onSend(values)}
      />
    </>
  );
}

const meta = {
  title: "Admin/Notify send",
  component: Harness,
  args: { onSend: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole("dialog", { name: "发送站内信" });

/** Opened: the template to choose, the roles and the users. */
export const Opened: Story = {
  play: async () => {
    const d = await dialog();
    await expect(within(d).getByRole("group", { name: "接收角色" })).toBeVisible();
    await expect(within(d).getByRole("group", { name: "接收用户" })).toBeVisible();
    await expect(within(d).getByRole("button", { name: "发送" })).toBeVisible();
  },
};

/** 发送 with nothing chosen says what is missing; nothing is sent. */
export const RefusedWhenIncomplete: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole("button", { name: "发送" }));
    await expect(await within(d).findByText("请选择模板")).toBeVisible();
    await expect(within(d).getByText("请选择接收的用户或角色")).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A template's parameters are asked for, the preview reads as the message will, and 发送 sends them. */
export const SendsWithParameters: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(within(d).getByRole("combobox", { name: "模板" }));
    await userEvent.click(await screen.findByRole("option", { name: "会议通知" }));
    await userEvent.click(within(d).getByRole("checkbox", { name: "学生" }));
    await userEvent.click(within(d).getByRole("checkbox", { name: "学生03" }));
    await userEvent.type(within(d).getByRole("textbox", { name: "when" }), "周五下午三点");
    await userEvent.click(within(d).getByRole("button", { name: "发送" }));
    await expect(await within(d).findByText("请输入参数 who")).toBeVisible();
    await userEvent.type(within(d).getByRole("textbox", { name: "who" }), "全体师生");
    await expect(within(d).getByText("周五下午三点在礼堂开会，请全体师生准时参加")).toBeVisible();
    await userEvent.click(within(d).getByRole("button", { name: "发送" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSend).toHaveBeenCalledWith({
      templateId: 1,
      userIds: [12],
      roleIds: [3],
      templateParams: { when: "周五下午三点", who: "全体师生" },
    });
  },
};
