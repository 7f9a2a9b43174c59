import { Badge, Button, formatShortTime, type TableColumn } from "@smartclass/ui";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type * as React from "react";

import { useStudentSurveyApi, useTeacherSurveyApi } from "../lib/classroom-api";
import { PagedList, pagedQueryProps } from "../lib/paged-list";
import { messages } from "../messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import type { ItemSurvey } from "./survey-api";
import { studentSurveyPageOptions, surveyKeys, teacherSurveyPageOptions } from "./survey-queries";

const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;
const DEFAULT_PAGE_SIZE = 12;

type SurveyListProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** Only the surveys of one course. */
  courseId?: number;
  /** Opens a survey (results for the teacher, the form for the student). */
  onOpen?: (survey: ItemSurvey) => void;
  /** Rows per page (12 by default). */
  pageSize?: number;
};

const statusCell = (survey: ItemSurvey) => (
  <Badge variant={statusVariant[survey.status]}>
    {survey.status === 0 ? messages.lists.draft : messages.activityStatus[survey.status]}
  </Badge>
);

function openColumn(onOpen: SurveyListProps["onOpen"]): TableColumn<ItemSurvey>[] {
  if (!onOpen) return [];
  return [
    {
      key: "open",
      // The row's action: pinned at the right of a wide table, the buttons of a card on a phone.
      sticky: true,
      header: messages.live.actions,
      width: 80,
      cell: (survey) => (
        <Button
          size="mini"
          variant="link"
          aria-label={messages.common.labelled(messages.lists.open, survey.title)}
          onClick={() => onOpen(survey)}
        >
          {messages.lists.open}
        </Button>
      ),
    },
  ];
}

/** Refetches the survey lists when a pushed event changes them (a survey started or ended, an answer
 * counted) and after a reconnect. */
function useLiveSurveyList(types: readonly ("survey" | "surveyAnswered" | "activityChanged")[]) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
  useClassroomEvent(types, (event) => {
    if (event.type === "activityChanged" && event.activity !== "survey") return;
    refetch();
  });
  useOnPushReconnect(refetch);
}

/** The teacher's surveys, saved (草稿) and run: status, answers, questions, time; paged. */
function TeacherSurveyList({ courseId, onOpen, pageSize = DEFAULT_PAGE_SIZE, ...props }: SurveyListProps) {
  const api = useTeacherSurveyApi();
  const [page, setPage] = useState({ pageNo: 1, pageSize });
  const query = { ...page, ...(courseId ? { courseId } : {}) };
  const list = useQuery({ ...teacherSurveyPageOptions(api, query), placeholderData: keepPreviousData });
  useLiveSurveyList(["surveyAnswered", "activityChanged"]);
  const text = messages.lists;
  const columns: TableColumn<ItemSurvey>[] = [
    { key: "title", header: text.title },
    { key: "status", header: text.status, width: 90, cell: statusCell },
    { key: "course", header: text.course, width: 110, cell: (s) => s.courseName ?? "—" },
    { key: "questions", header: text.questionsCount, width: 60, align: "right", cell: (s) => s.questions.length },
    { key: "answers", header: text.submitted, width: 70, align: "right", cell: (s) => s.answerCount },
    { key: "time", header: text.time, width: 110, cell: (s) => formatShortTime(s.startTime) },
    ...openColumn(onOpen),
  ];
  return (
    <PagedList
      data-slot="teacher-survey-list"
      title={text.surveys}
      columns={columns}
      rowKey={(s) => s.id}
      {...pagedQueryProps(list, page, setPage)}
      empty={text.emptySurveys}
      {...props}
    />
  );
}

/** The student's surveys: course, status, whether they submitted; paged. */
function StudentSurveyList({ courseId, onOpen, pageSize = DEFAULT_PAGE_SIZE, ...props }: SurveyListProps) {
  const api = useStudentSurveyApi();
  const [page, setPage] = useState({ pageNo: 1, pageSize });
  const query = { ...page, ...(courseId ? { courseId } : {}) };
  const list = useQuery({ ...studentSurveyPageOptions(api, query), placeholderData: keepPreviousData });
  useLiveSurveyList(["survey", "activityChanged"]);
  const text = messages.lists;
  const columns: TableColumn<ItemSurvey>[] = [
    { key: "title", header: text.title },
    { key: "course", header: text.course, width: 110, cell: (s) => s.courseName ?? "—" },
    { key: "status", header: text.status, width: 90, cell: statusCell },
    {
      key: "answered",
      header: text.submitted,
      width: 90,
      cell: (s) =>
        s.answered ? <Badge variant="success">{text.submitted}</Badge> : <Badge>{text.notSubmitted}</Badge>,
    },
    { key: "time", header: text.time, width: 110, cell: (s) => formatShortTime(s.startTime) },
    ...openColumn(onOpen),
  ];
  return (
    <PagedList
      data-slot="student-survey-list"
      title={text.mySurveys}
      columns={columns}
      rowKey={(s) => s.id}
      {...pagedQueryProps(list, page, setPage)}
      empty={text.emptySurveys}
      {...props}
    />
  );
}

export { StudentSurveyList, TeacherSurveyList };
export type { SurveyListProps };
