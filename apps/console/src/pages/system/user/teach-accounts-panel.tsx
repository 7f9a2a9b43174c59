// 教学账号: the classroom accounts (students, teachers, administrators) with 启用 / 停用 / 删除 / 续期.
import type { Schema } from "@smartclass/api";
import { useDeleteTeachUser, useDisableTeachUser, useEnableTeachUser, useTeachUserPage } from "@smartclass/api/react";
import {
  Badge,
  Button,
  DataTable,
  type DataTableProps,
  DictTag,
  type DictOption,
  FilterBar,
  FilterField,
  formatLongTime,
  Input,
  OptionSelect,
  useAuthorized,
  useConfirm,
} from "@smartclass/ui";
import { useState } from "react";

import { notifySuccess } from "../../../services/notify";
import { userAdminMessages as messages } from "@smartclass/ui";
import { RenewAccountDialog } from "./renew-account-dialog";
import { NO_TEACH_FILTERS, type TeachFilters, teachPageQuery } from "./teach-account";
import { usePagedTable } from "../shared/use-paged-table";

type Account = Schema<"TeachUser">;

/** The status as a tag in the page's language (the common_status colours: 开启 primary, 关闭 info). */
function statusOptions(): DictOption[] {
  return [
    { value: 0, label: messages.status.enabled, colorType: "primary" },
    { value: 1, label: messages.status.disabled, colorType: "info" },
  ];
}

/** The search row of the teaching accounts. */
function TeachSearchForm({ onSearch }: { onSearch: (filters: TeachFilters) => void }) {
  const m = messages.teach;
  return (
    <FilterBar label={m.caption} defaultValues={NO_TEACH_FILTERS} onSearch={onSearch}>
      {({ values, set }) => (
        <>
          <FilterField label={m.userName}>
            <Input
              value={values.userName}
              maxLength={100}
              onChange={(e) => set({ userName: e.target.value })}
              className="w-40"
            />
          </FilterField>
          <FilterField label={m.nickname}>
            <Input
              value={values.nickname}
              maxLength={100}
              onChange={(e) => set({ nickname: e.target.value })}
              className="w-40"
            />
          </FilterField>
          <FilterField label={m.userType}>
            <OptionSelect<"1" | "2" | "3">
              value={values.userType}
              onValueChange={(userType) => set({ userType })}
              options={([1, 2, 3] as const).map((t) => ({ value: `${t}` as const, label: m.userTypes[t] }))}
              allLabel={m.anyType}
              width="sm"
            />
          </FilterField>
          <FilterField label={m.status}>
            <OptionSelect<"0" | "1">
              value={values.status}
              onValueChange={(status) => set({ status })}
              options={[
                { value: "0", label: messages.status.enabled },
                { value: "1", label: messages.status.disabled },
              ]}
              allLabel={messages.search.anyStatus}
              width="xs"
            />
          </FilterField>
        </>
      )}
    </FilterBar>
  );
}

/** The teaching accounts tab: search, paged table and the account actions each shown with its permission. */
function TeachAccountsPanel() {
  const m = messages.teach;
  const confirm = useConfirm();
  const [filters, setFilters] = useState<TeachFilters>(NO_TEACH_FILTERS);
  const { paging, firstPage, afterRemoval, tableProps } = usePagedTable();
  const page = useTeachUserPage(teachPageQuery(filters, paging.pageNo, paging.pageSize));
  const enable = useEnableTeachUser();
  const disable = useDisableTeachUser();
  const remove = useDeleteTeachUser();
  const canUpdate = useAuthorized({ hasPermi: ["teach:user:update"] });
  const canDelete = useAuthorized({ hasPermi: ["teach:user:delete"] });
  const [renewing, setRenewing] = useState<Account>();
  const [renewOpen, setRenewOpen] = useState(false);
  const rows = page.data?.list ?? [];
  const busy = enable.isPending || disable.isPending || remove.isPending;

  // The client has already shown the server's refusal (403, 500…); nothing more to say here.
  const quietly = (work: Promise<unknown>) => work.catch(() => undefined);

  const switchStatus = async (row: Account) => {
    const action = row.status === 0 ? m.disable : m.enable;
    if (!(await confirm.confirm(m.confirmStatus(action, row.userName)))) return;
    await (row.status === 0 ? disable : enable).mutateAsync(row.id);
    notifySuccess(messages.statusDone(action));
  };

  const removeAccount = async (row: Account) => {
    if (!(await confirm.confirm(m.confirmDelete(row.userName), { danger: true }))) return;
    await remove.mutateAsync(row.id);
    notifySuccess(messages.deleted);
    afterRemoval(rows.length);
  };

  const columns: DataTableProps<Account>["columns"] = [
    { accessorKey: "userName", header: m.userName, size: 140 },
    { accessorKey: "nickname", header: m.nickname, size: 140 },
    {
      accessorKey: "userType",
      header: m.userType,
      size: 100,
      cell: ({ row }) => m.userTypes[row.original.userType],
    },
    {
      accessorKey: "status",
      header: m.status,
      size: 90,
      meta: { align: "center" },
      cell: ({ row }) => <DictTag options={statusOptions()} value={row.original.status} />,
    },
    {
      accessorKey: "accountExpireTime",
      header: m.expireTime,
      size: 200,
      cell: ({ row }) => {
        const at = row.original.accountExpireTime;
        if (!at) return m.never;
        return (
          <span className="inline-flex items-center gap-2">
            {formatLongTime(at)}
            {at < Date.now() ? <Badge variant="danger">{m.expired}</Badge> : null}
          </span>
        );
      },
    },
    {
      accessorKey: "createTime",
      header: m.createTime,
      size: 170,
      cell: ({ row }) => formatLongTime(row.original.createTime),
    },
    {
      id: "actions",
      header: m.actions,
      size: 200,
      meta: { label: m.actions },
      enableHiding: false,
      cell: ({ row }) => {
        const a = row.original;
        return (
          <div className="flex flex-wrap gap-1">
            {canUpdate ? (
              <Button
                size="mini"
                variant="link"
                disabled={busy}
                aria-label={a.status === 0 ? m.rowAction.disable(a.userName) : m.rowAction.enable(a.userName)}
                onClick={() => void quietly(switchStatus(a))}
              >
                {a.status === 0 ? m.disable : m.enable}
              </Button>
            ) : null}
            {canUpdate ? (
              <Button
                size="mini"
                variant="link"
                aria-label={m.rowAction.renew(a.userName)}
                onClick={() => {
                  setRenewing(a);
                  setRenewOpen(true);
                }}
              >
                {m.renew}
              </Button>
            ) : null}
            {canDelete ? (
              <Button
                size="mini"
                variant="link"
                disabled={busy}
                aria-label={m.rowAction.delete(a.userName)}
                onClick={() => void quietly(removeAccount(a))}
                className="text-danger"
              >
                {m.delete}
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <DataTable<Account>
        caption={m.caption}
        tableId="system-teach-users"
        columns={columns}
        {...tableProps(page)}
        getRowId={(a) => String(a.id)}
        toolbar={
          <TeachSearchForm
            onSearch={(next) => {
              setFilters(next);
              firstPage();
            }}
          />
        }
      />
      <RenewAccountDialog open={renewOpen} onOpenChange={setRenewOpen} account={renewing} />
    </>
  );
}

export { TeachAccountsPanel };
