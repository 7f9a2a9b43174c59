import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { ConfirmProvider } from "../../components/confirm";
import { useCrudPage } from "../../components/crud-page/use-crud-page";
import type { ImportResultData } from "../../components/import-result";
import type { ImportUsersInput } from "./import-users-dialog";
import { UserAdmin } from "./user-admin";
import type { UserRolesState } from "./user-form-dialog";
import {
  noUserFilters,
  type UserFilters,
  type UserFormOutput,
  type UserRole,
  type UserRow,
  type UserSorting,
} from "./user-schema";

const roles: UserRole[] = [
  { id: 1, code: "admin", name: "超级管理员" },
  { id: 2, code: "teacher", name: "老师" },
  { id: 3, code: "student", name: "学生" },
];

const users: UserRow[] = [
  {
    id: 1,
    username: "admin",
    nickname: "管理员",
    deptName: "信息中心",
    roleIds: [1],
    mobile: "13800000001",
    status: 0,
    createTime: "2026-09-01T00:30:00Z",
  },
  {
    id: 2,
    username: "teacher1",
    nickname: "王老师",
    deptName: "数学组",
    roleIds: [2],
    mobile: "13800000002",
    email: "wang@example.com",
    sex: 2,
    status: 0,
    createTime: "2026-09-02T00:30:00Z",
  },
  {
    id: 3,
    username: "student1",
    nickname: "李同学",
    roleIds: [3],
    status: 1,
    createTime: "2026-09-03T00:30:00Z",
  },
];

const passwordRule = { min: 8, max: 128, message: "密码长度为 8 到 128 位" };
const all = { create: true, update: true, delete: true, export: true, import: true, password: true };

type HarnessProps = {
  initial?: UserRow[];
  can?: React.ComponentProps<typeof UserAdmin>["can"];
  roleState?: UserRolesState;
  loading?: boolean;
  error?: string;
  onSave?: (values: UserFormOutput, row: UserRow | undefined) => void;
  onDelete?: (row: UserRow) => void;
  onStatusChange?: (row: UserRow, status: 0 | 1) => void;
  onResetPassword?: (row: UserRow, password: string) => void;
  onImport?: (input: ImportUsersInput) => void;
  onExport?: () => void;
};

/** The user administration on story data, as the console wires it to the server. */
function Harness({
  initial = users,
  can = all,
  roleState = { data: roles },
  loading,
  error,
  onSave,
  onDelete,
  onStatusChange,
  onResetPassword,
  onImport,
  onExport,
}: HarnessProps) {
  const state = useCrudPage<UserRow, UserFilters>(noUserFilters);
  const [sorting, setSorting] = React.useState<UserSorting>([]);
  const [rows, setRows] = React.useState(initial);
  const shown = rows.filter(
    (r) =>
      r.username.includes(state.filters.username) &&
      r.nickname.includes(state.filters.nickname) &&
      (state.filters.status === "" || String(r.status) === state.filters.status),
  );
  return (
    <ConfirmProvider>
      <UserAdmin
        state={state}
        sorting={sorting}
        onSortingChange={setSorting}
        rows={shown}
        total={shown.length}
        loading={loading}
        error={error}
        onRetry={error ? fn() : undefined}
        roles={roleState}
        passwordRule={passwordRule}
        can={can}
        onSave={async (values, row) => {
          onSave?.(values, row);
          if (values.username === "taken") throw new Error("用户账号已经存在");
          setRows((list) =>
            row
              ? list.map((r) => (r.id === row.id ? { ...r, ...values, sex: 0, status: 0 } : r))
              : [...list, { ...values, id: list.length + 10, sex: 0, status: 0, createTime: "2026-11-28T03:00:00Z" }],
          );
        }}
        onDelete={async (row) => {
          onDelete?.(row);
          setRows((list) => list.filter((r) => r.id !== row.id));
        }}
        onStatusChange={async (row, status) => {
          onStatusChange?.(row, status);
          setRows((list) => list.map((r) => (r.id === row.id ? { ...r, status } : r)));
        }}
        onResetPassword={async (row, password) => onResetPassword?.(row, password)}
        onImport={async (input): Promise<ImportResultData> => {
          onImport?.(input);
          return {
            created: 2,
            failures: [{ line: 4, reason: "student52：手机号码格式不正确" }],
            initialPasswords: [
              { username: "student51", password: "q7Kd2mXa9LpW" },
              { username: "student53", password: "Hs4bYc6eJf2G" },
            ],
          };
        }}
        onDownloadTemplate={async () => ({ blob: new Blob(["template"]), fileName: "用户导入模板.xlsx" })}
        onExport={async () => {
          onExport?.();
          return { blob: new Blob(["users"]), fileName: "用户数据.xlsx" };
        }}
      />
    </ConfirmProvider>
  );
}

const meta = {
  title: "Admin/User",
  component: Harness,
  args: {
    onSave: fn(),
    onDelete: fn(),
    onStatusChange: fn(),
    onResetPassword: fn(),
    onImport: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.getByRole("table", { name: "用户列表" });

/** The users with their roles (the page's words for known roles) and status switches. */
export const Users: Story = {
  play: async ({ canvas }) => {
    await expect(within(table()).getAllByRole("row")).toHaveLength(users.length + 1);
    await expect(within(table()).getByText("教师")).toBeVisible();
    await expect(canvas.getByRole("switch", { name: "student1" })).not.toBeChecked();
    for (const name of ["新增", "导入", "下载模板", "导出"])
      await expect(canvas.getByRole("button", { name })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重置密码 teacher1" })).toBeVisible();
  },
};

/** No user matches the search. */
export const Empty: Story = {
  args: { initial: [] },
  play: async () => {
    await expect(within(table()).getAllByRole("row").length).toBeGreaterThan(1);
    await expect(within(table()).queryByText("teacher1")).not.toBeInTheDocument();
  },
};

/** The list is loading. */
export const Loading: Story = { args: { loading: true, initial: [] } };

/** The list could not be loaded: the reason with 重试. */
export const LoadFailed: Story = {
  args: { error: "服务器开小差了", initial: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/服务器开小差了/)).toBeVisible();
    await expect(canvas.getByRole("button", { name: "重试" })).toBeVisible();
  },
};

/** Searching by status narrows the list. */
export const SearchByNickname: Story = {
  play: async ({ canvas }) => {
    const search = canvas.getByRole("search", { name: "搜索用户" });
    await userEvent.type(within(search).getByRole("textbox", { name: "用户昵称" }), "王");
    await userEvent.click(within(search).getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(within(table()).getAllByRole("row")).toHaveLength(2));
    await expect(within(table()).getByText("王老师")).toBeVisible();
  },
};

/** 新增 checks each field in the spec's words; a refused user name is marked and every value kept. */
export const AddWithErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog", { name: "添加用户" });
    await userEvent.type(within(dialog).getByLabelText(/用户昵称/), "赵老师");
    await userEvent.type(within(dialog).getByLabelText(/用户名称/), "taken");
    await userEvent.type(within(dialog).getByLabelText(/用户密码/), "short");
    await userEvent.type(within(dialog).getByLabelText(/手机号码/), "12345");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("请输入正确的手机号码")).toBeVisible();
    await expect(within(dialog).getByText("密码长度为 8 到 128 位")).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText(/手机号码/));
    await userEvent.type(within(dialog).getByLabelText(/用户密码/), "enough1");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "教师" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("用户账号已经存在")).toBeVisible();
    await expect(within(dialog).getByLabelText(/用户昵称/)).toHaveValue("赵老师");
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ username: "taken", roleIds: [2], password: "shortenough1" }),
      undefined,
    );
    await userEvent.clear(within(dialog).getByLabelText(/用户名称/));
    await userEvent.type(within(dialog).getByLabelText(/用户名称/), "teacher9");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(within(table()).getByText("teacher9")).toBeVisible();
  },
};

/** 修改 opens the user's values, without a password field. */
export const Edit: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "修改 teacher1" }));
    const dialog = await screen.findByRole("dialog", { name: "修改用户" });
    await expect(within(dialog).getByLabelText(/用户昵称/)).toHaveValue("王老师");
    await expect(within(dialog).queryByLabelText(/用户密码/)).not.toBeInTheDocument();
    await expect(within(dialog).getByRole("checkbox", { name: "教师" })).toBeChecked();
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ roleIds: [2] }), users[1]));
  },
};

/** A student under 14 (the date of birth and the 未满14岁 flag), as the list holds them. */
const minor: UserRow = {
  id: 4,
  username: "student2",
  nickname: "小明",
  roleIds: [3],
  status: 0,
  birthDate: "2015-03-05",
  under14: true,
  createTime: "2026-09-04T00:30:00Z",
};

/** 修改 shows a minor's 出生日期 and 未满14岁 with what they mean; both are saved as edited ("" clears the date). */
export const EditMinor: Story = {
  args: { initial: [...users, minor] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "修改 student2" }));
    const dialog = await screen.findByRole("dialog", { name: "修改用户" });
    const birthDate = within(dialog).getByLabelText("出生日期");
    const under14 = within(dialog).getByRole("checkbox", { name: "未满14岁" });
    await expect(birthDate).toHaveValue("2015-03-05");
    await expect(under14).toBeChecked();
    await expect(within(dialog).getByText("未满14岁的学生录入人脸前需要监护人同意")).toBeVisible();
    await userEvent.clear(birthDate);
    await userEvent.click(under14);
    await expect(within(dialog).queryByText(/需要监护人同意/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ birthDate: "", under14: false }), minor),
    );
  },
};

/** 新增 refuses a date of birth after today and 未满14岁 on someone the date makes 14 or older; a young date says it makes a minor. */
export const MinorFieldsChecked: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog", { name: "添加用户" });
    await userEvent.type(within(dialog).getByLabelText(/用户昵称/), "小红");
    await userEvent.type(within(dialog).getByLabelText(/用户名称/), "student7");
    await userEvent.type(within(dialog).getByLabelText(/用户密码/), "secret1234");
    const birthDate = within(dialog).getByLabelText("出生日期");
    await userEvent.type(birthDate, "2999-01-01");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("出生日期不能晚于今天")).toBeVisible();
    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, "2000-01-01");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "未满14岁" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("按出生日期已满14岁，不能标记为未满14岁")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "未满14岁" }));
    await userEvent.clear(birthDate);
    await userEvent.type(birthDate, "2020-05-01");
    await expect(within(dialog).getByText("按出生日期未满14岁：录入人脸前需要监护人同意")).toBeVisible();
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ username: "student7", birthDate: "2020-05-01", under14: false }),
        undefined,
      ),
    );
  },
};

/** The role list could not be loaded: the dialog says so, with 重试. */
export const RolesFailed: Story = {
  args: { roleState: { failed: true, onRetry: fn() } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "新增" }));
    const dialog = await screen.findByRole("dialog", { name: "添加用户" });
    await expect(within(dialog).getByText("角色加载失败")).toBeVisible();
  },
};

/** The status switch asks first; 确定 disables the user. */
export const DisableAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("switch", { name: "teacher1" }));
    const question = await screen.findByRole("alertdialog");
    await expect(within(question).getByText('确认要"停用""teacher1"用户吗？')).toBeVisible();
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onStatusChange).toHaveBeenCalledWith(users[1], 1));
    await waitFor(() => expect(canvas.getByRole("switch", { name: "teacher1" })).not.toBeChecked());
  },
};

/** 删除 asks first; 确定 removes the user from the list. */
export const DeleteAsksFirst: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "删除 student1" }));
    const question = await screen.findByRole("alertdialog");
    await expect(within(question).getByText('是否确认删除用户名称为"student1"的数据项？')).toBeVisible();
    await userEvent.click(within(question).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(users[2]));
    await waitFor(() => expect(within(table()).queryByText("student1")).not.toBeInTheDocument());
  },
};

/** 重置密码 names the user and holds the password rule. */
export const ResetPassword: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "重置密码 teacher1" }));
    const dialog = await screen.findByRole("dialog", { name: "重置密码" });
    await expect(within(dialog).getByText('请输入"teacher1"的新密码')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/新密码/), "abc");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("密码长度为 8 到 128 位")).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/新密码/), "defgh");
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(args.onResetPassword).toHaveBeenCalledWith(users[1], "abcdefgh"));
  },
};

/** 导入 refuses anything but .xlsx, then shows what was imported and refused. */
export const Import: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "导入" }));
    const dialog = await screen.findByRole("dialog", { name: "用户导入" });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("请选择要上传的文件")).toBeVisible();
    const input = within(dialog).getByLabelText(/选择文件/);
    await userEvent.upload(input, new File(["x"], "users.csv", { type: "text/csv" }), { applyAccept: false });
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText("只能上传 .xlsx 文件")).toBeVisible();
    await userEvent.upload(input, new File(["x"], "用户导入模板.xlsx"), { applyAccept: false });
    await userEvent.click(within(dialog).getByRole("checkbox", { name: "是否更新已经存在的用户数据" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await expect(await within(dialog).findByText(/成功导入 2 条/)).toBeVisible();
    await expect(args.onImport).toHaveBeenCalledWith(expect.objectContaining({ updateSupport: true }));
    // The footer's 关闭 (the corner cross has the same name).
    await userEvent.click(within(dialog).getAllByRole("button", { name: "关闭" })[0]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};

/** Without the permissions: the list and a disabled switch, no buttons. */
export const ReadOnly: Story = {
  args: { can: {} },
  play: async ({ canvas }) => {
    for (const name of ["新增", "导入", "下载模板", "导出"])
      await expect(canvas.queryByRole("button", { name })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "修改 teacher1" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("switch", { name: "teacher1" })).toBeDisabled();
  },
};
