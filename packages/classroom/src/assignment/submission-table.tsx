import { Badge, Button, Label, Radio, RadioGroup, Table, UserText } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type * as React from "react";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, Panel } from "../lib/panel";
import type { AssignmentSubmission } from "./assignment-api";
import { formatDateTime, formatScore, statusVariant } from "./assignment-format";
import { assignmentSubmissionsOptions } from "./assignment-queries";
import { teacherAssignmentMessages } from "./teacher-messages";
import { useAssignmentRefetch } from "./use-assignment-refetch";

const text = teacherAssignmentMessages.table;

/** Which students the table shows. */
type StatusFilter = "all" | "0" | "1" | "2";
const FILTERS: StatusFilter[] = ["all", "0", "1", "2"];

type SubmissionTableProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  assignmentId: number;
  /** Opens the grading form of a student's submission. */
  onGrade?: (userId: number) => void;
  /** Shows a student's work on the big screen. */
  onCast?: (userId: number) => void;
  /** Opens a student's submission read-only. */
  onView?: (userId: number) => void;
};

/** Every student of the session with their submission: status (未提交/已提交/已批改), late, teacher
 * grade, peer average, final score; 批改, 投屏, 查看; filtered by status. Follows pushed events. */
function SubmissionTable({ assignmentId, onGrade, onCast, onView, ...props }: SubmissionTableProps) {
  const id = useId();
  const api = useTeacherAssignmentApi();
  const list = useQuery(assignmentSubmissionsOptions(api, assignmentId));
  useAssignmentRefetch(assignmentId);
  const [filter, setFilter] = useState<StatusFilter>("all");
  const all = list.data ?? [];
  const rows = filter === "all" ? all : all.filter((s) => String(s.status) === filter);

  const actions = (s: AssignmentSubmission) =>
    s.status === 0 ? null : (
      <span className="flex gap-1">
        {onGrade ? (
          <Button
            size="small"
            variant="primary"
            aria-label={text.gradeLabel(s.nickname)}
            onClick={() => onGrade(s.userId)}
          >
            {text.grade}
          </Button>
        ) : null}
        {onCast ? (
          <Button size="small" aria-label={text.castLabel(s.nickname)} onClick={() => onCast(s.userId)}>
            {text.cast}
          </Button>
        ) : null}
        {onView ? (
          <Button size="small" aria-label={text.viewLabel(s.nickname)} onClick={() => onView(s.userId)}>
            {text.view}
          </Button>
        ) : null}
      </span>
    );

  return (
    <Panel
      data-slot="submission-table"
      title={text.title}
      description={
        list.data ? (
          <span aria-live="polite" className="tabular-nums">
            {text.count(rows.length, all.length)}
          </span>
        ) : null
      }
      {...props}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span id={`${id}-filter`} className="text-sm font-medium">
          {text.filterLabel}
        </span>
        <RadioGroup
          aria-labelledby={`${id}-filter`}
          className="flex flex-wrap gap-4"
          value={filter}
          onValueChange={(value) => setFilter(value as StatusFilter)}
        >
          {FILTERS.map((f) => (
            <div key={f} className="flex items-center gap-1.5">
              <Radio id={`${id}-${f}`} value={f} />
              <Label htmlFor={`${id}-${f}`}>
                {f === "all" ? text.all : teacherAssignmentMessages.submissionStatus[Number(f) as 0 | 1 | 2]}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </div>
      {list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <Table
          caption={text.title}
          loading={list.isPending}
          empty={text.empty}
          rows={rows}
          rowKey={(s) => s.userId}
          columns={[
            { key: "student", header: text.columnStudent, cell: (s) => <UserText>{s.nickname}</UserText> },
            {
              key: "status",
              header: text.columnStatus,
              width: 150,
              cell: (s) => (
                <span className="flex flex-wrap gap-1">
                  <Badge variant={statusVariant[s.status]}>
                    {teacherAssignmentMessages.submissionStatus[s.status]}
                  </Badge>
                  {s.late ? <Badge variant="warning">{teacherAssignmentMessages.late}</Badge> : null}
                </span>
              ),
            },
            { key: "time", header: text.columnSubmitTime, width: 140, cell: (s) => formatDateTime(s.submitTime) },
            { key: "grade", header: text.columnGrade, width: 90, align: "right", cell: (s) => formatScore(s.grade) },
            {
              key: "peer",
              header: text.columnPeer,
              width: 100,
              align: "right",
              cell: (s) => formatScore(s.peerReviewScore),
            },
            {
              key: "final",
              header: text.columnFinal,
              width: 110,
              align: "right",
              cell: (s) => (
                <span className="inline-flex items-center gap-1">
                  {formatScore(s.finalScore)}
                  {s.finalOverridden ? <Badge variant="info">{text.overridden}</Badge> : null}
                </span>
              ),
            },
            { key: "actions", header: text.columnActions, width: 200, cell: actions },
          ]}
        />
      )}
    </Panel>
  );
}

export { SubmissionTable };
export type { SubmissionTableProps };
