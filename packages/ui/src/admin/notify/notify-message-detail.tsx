// 站内信详情: one message whole — recipient, sender, type, state, times and its content, sanitised.
import type * as React from "react";

import { Badge } from "../../components/badge";
import { Dialog } from "../../components/dialog";
import { type DictOption, DictTag } from "../../components/dict-tag";
import { SafeHtml } from "../../components/safe-html";
import { UserText } from "../../components/user-text";
import { formatLongTime } from "../../lib/time";
import { notifyMessageAdminMessages as m } from "./notify-message-admin-messages";
import type { NotifyMessageRow } from "./notify-message-schema";

/** 已读 / 未读 as a badge (unread stands out). */
function NotifyReadState({ read }: { read: boolean }) {
  return read ? <Badge>{m.read}</Badge> : <Badge variant="primary">{m.unread}</Badge>;
}

type NotifyMessageDetailProps = {
  /** The message shown; the dialog is closed while it is undefined. */
  message: NotifyMessageRow | undefined;
  /** How the recipient is named (nickname and id when known). */
  userName: (userId: number) => string;
  typeOptions: readonly DictOption[];
  onClose: () => void;
};

/** The detail dialog of one message. */
function NotifyMessageDetail({ message, userName, typeOptions, onClose }: NotifyMessageDetailProps) {
  const fields: [string, React.ReactNode][] = message
    ? [
        [m.user, <UserText key="user">{userName(message.userId)}</UserText>],
        [m.sender, <UserText key="sender">{message.templateNickname}</UserText>],
        [m.templateType, <DictTag key="type" options={typeOptions} value={message.templateType} />],
        [m.templateCode, message.templateCode],
        [m.readStatus, <NotifyReadState key="read" read={message.readStatus} />],
        [m.readTime, formatLongTime(message.readTime)],
        [m.sendTime, formatLongTime(message.createTime)],
      ]
    : [];
  return (
    <Dialog.Root open={message !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content data-slot="notify-message-detail" width="task" aria-describedby={undefined}>
        <Dialog.Header>
          <Dialog.Title>{m.detailTitle}</Dialog.Title>
        </Dialog.Header>
        {message ? (
          <div className="flex min-h-0 flex-col gap-4 overflow-y-auto">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {fields.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 wrap-anywhere">{value}</dd>
                </div>
              ))}
            </dl>
            <section aria-label={m.content} className="rounded-md border p-3 text-sm">
              <SafeHtml html={message.templateContent} />
            </section>
          </div>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { NotifyMessageDetail, NotifyReadState };
export type { NotifyMessageDetailProps };
