import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { useCrudPage } from "../../components/crud-page/use-crud-page";
import { NotifySendDialog } from "./notify-send-dialog";
import { contentParams } from "./notify-send-schema";
import { NotifyTemplateAdmin } from "./notify-template-admin";
import {
  noNotifyTemplateFilters,
  type NotifyTemplateFilters,
  type NotifyTemplateOutput,
  type NotifyTemplateRow,
} from "./notify-template-schema";

const templates: NotifyTemplateRow[] = [
  {
    id: 1,
    code: "class-moved",
    name: "调课通知",
    nickname: "教务处",
    content: "{course} 改到 {time} 上课",
    type: 1,
    params: ["course", "time"],
    createTime: "2026-11-20T01:00:00Z",
  },
  {
    id: 2,
    code: "maintenance",
    name: "系统维护",
    nickname: "系统管理员",
    content: "今晚 22:00 起系统维护一小时，请提前保存作业",
    type: 2,
    params: [],
    createTime: "2026-11-21T01:00:00Z",
  },
];

type HarnessProps = {
  initial?: NotifyTemplateRow[];
  can?: { create?: boolean; update?: boolean; delete?: boolean; send?: boolean };
  onSave?: (values: NotifyTemplateOutput, row: NotifyTemplateRow | undefined) => void;
  onDelete?: (row: NotifyTemplateRow) => void;
  onSend?: (values: unknown) => void;
};

/** The templates page on story data, with the send dialog the console opens from 发送. */
function Harness({
  initial = templates,
  can = { create: true, update: true, delete: true, send: true },
  onSave,
  onDelete,
  onSend,
}: HarnessProps) {
  const state = useCrudPage<NotifyTemplateRow, NotifyTemplateFilters>(noNotifyTemplateFilters);
  const [rows, setRows] = React.useState(initial);
  const [sending, setSending] = React.useState<NotifyTemplateRow>();
  const shown = rows.filter((r) => r.name.includes(state.filters.name) && r.code.includes(state.filters.code));
  return (
    <>
      <NotifyTemplateAdmin
        state={state}
        rows={shown}
        total={shown.length}
        can={can}
        onSave={async (values, row) => {
          onSave?.(values, row);
          const saved = { ...values, params: contentParams(values.content) };
          setRows((all) =>
            row
              ? all.map((r) => (r.id === row.id ? { ...r, ...saved } : r))
              : [...all, { ...saved, id: all.length + 10, createTime: "2026-11-28T03:00:00Z" }],
          );
        }}
        onDelete={async (row) => {
          onDelete?.(row);
          setRows((all) => all.filter((r) => r.id !== row.id));
        }}
        onSend={setSending}
      />
      <NotifySendDialog
        open={sending !== undefined}
        onOpenChange={(open) => !open && setSending(undefined)}
        templates={rows}
        users={[
          { id: 3, name: "student01 (3)" },
          { id: 4, name: "student02 (4)" },
        ]}
        roles={[{ id: 3, name: "学生" }]}
        {...(sending ? { templateId: sending.id } : {})}
        onSubmit={async (values) => {
          onSend?.(values);
        }}
      />
    </>
  );
}

const meta = {
  title: "Admin/NotifyTemplate",
  component: Harness,
  args: { onSave: fn(), onDelete: fn(), onSend: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "站内信模板" });

export const Templates: Story = {
  play: async ({ canvas }) => {
    await expect(within(table()).getAllByRole("row")).toHaveLength(templates.length + 1);
    await expect(within(table()).getByText("{course} 改到 {time} 上课")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "发送 class-moved" })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("暂无站内信模板")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "新增" })).toBeVisible();
  },
};

export const CreateWithValidationError: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog", { name: "添加站内信模板" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "模板编码" }), "bad code!");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("模板编码只能包含字母、数字、_、. 和 -")).toBeVisible();
    await expect(within(dialog).getByText("模板名称不能为空")).toBeVisible();
    await expect(within(dialog).getByText("模板内容不能为空")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    const code = within(dialog).getByRole("textbox", { name: "模板编码" });
    await userEvent.clear(code);
    await userEvent.type(code, "exam-room");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "模板名称" }), "考场通知");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "发送人名称" }), "教务处");
    // userEvent reads { as a key descriptor; {{ types one brace.
    await userEvent.type(within(dialog).getByRole("textbox", { name: "模板内容" }), "请到 {{room} 考试");
    await expect(within(dialog).getByText("模板参数: room")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ code: "exam-room", content: "请到 {room} 考试", type: 1 }),
      undefined,
    );
    await expect(within(table()).getByText("考场通知")).toBeVisible();
  },
};

export const Edit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "修改 maintenance" }));
    const dialog = await screen.findByRole("dialog", { name: "修改站内信模板" });
    await expect(within(dialog).getByRole("textbox", { name: "模板编码" })).toHaveValue("maintenance");
    const name = within(dialog).getByRole("textbox", { name: "模板名称" });
    await userEvent.clear(name);
    await userEvent.type(name, "系统维护通知");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ name: "系统维护通知", type: 2 }),
      expect.objectContaining({ id: 2 }),
    );
    await expect(within(table()).getByText("系统维护通知")).toBeVisible();
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除 class-moved" }));
    const question = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(question).toHaveTextContent("是否确认删除模板名称为“调课通知”的数据项？");
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ code: "class-moved" }));
    await expect(within(table()).queryByText("调课通知")).not.toBeInTheDocument();
  },
};

export const SendFromRow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "发送 class-moved" }));
    const dialog = await screen.findByRole("dialog", { name: "发送站内信" });
    // The row's template is chosen: its parameters are asked for at once.
    await expect(within(dialog).getByRole("textbox", { name: "course" })).toBeVisible();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "course" }), "数学");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "time" }), "周五第三节");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "student01 (3)" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "发送" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(args.onSend).toHaveBeenCalledWith({
      templateId: 1,
      userIds: [3],
      roleIds: [],
      templateParams: { course: "数学", time: "周五第三节" },
    });
  },
};

export const ReadOnly: Story = {
  args: { can: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "新增" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /^发送/ })).not.toBeInTheDocument();
  },
};
