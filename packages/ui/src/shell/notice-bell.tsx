import { BellIcon } from "lucide-react";
import * as React from "react";

import { Badge } from "../components/badge";
import { Button } from "../components/button";
import { Popover } from "./on-first-use";
import { Table, type TableColumn } from "../components/table";
import { UserText } from "../components/user-text";
import { cn } from "../lib/cn";
import { formatLongTime, type TimeInput } from "../lib/time";
import { messages } from "../messages";

// The sanitiser (DOMPurify) loads when the popover first shows a message, not with the shell.
const SafeHtml = React.lazy(() => import("../components/safe-html").then((m) => ({ default: m.SafeHtml })));

/** One in-site message; `content` may be server HTML and is sanitised. */
type NoticeItem = { id: string | number; sender: string; time: TimeInput; type?: string; content: string };

type NoticeBellProps = {
  notices: readonly NoticeItem[];
  /** Unread count on the bell (defaults to the number of notices). */
  unreadCount?: number;
  loading?: boolean;
  /** Leads to the user's own message list (route MyNotifyMessage). */
  onViewAll: () => void;
  /** Called when the popover opens, e.g. to refresh the list. */
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

/** The popover's columns, with their headers in the page's language. */
const noticeColumns = (): TableColumn<NoticeItem>[] => [
  { key: "sender", header: messages.noticeColumns.sender, width: 120, cell: (n) => <UserText>{n.sender}</UserText> },
  { key: "time", header: messages.noticeColumns.time, width: 180, cell: (n) => formatLongTime(n.time) },
  {
    key: "type",
    header: messages.noticeColumns.type,
    width: 100,
    align: "center",
    cell: (n) => (n.type ? <Badge className="max-w-full whitespace-normal wrap-anywhere">{n.type}</Badge> : null),
  },
  {
    key: "content",
    header: messages.noticeColumns.content,
    // Two lines of the message at most: it wraps inside the column and the full text is on the list page.
    className: "whitespace-normal",
    cell: (n) => (
      <React.Suspense fallback={<span className="text-muted-foreground">{messages.loading}</span>}>
        <SafeHtml html={n.content} inline className="line-clamp-2" />
      </React.Suspense>
    ),
  },
];

/** Notification bell with an unread count and a 600-wide popover of the latest unread messages. */
function NoticeBell({ notices, unreadCount, loading, onViewAll, onOpenChange, className }: NoticeBellProps) {
  const count = unreadCount ?? notices.length;
  return (
    <Popover.Root onOpenChange={onOpenChange}>
      <Popover.Trigger
        data-slot="notice-bell"
        aria-label={count > 0 ? messages.noticesWithUnread(count) : messages.notices}
        className={cn(
          "relative inline-flex size-control cursor-pointer items-center justify-center rounded-md text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
          className,
        )}
      >
        <BellIcon className="size-4" aria-hidden />
        {count > 0 ? (
          <Badge variant="count" aria-hidden className="absolute -top-0.5 -right-0.5 px-1 text-[10px]">
            {count > 99 ? "99+" : count}
          </Badge>
        ) : null}
      </Popover.Trigger>
      <Popover.Content
        data-slot="notice-popover"
        aria-label={messages.notices}
        align="end"
        className="w-[600px] max-w-[calc(100vw-1rem)] p-3"
      >
        <Table
          caption={messages.notices}
          columns={noticeColumns()}
          rows={notices}
          loading={loading}
          rowKey={(n) => n.id}
        />
        <div className="mt-2 flex justify-end">
          <Popover.Close asChild>
            <Button variant="link" onClick={onViewAll}>
              {messages.viewAll}
            </Button>
          </Popover.Close>
        </div>
      </Popover.Content>
    </Popover.Root>
  );
}

export { NoticeBell };
export type { NoticeBellProps, NoticeItem };
