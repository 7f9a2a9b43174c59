// /user/notify-message (route name MyNotifyMessage): the person's own in-site messages, read one or all.
import { useMarkAllNotifyMessagesRead, useMarkNotifyMessagesRead, useMyNotifyMessagePage } from "@smartclass/api/react";
import { Badge, Button, formatLongTime, Pagination, SafeHtml, Table, UserText } from "@smartclass/ui";
import { useState } from "react";

import { messages } from "../messages";
import { PageFrame } from "./page-frame";

/** The own message list. */
function NotifyMessagePage() {
  const [{ pageNo, pageSize }, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const page = useMyNotifyMessagePage({ pageNo, pageSize });
  const markRead = useMarkNotifyMessagesRead();
  const markAll = useMarkAllNotifyMessagesRead();
  const rows = page.data?.list ?? [];
  const total = page.data?.total ?? 0;
  type Row = (typeof rows)[number];

  return (
    <PageFrame
      title={messages.notify.title}
      actions={
        <Button variant="primary" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
          {messages.notify.readAll}
        </Button>
      }
    >
      <Table<Row>
        caption={messages.notify.title}
        rows={rows}
        rowKey={(row) => row.id}
        loading={page.isPending}
        empty={messages.notify.empty}
        responsive
        columns={[
          {
            key: "sender",
            header: messages.notify.sender,
            width: 120,
            cell: (row) => <UserText>{row.templateNickname}</UserText>,
          },
          { key: "time", header: messages.notify.time, width: 180, cell: (row) => formatLongTime(row.createTime) },
          {
            key: "content",
            header: messages.notify.content,
            // The whole message, wrapped inside its column (a table cell truncates by default).
            className: "whitespace-normal",
            cell: (row) => <SafeHtml html={row.templateContent} />,
          },
          {
            key: "status",
            header: messages.notify.status,
            width: 100,
            cell: (row) =>
              row.readStatus ? (
                <Badge>{messages.notify.isRead}</Badge>
              ) : (
                <Badge variant="primary">{messages.notify.isUnread}</Badge>
              ),
          },
          {
            key: "actions",
            header: messages.notify.actions,
            width: 120,
            cell: (row) =>
              row.readStatus ? null : (
                <Button size="small" variant="link" onClick={() => markRead.mutate([row.id])}>
                  {messages.notify.read}
                </Button>
              ),
          },
        ]}
      />
      <Pagination
        total={total}
        page={pageNo}
        pageSize={pageSize}
        onChange={(next, size) => setPaging({ pageNo: next, pageSize: size })}
        hidden={total === 0}
      />
    </PageFrame>
  );
}

export default NotifyMessagePage;
