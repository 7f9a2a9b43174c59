// 站内信详情: one message whole — recipient, sender, type, state, times and its content, sanitised.
import { Dialog, type DictOption, DictTag, formatLongTime, SafeHtml, UserText } from "@smartclass/ui";
import type * as React from "react";

import { notifyMessages as m } from "./messages";
import { ReadState } from "./read-state";

/** The fields of a message the detail shows. */
type NotifyMessageRow = {
  id: number;
  userId: number;
  templateCode: string;
  templateNickname: string;
  templateContent: string;
  templateType: number;
  readStatus: boolean;
  readTime?: number | null;
  createTime: number;
};

/** The detail dialog of one message (closed while `message` is undefined). */
function NotifyMessageDetail({
  message,
  userName,
  typeOptions,
  onClose,
}: {
  message: NotifyMessageRow | undefined;
  /** How the recipient is named (nickname and id when known). */
  userName: (userId: number) => string;
  typeOptions: readonly DictOption[];
  onClose: () => void;
}) {
  const fields: [string, React.ReactNode][] = message
    ? [
        [m.user, <UserText key="user">{userName(message.userId)}</UserText>],
        [m.sender, <UserText key="sender">{message.templateNickname}</UserText>],
        [m.templateType, <DictTag key="type" options={typeOptions} value={message.templateType} />],
        [m.templateCode, message.templateCode],
        [m.readStatus, <ReadState key="read" read={message.readStatus} />],
        [m.readTime, formatLongTime(message.readTime)],
        [m.sendTime, formatLongTime(message.createTime)],
      ]
    : [];
  return (
    <Dialog.Root open={message !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content width="task" aria-describedby={undefined}>
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

export { NotifyMessageDetail };
export type { NotifyMessageRow };
