import { Badge, Button, formatShortTime } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import type * as React from "react";

import { useStudentPracticeApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { useOnPushReconnect } from "../push/classroom-events";
import { practiceMessages } from "./messages";
import type { ClassroomPractice } from "./practice-api";
import { practiceCardState } from "./practice-answers";
import { studentPracticesOptions, studentPracticeTodoOptions } from "./practice-queries";

const text = practiceMessages.list;

type StudentPracticeListProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** Only one course's practices. */
  courseId?: number;
  /** Opens a practice (route practice/info/{id}, or its preview once ended). */
  onOpen?: (practice: ClassroomPractice) => void;
};

/** What the student still has to do with a practice, as a badge. */
function MineBadge({ practice }: { practice: ClassroomPractice }) {
  const state = practiceCardState(practice);
  if (state === "open") return <Badge variant="warning">{text.todo}</Badge>;
  if (state === "missed") return <Badge variant="default">{text.missed}</Badge>;
  return <Badge variant="success">{text.done}</Badge>;
}

/**
 * How many practices wait for the student, as the server's to-do (course-item/stu/practice/todo)
 * counts them: all of them, or, for one course's list, those of the list (the to-do spans every course).
 */
function todoCount(todo: readonly ClassroomPractice[], practices: readonly ClassroomPractice[], courseId?: number) {
  if (courseId === undefined) return todo.length;
  const listed = new Set(practices.map((p) => p.id));
  return todo.filter((p) => listed.has(p.id)).length;
}

/** The student's practices, newest first: title, when it was published, its state (进行中/已结束),
 * 已完成 / 待完成 / 未作答, and 去作答 or 查看; in the heading's description the number 待完成 as the
 * server's to-do counts it (not counted here), so it is the number the student's to-dos show. */
function StudentPracticeList({ courseId, onOpen, ...props }: StudentPracticeListProps) {
  const api = useStudentPracticeApi();
  const list = useQuery(studentPracticesOptions(api, courseId));
  const todo = useQuery(studentPracticeTodoOptions(api));
  useOnPushReconnect(() => {
    void list.refetch();
    void todo.refetch();
  });
  const practices = list.data ?? [];

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (practices.length === 0) body = <EmptyState>{text.empty}</EmptyState>;
  else
    body = (
      <ul aria-label={text.title} className="flex flex-col divide-y">
        {practices.map((p) => {
          const open = practiceCardState(p) === "open";
          return (
            <li key={p.id} data-practice-id={p.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium">{p.title}</span>
                <span className="text-xs text-muted-foreground">
                  {p.startTime ? formatShortTime(p.startTime) : null} ·{" "}
                  {practiceMessages.questionCount(p.questions.length)}
                </span>
              </span>
              <Badge variant={p.status === 1 ? "primary" : "default"}>{practiceMessages.status[p.status]}</Badge>
              <MineBadge practice={p} />
              {onOpen ? (
                <Button
                  size="mini"
                  variant={open ? "primary" : "secondary"}
                  aria-label={practiceMessages.labelled(open ? text.open : text.view, p.title)}
                  onClick={() => onOpen(p)}
                >
                  {open ? text.open : text.view}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    );

  return (
    <Panel
      data-slot="student-practice-list"
      title={text.title}
      description={list.isSuccess && todo.isSuccess ? text.todoCount(todoCount(todo.data, practices, courseId)) : null}
      {...props}
    >
      {list.isSuccess && todo.isError ? (
        <ErrorState message={errorMessage(todo.error)} onRetry={() => void todo.refetch()} />
      ) : null}
      {body}
    </Panel>
  );
}

export { StudentPracticeList };
export type { StudentPracticeListProps };
