// /system/notify-message (站内信管理): every user's in-site messages, filtered by user, template type,
// read state and send time; content is sanitised (SafeHtml) in the table and in the detail dialog.
import { notifyMessagePageOptions, simpleUserListOptions, useAllDictData, useApiClient } from "@smartclass/api/react";
import {
  Button,
  DataTable,
  type DataTableProps,
  DateField,
  DictTag,
  FilterBar,
  FilterField,
  formatLongTime,
  Input,
  OptionSelect,
  SafeHtml,
  TableToolbar,
  UserText,
} from "@smartclass/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";

import { PageFrame } from "../../page-frame";
import { dayRangeError } from "../shared/date-range";
import { dictOptionsOf } from "../shared/dict-options";
import { adminMessages as shared } from "../shared/messages";
import { notifyMessages as m } from "./messages";
import { NotifyMessageDetail, type NotifyMessageRow } from "./notify-message-detail";
import { NotifySendAction } from "./notify-send";
import { noNotifyFilters, type NotifyFilters, notifyMessageQuery, validUserId } from "./notify-message-query";
import { ReadState } from "./read-state";
import { usePagedTable } from "../shared/use-paged-table";

/** The dictionary type of the notify templates' kinds (seeded by the server). */
const TEMPLATE_TYPE_DICT = "system_notify_template_type";

/** The notification message administration page. */
function NotifyMessageAdminPage() {
  const api = useApiClient();
  const [applied, setApplied] = React.useState<NotifyFilters>(noNotifyFilters);
  const { paging, firstPage, tableProps } = usePagedTable();
  const [filterError, setFilterError] = React.useState<string>();
  const [shown, setShown] = React.useState<NotifyMessageRow>();

  const page = useQuery({
    ...notifyMessagePageOptions(api, notifyMessageQuery(applied, paging)),
    placeholderData: keepPreviousData,
  });
  // The user picker needs system:user:query; without it (or while it fails) the user is typed by id.
  const users = useQuery({ ...simpleUserListOptions(api), retry: false });
  const dicts = useAllDictData();
  const typeOptions = React.useMemo(() => dictOptionsOf(dicts.data, TEMPLATE_TYPE_DICT), [dicts.data]);
  const nicknames = React.useMemo(() => new Map((users.data ?? []).map((u) => [u.id, u.nickname])), [users.data]);
  const userName = (userId: number) => {
    const nickname = nicknames.get(userId);
    return nickname ? m.userOf(nickname, userId) : String(userId);
  };

  type Row = NonNullable<typeof page.data>["list"][number];

  /** Applies the typed filters when they make sense (重置 gives the empty ones, which always do). */
  const search = (typed: NotifyFilters) => {
    const error = !validUserId(typed.userId) ? m.userIdInvalid : dayRangeError(typed);
    setFilterError(error);
    if (error) return;
    setApplied({ ...typed, userId: typed.userId.trim() });
    firstPage();
  };

  const columns: DataTableProps<Row>["columns"] = [
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
      cell: ({ row }) => <ReadState read={row.original.readStatus} />,
    },
    { id: "readTime", header: m.readTime, size: 170, cell: ({ row }) => formatLongTime(row.original.readTime) },
    { id: "sendTime", header: m.sendTime, size: 170, cell: ({ row }) => formatLongTime(row.original.createTime) },
    {
      id: "actions",
      header: shared.actions,
      size: 80,
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          size="small"
          variant="link"
          className="px-1"
          aria-label={shared.detailOf(m.messageOf(row.original.id))}
          onClick={() => setShown(row.original)}
        >
          {shared.detail}
        </Button>
      ),
    },
  ];

  const userOptions = (users.data ?? []).map((u) => ({ value: String(u.id), label: m.userOf(u.nickname, u.id) }));

  const filters = (
    <FilterBar label={m.title} defaultValues={noNotifyFilters} error={filterError} onSearch={search}>
      {({ values, set }) => (
        <>
          {users.isSuccess ? (
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
            <FilterField label={m.userId}>
              <Input
                inputMode="numeric"
                value={values.userId}
                maxLength={16}
                onChange={(event) => set({ userId: event.target.value })}
                className="w-32"
              />
            </FilterField>
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

  return (
    <PageFrame title={m.title}>
      <DataTable<Row>
        caption={m.title}
        tableId="system-notify-message"
        columns={columns}
        {...tableProps(page)}
        getRowId={(row) => String(row.id)}
        empty={m.empty}
        toolbar={<TableToolbar filters={filters} actions={<NotifySendAction />} />}
      />
      <NotifyMessageDetail
        message={shown}
        userName={userName}
        typeOptions={typeOptions}
        onClose={() => setShown(undefined)}
      />
    </PageFrame>
  );
}

export { NotifyMessageAdminPage };
export default NotifyMessageAdminPage;
