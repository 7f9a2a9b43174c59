// /user/notify-message (route name MyNotifyMessage): the person's own in-site messages, read one or all.
import { useMarkAllNotifyMessagesRead, useMarkNotifyMessagesRead, useMyNotifyMessagePage } from "@smartclass/api/react";
import { Badge, Button, formatLongTime, Pagination, SafeHtml, Table } from "@smartclass/ui";
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
        columns={[
          { key: "sender", header: "发送人", width: 120, cell: (row) => row.templateNickname },
          { key: "time", header: "发送时间", width: 180, cell: (row) => formatLongTime(row.createTime) },
          { key: "content", header: "消息内容", cell: (row) => <SafeHtml html={row.templateContent} /> },
          {
            key: "status",
            header: "状态",
            width: 100,
            cell: (row) => (row.readStatus ? <Badge>已读</Badge> : <Badge variant="primary">未读</Badge>),
          },
          {
            key: "actions",
            header: "操作",
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
