import { Badge, Button, formatShortTime, Select, type TableColumn } from "@smartclass/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CheckIcon, XIcon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { useStudentQuestionApi, useTeacherQuestionApi } from "../lib/classroom-api";
import { PagedList, pagedQueryProps } from "../lib/paged-list";
import { messages } from "../messages";
import type { ActivityStatus, AskQuestion } from "./question-api";
import { questionPageOptions, studentQuestionPageOptions } from "./question-queries";
import { answerText } from "./question-stats";

const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;
const DEFAULT_PAGE_SIZE = 12;

type ListProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** Opens a question (e.g. its live panel or card). */
  onOpen?: (question: AskQuestion) => void;
  /** Rows per page (12 by default; the pager offers 12, 24, 36, 48). */
  pageSize?: number;
};

function openColumn(onOpen: ((question: AskQuestion) => void) | undefined): TableColumn<AskQuestion>[] {
  if (!onOpen) return [];
  return [
    {
      key: "open",
      // The row's action: pinned at the right of a wide table, the buttons of a card on a phone.
      sticky: true,
      header: messages.live.actions,
      width: 80,
      cell: (question) => (
        <Button
          size="mini"
          variant="link"
          aria-label={messages.common.labelled(messages.lists.open, question.title)}
          onClick={() => onOpen(question)}
        >
          {messages.lists.open}
        </Button>
      ),
    },
  ];
}

/** The title, type and status columns both lists start with (headers read at render). */
function baseColumns(): TableColumn<AskQuestion>[] {
  return [
    { key: "title", header: messages.lists.title },
    { key: "type", header: messages.lists.type, width: 80, cell: (q) => messages.questionTypes[q.type] },
    {
      key: "status",
      header: messages.lists.status,
      width: 90,
      cell: (q) => <Badge variant={statusVariant[q.status]}>{messages.activityStatus[q.status]}</Badge>,
    },
  ];
}

type TeacherQuestionListProps = ListProps & {
  /** Only the questions of one session. */
  courseItemId?: number;
};

/** The teacher's questions, newest first: status badges, answers of total, a status filter, paged. */
function TeacherQuestionList({
  courseItemId,
  onOpen,
  pageSize: initialSize = DEFAULT_PAGE_SIZE,
  ...props
}: TeacherQuestionListProps) {
  const api = useTeacherQuestionApi();
  const [page, setPage] = useState({ pageNo: 1, pageSize: initialSize });
  const [status, setStatus] = useState<ActivityStatus | null>(null);
  const query = { ...page, ...(courseItemId ? { courseItemId } : {}), ...(status !== null ? { status } : {}) };
  const list = useQuery({ ...questionPageOptions(api, query), placeholderData: keepPreviousData });
  const text = messages.lists;
  const columns: TableColumn<AskQuestion>[] = [
    ...baseColumns(),
    {
      key: "answers",
      header: text.answers,
      width: 80,
      align: "right",
      cell: (q) => messages.common.of(q.answerCount, q.total),
    },
    { key: "time", header: text.time, width: 110, cell: (q) => formatShortTime(q.startTime) },
    ...openColumn(onOpen),
  ];
  return (
    <PagedList
      data-slot="teacher-question-list"
      title={text.questions}
      actions={
        <Select.Root
          value={status === null ? "all" : String(status)}
          onValueChange={(value) => {
            setStatus(value === "all" ? null : (Number(value) as ActivityStatus));
            setPage((current) => ({ ...current, pageNo: 1 }));
          }}
        >
          <Select.Trigger aria-label={text.statusFilter} className="w-28">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="all">{text.allStatus}</Select.Item>
            {([1, 2, 3] as const).map((value) => (
              <Select.Item key={value} value={String(value)}>
                {messages.activityStatus[value]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      }
      columns={columns}
      rowKey={(q) => q.id}
      {...pagedQueryProps(list, page, setPage)}
      empty={text.emptyQuestions}
      {...props}
    />
  );
}

type StudentQuestionListProps = ListProps & {
  /** Only the questions of one course. */
  courseId?: number;
};

/** The student's past questions: their answer, right or wrong once ended, the score; paged. */
function StudentQuestionList({
  courseId,
  onOpen,
  pageSize: initialSize = DEFAULT_PAGE_SIZE,
  ...props
}: StudentQuestionListProps) {
  const api = useStudentQuestionApi();
  const [page, setPage] = useState({ pageNo: 1, pageSize: initialSize });
  const query = { ...page, ...(courseId ? { courseId } : {}) };
  const list = useQuery({ ...studentQuestionPageOptions(api, query), placeholderData: keepPreviousData });
  const text = messages.lists;
  const columns: TableColumn<AskQuestion>[] = [
    ...baseColumns(),
    {
      key: "mine",
      header: text.myAnswer,
      className: "whitespace-normal break-words",
      cell: (q) => (q.myAnswer ? answerText(q, q.myAnswer) || "—" : messages.answerCard.notAnswered),
    },
    {
      key: "result",
      header: text.result,
      width: 80,
      cell: (q) =>
        q.status !== 2 || !q.myAnswer || q.myAnswer.correct === null ? (
          "—"
        ) : q.myAnswer.correct ? (
          <span className="inline-flex items-center gap-1 text-success">
            <CheckIcon className="size-4" aria-hidden />
            {messages.live.correct}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-danger">
            <XIcon className="size-4" aria-hidden />
            {messages.live.wrong}
          </span>
        ),
    },
    { key: "score", header: text.score, width: 60, align: "right", cell: (q) => q.myAnswer?.score ?? "—" },
    { key: "time", header: text.time, width: 110, cell: (q) => formatShortTime(q.startTime) },
    ...openColumn(onOpen),
  ];
  return (
    <PagedList
      data-slot="student-question-list"
      title={text.myQuestions}
      columns={columns}
      rowKey={(q) => q.id}
      {...pagedQueryProps(list, page, setPage)}
      empty={text.emptyQuestions}
      {...props}
    />
  );
}

export { StudentQuestionList, TeacherQuestionList };
export type { StudentQuestionListProps, TeacherQuestionListProps };
