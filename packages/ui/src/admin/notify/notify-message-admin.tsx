// 站内信管理: every user's in-site messages, filtered by user, template type, read state and send time;
// content is sanitised (SafeHtml) in the list and in the detail dialog.
import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { Button } from "../../components/button";
import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { CrudPage } from "../../components/crud-page/crud-page";
import { crudListProps, type CrudListProps } from "../../components/crud-page/use-crud-page";
import { DateField } from "../../components/date-field";
import { type DictOption, DictTag } from "../../components/dict-tag";
import { FilterBar, FilterField, FilterText } from "../../components/filter-bar";
import { OptionSelect } from "../../components/option-select";
import { SafeHtml } from "../../components/safe-html";
import { UserText } from "../../components/user-text";
import { formatLongTime } from "../../lib/time";
import { notifyMessageAdminMessages as m } from "./notify-message-admin-messages";
import { NotifyMessageDetail, NotifyReadState } from "./notify-message-detail";
import {
  noNotifyFilters,
  type NotifyFilters,
  type NotifyMessageRow,
  validDayRange,
  validUserId,
} from "./notify-message-schema";

type NotifyMessageAdminProps = CrudListProps<NotifyMessageRow, NotifyFilters> & {
  /** The users to pick from; without them (no permission, or a failed load) the user is typed by id. */
  users?: readonly { id: number; nickname: string }[];
  /** The template types (the system_notify_template_type dictionary). */
  typeOptions: readonly DictOption[];
  /** More toolbar buttons (the console's 发送). */
  toolbarActions?: React.ReactNode;
};

/** The messages' data columns (CrudPage adds 操作). */
function notifyMessageColumns(
  userName: (userId: number) => string,
  typeOptions: readonly DictOption[],
): ColumnDef<NotifyMessageRow, unknown>[] {
  return [
    { id: "user", header: m.user, size: 140, cell: ({ row }) => <UserText>{userName(row.original.userId)}</UserText> },
    { accessorKey: "templateNickname", header: m.sender, size: 110 },
    {
      id: "templateType",
      header: m.templateType,
      size: 110,
      meta: { label: m.templateType },
      cell: ({ row }) => <DictTag options={typeOptions} value={row.original.templateType} />,
    },
    {
      id: "content",
      header: m.content,
      meta: { label: m.content },
      cell: ({ row }) => <SafeHtml inline html={row.original.templateContent} className="block truncate" />,
    },
    {
      id: "readStatus",
      header: m.readStatus,
      size: 90,
      meta: { align: "center", label: m.readStatus },
      cell: ({ row }) => <NotifyReadState read={row.original.readStatus} />,
    },
    { id: "readTime", header: m.readTime, size: 170, cell: ({ row }) => formatLongTime(row.original.readTime) },
    { id: "sendTime", header: m.sendTime, size: 170, cell: ({ row }) => formatLongTime(row.original.createTime) },
  ];
}

/** The search row: a user (picked, or typed by id), template type, read state and send-time days. */
function NotifyMessageFilters({
  users,
  typeOptions,
  onSearch,
}: Pick<NotifyMessageAdminProps, "users" | "typeOptions"> & { onSearch: (filters: NotifyFilters) => void }) {
  const [error, setError] = React.useState<string>();
  const userOptions = (users ?? []).map((u) => ({ value: String(u.id), label: m.userOf(u.nickname, u.id) }));
  /** Applies the typed filters when they make sense (重置 gives the empty ones, which always do). */
  const search = (typed: NotifyFilters) => {
    const problem = !validUserId(typed.userId) ? m.userIdInvalid : validDayRange(typed) ? undefined : m.rangeOrder;
    setError(problem);
    if (!problem) onSearch({ ...typed, userId: typed.userId.trim() });
  };
  return (
    <FilterBar label={m.title} defaultValues={noNotifyFilters} error={error} onSearch={search}>
      {({ values, set }) => (
        <>
          {users ? (
            <FilterField label={m.user}>
              <OptionSelect
                value={values.userId}
                onValueChange={(userId) => set({ userId })}
                options={userOptions}
                allLabel={shared.all}
                width="lg"
              />
            </FilterField>
          ) : (
            <FilterText
              label={m.userId}
              inputMode="numeric"
              value={values.userId}
              maxLength={16}
              onValueChange={(userId) => set({ userId })}
              className="w-32"
            />
          )}
          <FilterField label={m.templateType}>
            <OptionSelect
              value={values.templateType}
              onValueChange={(templateType) => set({ templateType })}
              options={typeOptions.map((o) => ({ value: String(o.value), label: o.label }))}
              allLabel={shared.all}
              width="md"
            />
          </FilterField>
          <FilterField label={m.readStatus}>
            <OptionSelect<"true" | "false">
              value={values.readStatus}
              onValueChange={(readStatus) => set({ readStatus })}
              options={[
                { value: "true", label: m.read },
                { value: "false", label: m.unread },
              ]}
              allLabel={shared.all}
              width="xs"
            />
          </FilterField>
          <FilterField label={m.sendFrom}>
            <DateField value={values.from} onValueChange={(from) => set({ from })} className="w-40" />
          </FilterField>
          <FilterField label={m.sendTo}>
            <DateField value={values.to} onValueChange={(to) => set({ to })} className="w-40" />
          </FilterField>
        </>
      )}
    </FilterBar>
  );
}

/**
 * The in-site messages' administration: search, the paged list with each message's recipient, sender,
 * type, content and read state, and 详情 on a row (the message whole).
 */
function NotifyMessageAdmin({ users, typeOptions, toolbarActions, ...list }: NotifyMessageAdminProps) {
  const { state } = list;
  const [shown, setShown] = React.useState<NotifyMessageRow>();
  const nicknames = React.useMemo(() => new Map((users ?? []).map((u) => [u.id, u.nickname])), [users]);
  const userName = React.useCallback(
    (userId: number) => {
      const nickname = nicknames.get(userId);
      return nickname ? m.userOf(nickname, userId) : String(userId);
    },
    [nicknames],
  );
  const columns = React.useMemo(() => notifyMessageColumns(userName, typeOptions), [userName, typeOptions]);

  return (
    <div data-slot="notify-message-admin" className="flex min-w-0 flex-col gap-4">
      <CrudPage<NotifyMessageRow>
        caption={m.title}
        tableId="system-notify-message"
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowName={(row) => m.messageOf(row.id)}
        {...crudListProps(list)}
        empty={m.empty}
        filters={<NotifyMessageFilters users={users} typeOptions={typeOptions} onSearch={state.applyFilters} />}
        toolbarActions={toolbarActions}
        rowActions={(row) => (
          <Button
            size="mini"
            variant="link"
            aria-label={shared.detailOf(m.messageOf(row.id))}
            onClick={() => setShown(row)}
          >
            {shared.detail}
          </Button>
        )}
        actionsWidth={80}
      >
        <NotifyMessageDetail
          message={shown}
          userName={userName}
          typeOptions={typeOptions}
          onClose={() => setShown(undefined)}
        />
      </CrudPage>
    </div>
  );
}

export { NotifyMessageAdmin, notifyMessageColumns };
export type { NotifyMessageAdminProps };
