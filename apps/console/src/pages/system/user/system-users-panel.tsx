// 用户: the searchable, sortable, paged user table with its roles and status switch, and 新增 / 修改 / 删除 / 重置密码 / 导出 /
// 下载模板 / 导入 — each shown only with its permission (the server's 403 stays the guard).
import type { Schema } from "@smartclass/api";
import {
  useDeleteUser,
  useExportUsers,
  useUpdateUserStatus,
  useUserImportTemplate,
  useUserPage,
} from "@smartclass/api/react";
import {
  Button,
  DataTable,
  type DataTableProps,
  ExportButton,
  formatLongTime,
  Switch,
  TableToolbar,
  useAuthorized,
  useConfirm,
} from "@smartclass/ui";
import { useState } from "react";

import { notifySuccess } from "../../../services/notify";
import { ImportUsersDialog } from "./import-users-dialog";
import { messages } from "./messages";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { UserFormDialog } from "./user-form-dialog";
import { exportQuery, NO_FILTERS, pageQuery, type UserFilters } from "./user-query";
import { roleNamesOf, useSimpleRoles } from "./user-roles";
import { UserSearchForm } from "./user-search-form";
import { usePagedTable } from "../shared/use-paged-table";

type User = Schema<"AdminUser">;
type Sorting = NonNullable<DataTableProps<User>["sorting"]>;

/** Which dialog is open, and for whom; kept after closing so the closing dialog keeps its content. */
type DialogState =
  | { kind: "none" }
  | { kind: "create" }
  | { kind: "update"; user: User }
  | { kind: "password"; user: User }
  | { kind: "import" };

/** The permissions of the page's actions (apps/server/src/permissions.ts). */
function usePermissions() {
  return {
    create: useAuthorized({ hasPermi: ["system:user:create"] }),
    update: useAuthorized({ hasPermi: ["system:user:update"] }),
    remove: useAuthorized({ hasPermi: ["system:user:delete"] }),
    export: useAuthorized({ hasPermi: ["system:user:export"] }),
    import: useAuthorized({ hasPermi: ["system:user:import"] }),
    password: useAuthorized({ hasPermi: ["system:user:update-password"] }),
  };
}

/** The system users tab. */
function SystemUsersPanel() {
  const confirm = useConfirm();
  const can = usePermissions();
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [sorting, setSorting] = useState<Sorting>([]);
  const { paging, firstPage, afterRemoval, tableProps } = usePagedTable();
  const page = useUserPage(pageQuery(filters, sorting, paging.pageNo, paging.pageSize));
  const roles = useSimpleRoles();
  const updateStatus = useUpdateUserStatus();
  const remove = useDeleteUser();
  const exportUsers = useExportUsers();
  const template = useUserImportTemplate();
  const [dialog, setDialog] = useState<DialogState>({ kind: "none" });
  const [open, setOpen] = useState(false);
  const rows = page.data?.list ?? [];

  const show = (next: DialogState) => {
    setDialog(next);
    setOpen(true);
  };
  // The client has already shown the server's refusal (403, 500…); nothing more to say here.
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);

  const switchStatus = async (user: User, enabled: boolean) => {
    const action = enabled ? messages.statusAction.enable : messages.statusAction.disable;
    if (!(await confirm.confirm(messages.confirmStatus(action, user.username)))) return;
    await updateStatus.mutateAsync({ id: user.id, status: enabled ? 0 : 1 });
    notifySuccess(messages.statusDone(action));
  };

  const removeUser = async (user: User) => {
    if (!(await confirm.confirm(messages.confirmDelete(user.username), { danger: true }))) return;
    await remove.mutateAsync(user.id);
    notifySuccess(messages.deleted);
    afterRemoval(rows.length);
  };

  const c = messages.columns;
  const columns: DataTableProps<User>["columns"] = [
    // The sortable columns' ids are the contract's sortField values (user-query.ts).
    { accessorKey: "username", header: c.username, size: 140, enableSorting: true },
    { accessorKey: "nickname", header: c.nickname, size: 140, enableSorting: true },
    { accessorKey: "deptName", header: c.dept, size: 120, cell: ({ row }) => row.original.deptName ?? "" },
    {
      id: "roles",
      header: c.roles,
      size: 160,
      cell: ({ row }) => roleNamesOf(row.original.roleIds, roles.data),
    },
    {
      accessorKey: "mobile",
      header: c.mobile,
      size: 130,
      enableSorting: true,
      cell: ({ row }) => row.original.mobile ?? "",
    },
    {
      accessorKey: "status",
      header: c.status,
      size: 90,
      enableSorting: true,
      meta: { align: "center" },
      cell: ({ row }) => {
        const user = row.original;
        return (
          <Switch
            aria-label={user.username}
            checked={user.status === 0}
            disabled={!can.update || updateStatus.isPending}
            onCheckedChange={(checked) => void quietly(switchStatus(user, checked))}
          />
        );
      },
    },
    {
      accessorKey: "createTime",
      header: c.createTime,
      size: 170,
      enableSorting: true,
      cell: ({ row }) => formatLongTime(row.original.createTime),
    },
    {
      id: "actions",
      header: c.actions,
      size: 220,
      meta: { label: c.actions },
      enableHiding: false,
      cell: ({ row }) => {
        const user = row.original;
        const a = messages.actions;
        return (
          <div className="flex flex-wrap gap-1">
            {can.update ? (
              <Button
                size="mini"
                variant="link"
                aria-label={messages.rowAction.update(user.username)}
                onClick={() => show({ kind: "update", user })}
              >
                {a.update}
              </Button>
            ) : null}
            {can.remove ? (
              <Button
                size="mini"
                variant="link"
                disabled={remove.isPending}
                aria-label={messages.rowAction.delete(user.username)}
                onClick={() => void quietly(removeUser(user))}
              >
                {a.delete}
              </Button>
            ) : null}
            {can.password ? (
              <Button
                size="mini"
                variant="link"
                aria-label={messages.rowAction.resetPassword(user.username)}
                onClick={() => show({ kind: "password", user })}
              >
                {a.resetPassword}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  const a = messages.actions;
  const toolbar = (
    <TableToolbar
      filters={
        <UserSearchForm
          onSearch={(next) => {
            setFilters(next);
            firstPage();
          }}
        />
      }
      actions={
        <>
          {can.create ? (
            <Button variant="primary" onClick={() => show({ kind: "create" })}>
              {a.create}
            </Button>
          ) : null}
          {can.import ? <Button onClick={() => show({ kind: "import" })}>{a.import}</Button> : null}
          {can.import ? (
            <ExportButton busyText={a.templateBusy} onExport={() => template.mutateAsync()}>
              {a.template}
            </ExportButton>
          ) : null}
          {can.export ? (
            // The current filters and order, as applied to the table (not what is typed and not yet searched).
            <ExportButton onExport={() => exportUsers.mutateAsync(exportQuery(filters, sorting))}>
              {a.export}
            </ExportButton>
          ) : null}
        </>
      }
    />
  );

  return (
    <>
      <DataTable<User>
        caption={messages.caption}
        tableId="system-users"
        columns={columns}
        {...tableProps(page)}
        getRowId={(u) => String(u.id)}
        sorting={sorting}
        onSortingChange={(next) => {
          setSorting(next);
          firstPage();
        }}
        toolbar={toolbar}
      />
      <UserFormDialog
        key={dialog.kind === "update" ? `update-${dialog.user.id}` : "create"}
        open={open && (dialog.kind === "create" || dialog.kind === "update")}
        onOpenChange={setOpen}
        user={dialog.kind === "update" ? dialog.user : undefined}
      />
      <ResetPasswordDialog
        open={open && dialog.kind === "password"}
        onOpenChange={setOpen}
        user={dialog.kind === "password" ? dialog.user : undefined}
      />
      <ImportUsersDialog open={open && dialog.kind === "import"} onOpenChange={setOpen} />
    </>
  );
}

export { SystemUsersPanel };
