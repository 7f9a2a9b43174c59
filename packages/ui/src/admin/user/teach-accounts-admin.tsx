// 教学账号: the classroom accounts (students, teachers, administrators) with 启用 / 停用 / 续期 / 删除, each
// offered only with its permission.
import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { Badge } from "../../components/badge";
import { Button } from "../../components/button";
import { useConfirm } from "../../components/confirm";
import { CrudPage } from "../../components/crud-page/crud-page";
import { crudListProps, type CrudListProps, deletingFrom } from "../../components/crud-page/use-crud-page";
import { type DictOption, DictTag } from "../../components/dict-tag";
import { FilterBar, FilterField } from "../../components/filter-bar";
import { OptionSelect } from "../../components/option-select";
import { formatLongTime } from "../../lib/time";
import { AccountNameFilters, AccountStatusFilter } from "./account-filters";
import { RenewAccountDialog } from "./renew-account-dialog";
import { noTeachFilters, type TeachAccountRow, type TeachFilters } from "./teach-account-schema";
import { userAdminMessages as messages } from "./user-admin-messages";

type TeachAccountsAdminProps = CrudListProps<TeachAccountRow, TeachFilters> & {
  /** The administrator's permissions (teach:user:update covers 启用, 停用 and 续期; teach:user:delete). */
  can: { update?: boolean; delete?: boolean };
  /** Enables (0) or disables (1) an account after the question. */
  onStatusChange: (row: TeachAccountRow, status: 0 | 1) => Promise<unknown>;
  /** Renews an account until `renewTime` (epoch milliseconds). */
  onRenew: (row: TeachAccountRow, renewTime: number) => Promise<void>;
  /** Deletes after the question. */
  onDelete: (row: TeachAccountRow) => Promise<unknown>;
  /** The time now, for 已过期 and the renewal's earliest day; the browser's clock by default. */
  now?: () => number;
};

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
    <FilterBar label={m.caption} defaultValues={noTeachFilters} onSearch={onSearch}>
      {({ values, set }) => (
        <>
          <AccountNameFilters
            labels={{ name: m.userName, nickname: m.nickname }}
            name={values.userName}
            nickname={values.nickname}
            maxLength={100}
            onNameChange={(userName) => set({ userName })}
            onNicknameChange={(nickname) => set({ nickname })}
          />
          <FilterField label={m.userType}>
            <OptionSelect<"1" | "2" | "3">
              value={values.userType}
              onValueChange={(userType) => set({ userType })}
              options={([1, 2, 3] as const).map((t) => ({ value: `${t}` as const, label: m.userTypes[t] }))}
              allLabel={m.anyType}
              width="sm"
            />
          </FilterField>
          <AccountStatusFilter label={m.status} value={values.status} onValueChange={(status) => set({ status })} />
        </>
      )}
    </FilterBar>
  );
}

/** The teaching accounts' data columns (CrudPage adds 操作). */
function teachAccountColumns(now: () => number): ColumnDef<TeachAccountRow, unknown>[] {
  const m = messages.teach;
  return [
    { accessorKey: "userName", header: m.userName, size: 140 },
    { accessorKey: "nickname", header: m.nickname, size: 140 },
    { accessorKey: "userType", header: m.userType, size: 100, cell: ({ row }) => m.userTypes[row.original.userType] },
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
            {at < now() ? <Badge variant="danger">{m.expired}</Badge> : null}
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
  ];
}

/**
 * The teaching accounts' administration: search by name, nickname, type and status; 启用 / 停用 (asked
 * first), 续期 (a day at the school) and 删除 (asked first). Needs a ConfirmProvider.
 */
function TeachAccountsAdmin({
  can,
  onStatusChange,
  onRenew,
  onDelete,
  now = Date.now,
  ...list
}: TeachAccountsAdminProps) {
  const { state } = list;
  const m = messages.teach;
  const { confirm } = useConfirm();
  const [switching, setSwitching] = React.useState(false);
  // Kept after closing so the closing dialog keeps its name while it fades out.
  const [renewing, setRenewing] = React.useState<TeachAccountRow>();
  const [renewOpen, setRenewOpen] = React.useState(false);

  const switchStatus = async (row: TeachAccountRow) => {
    const action = row.status === 0 ? m.disable : m.enable;
    if (!(await confirm(m.confirmStatus(action, row.userName)))) return;
    setSwitching(true);
    try {
      await onStatusChange(row, row.status === 0 ? 1 : 0);
    } catch {
      // The caller (or its API client) has shown why the server refused.
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div data-slot="teach-accounts-admin" className="flex min-w-0 flex-col gap-4">
      <CrudPage<TeachAccountRow>
        caption={m.caption}
        tableId="system-teach-users"
        columns={teachAccountColumns(now)}
        getRowId={(row) => String(row.id)}
        rowName={(row) => row.userName}
        {...crudListProps(list)}
        filters={<TeachSearchForm onSearch={state.applyFilters} />}
        onDelete={can.delete ? deletingFrom(list, onDelete) : undefined}
        deleteQuestion={(row) => m.confirmDelete(row.userName)}
        rowActions={
          can.update
            ? (row) => (
                <>
                  <Button
                    size="mini"
                    variant="link"
                    disabled={switching}
                    aria-label={row.status === 0 ? m.rowAction.disable(row.userName) : m.rowAction.enable(row.userName)}
                    onClick={() => void switchStatus(row)}
                  >
                    {row.status === 0 ? m.disable : m.enable}
                  </Button>
                  <Button
                    size="mini"
                    variant="link"
                    aria-label={m.rowAction.renew(row.userName)}
                    onClick={() => {
                      setRenewing(row);
                      setRenewOpen(true);
                    }}
                  >
                    {m.renew}
                  </Button>
                </>
              )
            : undefined
        }
        actionsWidth={200}
      >
        <RenewAccountDialog
          open={renewOpen}
          onOpenChange={setRenewOpen}
          account={renewing}
          onRenew={onRenew}
          now={now}
        />
      </CrudPage>
    </div>
  );
}

export { TeachAccountsAdmin, teachAccountColumns };
export type { TeachAccountsAdminProps };
