import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ConfirmProvider } from "../../components/confirm";
import { useCrudPage } from "../../components/crud-page/use-crud-page";
import { noTeachFilters, type TeachAccountRow, type TeachFilters } from "./teach-account-schema";
import { TeachAccountsAdmin } from "./teach-accounts-admin";

// The stories' today: 2026-11-28 12:00 at the school (Shanghai).
const NOW = Date.parse("2026-11-28T04:00:00Z");
const now = () => NOW;

const accounts: TeachAccountRow[] = [
  {
    id: 1,
    userName: "teacher1",
    nickname: "王老师",
    userType: 2,
    status: 0,
    accountExpireTime: null,
    createTime: "2026-09-01T00:30:00Z",
  },
  {
    id: 2,
    userName: "student1",
    nickname: "李同学",
    userType: 1,
    status: 0,
    accountExpireTime: Date.parse("2026-11-01T15:59:59Z"),
    createTime: "2026-09-02T00:30:00Z",
  },
  {
    id: 3,
    userName: "student2",
    nickname: "张同学",
    userType: 1,
    status: 1,
    accountExpireTime: Date.parse("2027-07-31T15:59:59Z"),
    createTime: "2026-09-03T00:30:00Z",
  },
];

type HarnessProps = {
  initial?: TeachAccountRow[];
  can?: { update?: boolean; delete?: boolean };
  error?: string;
  onStatusChange?: (row: TeachAccountRow, status: 0 | 1) => void;
  onRenew?: (row: TeachAccountRow, renewTime: number) => void;
  onDelete?: (row: TeachAccountRow) => void;
};

/** The teaching accounts on story data, as the console wires them to the server. */
function Harness({
  initial = accounts,
  can = { update: true, delete: true },
  error,
  onStatusChange,
  onRenew,
  onDelete,
}: HarnessProps) {
  const state = useCrudPage<TeachAccountRow, TeachFilters>(noTeachFilters);
  const [rows, setRows] = React.useState(initial);
  const shown = rows.filter(
    (r) =>
      r.userName.includes(state.filters.userName) &&
      (state.filters.userType === "" || String(r.userType) === state.filters.userType),
  );
  return (
    <ConfirmProvider>
      <TeachAccountsAdmin
        state={state}
        rows={shown}
        total={shown.length}
        error={error}
        onRetry={error ? fn() : undefined}
        can={can}
        now={now}
        onStatusChange={async (row, status) => {
          onStatusChange?.(row, status);
          setRows((list) => list.map((r) => (r.id === row.id ? { ...r, status } : r)));
        }}
        onRenew={async (row, renewTime) => {
          onRenew?.(row, renewTime);
          setRows((list) => list.map((r) => (r.id === row.id ? { ...r, accountExpireTime: renewTime } : r)));
        }}
        onDelete={async (row) => {
          onDelete?.(row);
          setRows((list) => list.filter((r) => r.id !== row.id));
        }}
      />
    </ConfirmProvider>
  );
}

const meta = {
  title: "Admin/Teaching accounts",
  component: Harness,
  args: { onStatusChange: fn(), onRenew: fn(), onDelete: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "教学账号列表" });

/** The accounts: one never expires, one has expired (marked), one disabled. */
export const Accounts: Story = {
  play: async () => {
    await expect(within(table()).getAllByRole("row")).toHaveLength(accounts.length + 1);
    await expect(within(table()).getByText("长期有效")).toBeVisible();
    await expect(within(table()).getAllByText("已过期")).toHaveLength(1);
    await expect(within(table()).getByRole("button", { name: "启用 student2" })).toBeVisible();
  },
};

/** Searching by user name narrows the list. */
export const SearchByName: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole("search", { name: "教学账号列表" });
    await userEvent.type(within(search).getByRole("textbox", { name: "用户名称" }), "student");
    await userEvent.click(within(search).getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(3));
  },
};

/** The list could not be loaded. */
export const LoadFailed: Story = {
  args: { initial: [], error: "服务器开小差了" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/服务器开小差了/)).toBeVisible();
  },
};

/** 停用 asks first, then the account shows 停用 and offers 启用. */
export const DisableAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "停用 teacher1" }));
    const question = await screen.findByRole("alertdialog");
    await expect(within(question).getByText('确认要"停用""teacher1"账号吗？')).toBeVisible();
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith(accounts[0], 1));
    await expect(await canvas.findByRole("button", { name: "启用 teacher1" })).toBeVisible();
  },
};

/** 续期 refuses a day before the school's today and renews to the end of the chosen day. */
export const Renew: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "续期 student1" }));
    const dialog = await screen.findByRole("dialog", { name: "账号续期" });
    const day = within(dialog).getByRole("textbox", { name: /到期日期/ });
    await userEvent.type(day, "2026-11-27");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("到期日期不能早于今天")).toBeVisible();
    await userEvent.clear(day);
    await userEvent.type(day, "2026-12-31");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onRenew).toHaveBeenCalledWith(accounts[1], Date.parse("2026-12-31T15:59:59Z")));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** 删除 asks first, saying it cannot be undone. */
export const DeleteAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除 student2" }));
    const question = await screen.findByRole("alertdialog");
    await expect(within(question).getByText('是否确认删除账号"student2"？删除后不可恢复。')).toBeVisible();
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(accounts[2]));
  },
};

/** Without the permissions: the list, and no 停用, 续期 or 删除. */
export const ReadOnly: Story = {
  args: { can: {} },
  play: async () => {
    const row = within(table()).getAllByRole("row")[1]!;
    await expect(within(row).queryAllByRole("button")).toHaveLength(0);
  },
};
