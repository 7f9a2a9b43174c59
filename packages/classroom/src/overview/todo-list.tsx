// What the teacher or the student still has to handle, soonest deadline first, each deadline read
// relative to now (refreshed every 30 s); the list itself asks again every minute and whenever the
// page's push connection (re)opens, so work pushed while the page was away shows up.
import { Badge } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import type * as React from "react";

import { useTodoApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { RecordLink, type RenderLink } from "../record/record-link";
import { useNow } from "../sign-in/use-now";
import { overviewMessages } from "./messages";
import type { StudentOverviewApi, TeacherOverviewApi, TodoItem } from "./overview-api";
import { describeDeadline, sortTodos } from "./overview-format";
import { studentTodoOptions, teacherTodoOptions } from "./overview-queries";

const text = overviewMessages.todo;
/** How often the deadlines' wording is brought up to date (ms). */
const TICK_MS = 30_000;

type TodoListProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** Whose to-dos: the teacher's (grading, peer-review stages …) or the student's. */
  who: "teacher" | "student";
  /** Where a to-do leads (its activity's page); without an address its title is plain text. */
  todoHref: (item: TodoItem) => string | undefined;
  /** Draws the links (the consumer's router link); a plain anchor by default. */
  renderLink?: RenderLink;
  /** Shows only the first `limit` to-dos and says how many more there are. */
  limit?: number;
};

/** One to-do: its type, its title (a link when it has an address) and its deadline. */
function TodoRow({
  item,
  now,
  href,
  renderLink,
}: {
  item: TodoItem;
  now: number;
  href: string | undefined;
  renderLink: RenderLink | undefined;
}) {
  const deadline = describeDeadline(item.deadline, now);
  const when = item.deadline === null ? null : new Date(item.deadline).toISOString();
  return (
    <li
      data-todo-id={item.id}
      data-todo-type={item.type}
      data-deadline={deadline.state}
      className="flex flex-wrap items-center gap-3 py-2"
    >
      <Badge variant="primary">{text.types[item.type]}</Badge>
      <span className="min-w-0 flex-1 font-medium">
        {href ? (
          <RecordLink href={href} renderLink={renderLink}>
            {item.title}
          </RecordLink>
        ) : (
          item.title
        )}
      </span>
      {deadline.state === "overdue" || deadline.state === "soon" ? (
        <Badge variant={deadline.state === "overdue" ? "danger" : "warning"}>
          {when ? <time dateTime={when}>{deadline.text}</time> : deadline.text}
        </Badge>
      ) : (
        <span className="text-sm text-muted-foreground">
          {when ? <time dateTime={when}>{deadline.text}</time> : deadline.text}
        </span>
      )}
    </li>
  );
}

/** The pushed events after which the to-dos may differ. */
const TODO_CHANGING_EVENTS = [
  "signIn",
  "askQuestion",
  "practice",
  "survey",
  "aiTopic",
  "assignment",
  "activityChanged",
  "classChanged",
] as const;

/** The to-dos of the teacher or the student: type (签到 … 批改), title linking to the activity and the
 * deadline relative to now (`还剩 12 分钟`, `今天 16:00 截止`, `已截止`), soonest first; `待办（n）`. */
function TodoList({ who, todoHref, renderLink, limit, ...props }: TodoListProps) {
  const api = useTodoApi(who);
  // useTodoApi checked the slice `who` needs.
  const options =
    who === "teacher" ? teacherTodoOptions(api as TeacherOverviewApi) : studentTodoOptions(api as StudentOverviewApi);
  const list = useQuery(options);
  useOnPushReconnect(() => void list.refetch());
  // Live without polling: a new activity, an ending, a class starting or ending changes what is to do.
  useClassroomEvent(TODO_CHANGING_EVENTS, () => void list.refetch());
  const now = useNow(true, TICK_MS);

  const items = sortTodos(list.data ?? []);
  const shown = limit === undefined ? items : items.slice(0, Math.max(0, limit));

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (items.length === 0) body = <EmptyState>{text.empty}</EmptyState>;
  else
    body = (
      <>
        <ul aria-label={text.title} className="flex flex-col divide-y">
          {shown.map((item) => (
            <TodoRow
              key={`${item.type}-${item.id}`}
              item={item}
              now={now}
              href={todoHref(item)}
              renderLink={renderLink}
            />
          ))}
        </ul>
        {shown.length < items.length ? (
          <p className="text-sm text-muted-foreground">{text.more(items.length - shown.length)}</p>
        ) : null}
      </>
    );

  return (
    <Panel
      data-slot="todo-list"
      aria-busy={list.isFetching || undefined}
      title={list.isSuccess ? text.titleCount(items.length) : text.title}
      {...props}
    >
      {body}
    </Panel>
  );
}

export { TodoList };
export type { TodoListProps };
