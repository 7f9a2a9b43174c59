import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { useCrudPage } from "../../components/crud-page/use-crud-page";
import type { DictOption } from "../../components/dict-tag";
import { NotifyMessageAdmin } from "./notify-message-admin";
import { noNotifyFilters, type NotifyFilters, type NotifyMessageRow } from "./notify-message-schema";

const typeOptions: DictOption[] = [
  { value: "1", label: "通知公告", colorType: "primary" },
  { value: "2", label: "系统消息", colorType: "success" },
];

const users = [
  { id: 1, nickname: "管理员" },
  { id: 12, nickname: "王老师" },
];

const messages: NotifyMessageRow[] = [
  {
    id: 101,
    userId: 12,
    templateCode: "class-moved",
    templateNickname: "教务处",
    templateContent: "数学课改到 <b>周三第二节</b> 上课",
    templateType: 1,
    readStatus: false,
    readTime: null,
    createTime: Date.parse("2026-11-20T01:00:00Z"),
  },
  {
    id: 102,
    userId: 40,
    templateCode: "maintenance",
    templateNickname: "系统管理员",
    templateContent: "今晚 22:00 起系统维护一小时<script>alert(1)</script>",
    templateType: 2,
    readStatus: true,
    readTime: Date.parse("2026-11-21T02:00:00Z"),
    createTime: Date.parse("2026-11-21T01:00:00Z"),
  },
];

type HarnessProps = {
  rows?: NotifyMessageRow[];
  /** Without the users (no permission to list them): the user is typed by id. */
  withUsers?: boolean;
  error?: string;
};

/** The messages administration on story data, as the console wires it to the server. */
function Harness({ rows = messages, withUsers = true, error }: HarnessProps) {
  const state = useCrudPage<NotifyMessageRow, NotifyFilters>(noNotifyFilters);
  const shown = rows.filter(
    (r) =>
      (state.filters.userId === "" || String(r.userId) === state.filters.userId) &&
      (state.filters.readStatus === "" || String(r.readStatus) === state.filters.readStatus),
  );
  return (
    <NotifyMessageAdmin
      state={state}
      rows={shown}
      total={shown.length}
      error={error}
      users={withUsers ? users : undefined}
      typeOptions={typeOptions}
    />
  );
}

const meta = {
  title: "Admin/Notify messages",
  component: Harness,
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "站内信管理" });

/** The messages: the recipient by nickname when known, the type, read state, and the content sanitised. */
export const Messages: Story = {
  play: async () => {
    await expect(within(table()).getByText("王老师（12）")).toBeVisible();
    await expect(within(table()).getByText("40")).toBeVisible();
    await expect(within(table()).getByText("未读")).toBeVisible();
    await expect(table().querySelector("script")).toBeNull();
  },
};

/** No message matches. */
export const Empty: Story = {
  args: { rows: [] },
  play: async () => {
    await expect(within(table()).getByText("暂无站内信")).toBeVisible();
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { rows: [], error: "服务器开小差了" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/服务器开小差了/)).toBeVisible();
  },
};

/** 详情 shows the message whole. */
export const Detail: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "详情 #101" }));
    const dialog = await screen.findByRole("dialog", { name: "站内信详情" });
    await expect(within(dialog).getByText("class-moved")).toBeVisible();
    await expect(within(dialog).getByRole("region", { name: "消息内容" })).toHaveTextContent(
      "数学课改到 周三第二节 上课",
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Without the user list the user is typed by id; a bad id or an end before the start is refused. */
export const TypedUserId: Story = {
  args: { withUsers: false },
  play: async ({ canvas }) => {
    const search = canvas.getByRole("search", { name: "站内信管理" });
    const id = within(search).getByRole("textbox", { name: "用户编号" });
    await userEvent.type(id, "abc");
    await userEvent.click(within(search).getByRole("button", { name: "搜索" }));
    await expect(await within(search).findByText("用户编号应为正整数")).toBeVisible();
    await userEvent.clear(id);
    await userEvent.type(id, "40");
    await userEvent.click(within(search).getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    await expect(within(table()).getByText("系统管理员")).toBeVisible();
  },
};
