// 用户: the searchable, sortable, paged user list with its roles and status switch, and 新增 / 修改 / 删除 /
// 重置密码 / 导出 / 下载模板 / 导入 — each offered only with its permission.
import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { Button } from "../../components/button";
import { useConfirm } from "../../components/confirm";
import { CrudPage } from "../../components/crud-page/crud-page";
import { crudListProps, type CrudListProps, deletingFrom } from "../../components/crud-page/use-crud-page";
import { DateField } from "../../components/date-field";
import { type DownloadedFile, ExportButton } from "../../components/export-button";
import { FilterBar, FilterField, FilterText } from "../../components/filter-bar";
import type { ImportResultData } from "../../components/import-result";
import { Switch } from "../../components/switch";
import { formatLongTime } from "../../lib/time";
import { AccountNameFilters, AccountStatusFilter } from "./account-filters";
import { ImportUsersDialog, type ImportUsersInput } from "./import-users-dialog";
import { userAdminMessages as messages } from "./user-admin-messages";
import { ResetPasswordDialog, UserFormDialog, type UserRolesState } from "./user-form-dialog";
import {
  noUserFilters,
  type PasswordRule,
  roleNamesOf,
  type UserFilters,
  type UserFormOutput,
  type UserRow,
  type UserSorting,
} from "./user-schema";

type UserAdminProps = CrudListProps<UserRow, UserFilters> & {
  /** The server-side sort (the sortable columns' ids are the contract's `sortField` values). */
  sorting: UserSorting;
  onSortingChange: (sorting: UserSorting) => void;
  /** The roles behind the 角色 column and the dialog's checkboxes. */
  roles: UserRolesState;
  /** The password rule of 添加用户 and 重置密码. */
  passwordRule: PasswordRule;
  /** The administrator's permissions (system:user:create / update / delete / export / import / update-password). */
  can: { create?: boolean; update?: boolean; delete?: boolean; export?: boolean; import?: boolean; password?: boolean };
  /** Saves a new user (row undefined) or the edited one; a rejection keeps the dialog open. */
  onSave: (values: UserFormOutput, row: UserRow | undefined) => Promise<void>;
  /** Deletes after the question. */
  onDelete: (row: UserRow) => Promise<unknown>;
  /** Enables (0) or disables (1) a user after the question. */
  onStatusChange: (row: UserRow, status: 0 | 1) => Promise<unknown>;
  /** Sets a user's new password. */
  onResetPassword: (row: UserRow, password: string) => Promise<void>;
  /** Uploads a filled template. */
  onImport: (input: ImportUsersInput) => Promise<ImportResultData>;
  /** 下载模板: the import template. */
  onDownloadTemplate: () => Promise<DownloadedFile>;
  /** 导出: the users of the applied filters, in the table's order. */
  onExport: () => Promise<DownloadedFile>;
  /** More actions on a row after 重置密码 (the console's 导出数据 and 删除数据, with their dialogs). */
  moreRowActions?: (row: UserRow) => React.ReactNode;
};

/** The search row above the user list: user name, nickname, mobile, status and a create-time range. */
function UserSearchForm({ onSearch }: { onSearch: (filters: UserFilters) => void }) {
  const m = messages.search;
  return (
    // The days are typed as 年-月-日 whatever the browser's locale (a native date input reads mm/dd/yyyy
    // in an American browser).
    <FilterBar label={m.label} defaultValues={noUserFilters} onSearch={onSearch}>
      {({ values, set }) => (
        <>
          <AccountNameFilters
            labels={{ name: m.username, nickname: m.nickname }}
            name={values.username}
            nickname={values.nickname}
            maxLength={30}
            onNameChange={(username) => set({ username })}
            onNicknameChange={(nickname) => set({ nickname })}
          />
          <FilterText
            label={m.mobile}
            value={values.mobile}
            inputMode="numeric"
            maxLength={11}
            onValueChange={(mobile) => set({ mobile })}
            className="w-36"
          />
          <AccountStatusFilter label={m.status} value={values.status} onValueChange={(status) => set({ status })} />
          <FilterField label={m.createdFrom}>
            <DateField
              value={values.createdFrom}
              onValueChange={(createdFrom) => set({ createdFrom })}
              className="w-40"
            />
          </FilterField>
          <FilterField label={m.createdTo}>
            <DateField value={values.createdTo} onValueChange={(createdTo) => set({ createdTo })} className="w-40" />
          </FilterField>
        </>
      )}
    </FilterBar>
  );
}

/** The status switch of a row: asks first, then enables or disables; busy while it is saved. */
function StatusSwitch({
  row,
  disabled,
  onStatusChange,
}: {
  row: UserRow;
  disabled: boolean;
  onStatusChange: UserAdminProps["onStatusChange"];
}) {
  const { confirm } = useConfirm();
  const [busy, setBusy] = React.useState(false);
  const change = async (enabled: boolean) => {
    const action = enabled ? messages.statusAction.enable : messages.statusAction.disable;
    if (!(await confirm(messages.confirmStatus(action, row.username)))) return;
    setBusy(true);
    try {
      await onStatusChange(row, enabled ? 0 : 1);
    } catch {
      // The caller (or its API client) has shown why the server refused.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      aria-label={row.username}
      checked={row.status === 0}
      disabled={disabled || busy}
      onCheckedChange={(checked) => void change(checked)}
    />
  );
}

/** The user list's data columns (CrudPage adds 操作). */
function userColumns(
  roles: UserRolesState,
  statusSwitch: (row: UserRow) => React.ReactNode,
): ColumnDef<UserRow, unknown>[] {
  const c = messages.columns;
  return [
    { accessorKey: "username", header: c.username, size: 140, enableSorting: true },
    { accessorKey: "nickname", header: c.nickname, size: 140, enableSorting: true },
    { accessorKey: "deptName", header: c.dept, size: 120, cell: ({ row }) => row.original.deptName ?? "" },
    { id: "roles", header: c.roles, size: 160, cell: ({ row }) => roleNamesOf(row.original.roleIds, roles.data) },
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
      cell: ({ row }) => statusSwitch(row.original),
    },
    {
      accessorKey: "createTime",
      header: c.createTime,
      size: 170,
      enableSorting: true,
      cell: ({ row }) => formatLongTime(row.original.createTime),
    },
  ];
}

/**
 * The system users' administration: search, a sortable paged list with each user's roles and a status
 * switch, add and edit (with roles), delete, password reset, export, the import template and import.
 * Needs a ConfirmProvider (the status switch asks first).
 */
function UserAdmin({
  sorting,
  onSortingChange,
  roles,
  passwordRule,
  can,
  onSave,
  onDelete,
  onStatusChange,
  onResetPassword,
  onImport,
  onDownloadTemplate,
  onExport,
  moreRowActions,
  ...list
}: UserAdminProps) {
  const { state } = list;
  const a = messages.actions;
  // Kept after closing so the closing dialog keeps its name while it fades out.
  const [passwordRow, setPasswordRow] = React.useState<UserRow>();
  const [passwordOpen, setPasswordOpen] = React.useState(false);
  const [importOpen, setImportOpen] = React.useState(false);
  const columns = userColumns(roles, (row) => (
    <StatusSwitch row={row} disabled={!can.update} onStatusChange={onStatusChange} />
  ));

  return (
    <div data-slot="user-admin" className="flex min-w-0 flex-col gap-4">
      <CrudPage<UserRow>
        caption={messages.caption}
        tableId="system-users"
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowName={(row) => row.username}
        {...crudListProps(list)}
        sorting={sorting}
        onSortingChange={(next) => {
          onSortingChange(next);
          // Another order starts again at page 1, as a new search does.
          state.onPageChange(1, state.paging.pageSize);
        }}
        filters={<UserSearchForm onSearch={state.applyFilters} />}
        onAdd={can.create ? state.openNew : undefined}
        onEdit={can.update ? state.openEdit : undefined}
        onDelete={can.delete ? deletingFrom(list, onDelete) : undefined}
        deleteQuestion={(row) => messages.confirmDelete(row.username)}
        toolbarActions={
          can.import ? (
            <>
              <Button onClick={() => setImportOpen(true)}>{a.import}</Button>
              <ExportButton busyText={a.templateBusy} onExport={onDownloadTemplate}>
                {a.template}
              </ExportButton>
            </>
          ) : null
        }
        // The filters and order applied to the table (not what is typed and not yet searched).
        onExport={can.export ? onExport : undefined}
        rowActions={
          can.password || moreRowActions
            ? (row) => (
                <>
                  {can.password ? (
                    <Button
                      size="mini"
                      variant="link"
                      aria-label={messages.rowAction.resetPassword(row.username)}
                      onClick={() => {
                        setPasswordRow(row);
                        setPasswordOpen(true);
                      }}
                    >
                      {a.resetPassword}
                    </Button>
                  ) : null}
                  {moreRowActions?.(row)}
                </>
              )
            : undefined
        }
        actionsWidth={moreRowActions ? 340 : 220}
      >
        <UserFormDialog
          key={state.editor.row ? `update-${state.editor.row.id}` : "create"}
          open={state.editor.open}
          onOpenChange={state.setEditorOpen}
          row={state.editor.row}
          roles={roles}
          passwordRule={passwordRule}
          onSubmit={(values) => onSave(values, state.editor.row)}
        />
        <ResetPasswordDialog
          open={passwordOpen}
          onOpenChange={setPasswordOpen}
          row={passwordRow}
          passwordRule={passwordRule}
          onSubmit={async (password) => {
            if (passwordRow) await onResetPassword(passwordRow, password);
          }}
        />
        <ImportUsersDialog open={importOpen} onOpenChange={setImportOpen} onImport={onImport} />
      </CrudPage>
    </div>
  );
}

export { UserAdmin, userColumns };
export type { UserAdminProps };
