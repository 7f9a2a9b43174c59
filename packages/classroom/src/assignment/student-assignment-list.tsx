import { Badge, Button, formatShortTime, type TableColumn } from "@smartclass/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type * as React from "react";

import { useCountdown } from "../lib/use-countdown";
import { PagedList, pagedQueryProps } from "../lib/paged-list";
import type { AssignmentBasic, StudentAssignmentFilter } from "./assignment-api";
import { stageVariant } from "./assignment-format";
import { studentAssignmentPageOptions } from "./assignment-queries";
import { useStudentAssignmentApi } from "../lib/classroom-api";
import { deadlineNear, type MyState, myStateOf } from "./student-assignment-state";
import { studentAssignmentMessages } from "./student-messages";

const text = studentAssignmentMessages.list;
const DEFAULT_PAGE_SIZE = 12;

const myStateVariant = {
  notSubmitted: "warning",
  draft: "info",
  submitted: "primary",
  graded: "success",
} as const satisfies Record<MyState, string>;

type StudentAssignmentListProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** 新作业 (not submitted and still open) or 全部; uncontrolled when omitted. */
  filter?: StudentAssignmentFilter;
  /** The filter shown first when uncontrolled (新作业 by default). */
  defaultFilter?: StudentAssignmentFilter;
  /** Called when the student switches between 新作业 and 全部 (e.g. to change the route). */
  onFilterChange?: (filter: StudentAssignmentFilter) => void;
  /** Only one course's assignments. */
  courseId?: number;
  /** Opens an assignment (the answer form, the result, or the peer reviews). */
  onOpen?: (assignment: AssignmentBasic) => void;
  /** Rows per page (12 by default). */
  pageSize?: number;
};

/** The deadline, and a live countdown while it is less than a day away; 已截止 once past. */
function DeadlineCell({ deadline }: { deadline: number | null }) {
  const [now] = useState(() => Date.now());
  const near = deadlineNear(deadline, now);
  const left = useCountdown(deadline, near);
  if (deadline === null) return <span className="text-muted-foreground">{text.noDeadline}</span>;
  return (
    <span className="flex flex-col">
      <span>{formatShortTime(deadline)}</span>
      {deadline <= now || left === 0 ? (
        <span className="text-xs text-muted-foreground">{text.overdue}</span>
      ) : near && left !== null ? (
        <span className="text-xs font-medium text-danger" role="timer">
          {text.closesIn(left)}
        </span>
      ) : null}
    </span>
  );
}

function MyStateCell({ assignment }: { assignment: AssignmentBasic }) {
  const state = myStateOf(assignment);
  return (
    <span className="flex flex-wrap gap-1">
      <Badge variant={myStateVariant[state]}>{text[state]}</Badge>
      {assignment.myReviewsToDo ? <Badge variant="warning">{text.reviewsToDo(assignment.myReviewsToDo)}</Badge> : null}
      {assignment.myFinalScore !== null && assignment.myFinalScore !== undefined ? (
        <Badge variant="success">{text.finalScore(assignment.myFinalScore)}</Badge>
      ) : null}
    </span>
  );
}

/** The student's assignments, 新作业 (not submitted and still open) or 全部: title, course, deadline
 * (counting down when near), stage, their state (未提交/草稿/已提交/已批改, reviews to do, final score)
 * and 打开; paged, with loading, empty and error states. */
function StudentAssignmentList({
  filter: controlled,
  defaultFilter = "new",
  onFilterChange,
  courseId,
  onOpen,
  pageSize = DEFAULT_PAGE_SIZE,
  className,
  ...props
}: StudentAssignmentListProps) {
  const api = useStudentAssignmentApi();
  const [own, setOwn] = useState<StudentAssignmentFilter>(defaultFilter);
  const filter = controlled ?? own;
  const [page, setPage] = useState({ pageNo: 1, pageSize });
  const query = { ...page, filter, ...(courseId ? { courseId } : {}) };
  const list = useQuery({ ...studentAssignmentPageOptions(api, query), placeholderData: keepPreviousData });

  const choose = (next: StudentAssignmentFilter) => {
    if (next === filter) return;
    setOwn(next);
    setPage((current) => ({ ...current, pageNo: 1 }));
    onFilterChange?.(next);
  };

  const columns: TableColumn<AssignmentBasic>[] = [
    { key: "title", header: text.columnTitle, cell: (a) => <span className="font-medium">{a.title}</span> },
    { key: "course", header: text.course, width: 110, cell: (a) => a.courseName ?? "—" },
    { key: "deadline", header: text.deadline, width: 150, cell: (a) => <DeadlineCell deadline={a.deadline} /> },
    {
      key: "stage",
      header: text.stage,
      width: 100,
      cell: (a) => <Badge variant={stageVariant[a.stage]}>{studentAssignmentMessages.stages[a.stage]}</Badge>,
    },
    { key: "mine", header: text.myState, width: 200, cell: (a) => <MyStateCell assignment={a} /> },
    ...(onOpen
      ? [
          {
            key: "open",
            // The row's action: pinned at the right of a wide table, the buttons of a card on a phone.
            sticky: true,
            header: text.actions,
            width: 70,
            cell: (a: AssignmentBasic) => (
              <Button
                size="mini"
                variant="link"
                aria-label={studentAssignmentMessages.labelled(text.open, a.title)}
                onClick={() => onOpen(a)}
              >
                {text.open}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const tabs = (
    <div role="group" aria-label={text.tabsLabel} className="flex rounded-md border p-0.5">
      {(["new", "all"] as const).map((value) => (
        <Button
          key={value}
          size="small"
          variant={value === filter ? "primary" : "ghost"}
          aria-pressed={value === filter}
          onClick={() => choose(value)}
        >
          {value === "new" ? text.newTab : text.allTab}
        </Button>
      ))}
    </div>
  );

  return (
    <PagedList
      data-slot="student-assignment-list"
      data-filter={filter}
      className={className}
      title={text.title}
      actions={tabs}
      columns={columns}
      rowKey={(a) => a.id}
      {...pagedQueryProps(list, page, setPage)}
      empty={filter === "new" ? text.emptyNew : text.emptyAll}
      {...props}
    />
  );
}

export { StudentAssignmentList };
export type { StudentAssignmentListProps };
