import { Badge, Button, saveBlob, Table, useConfirm, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, TriangleAlertIcon } from "lucide-react";
import { useRef, useState } from "react";
import type * as React from "react";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import type { AssignmentSubmission } from "./assignment-api";
import { formatScore, statusVariant } from "./assignment-format";
import { assignmentBasicOptions, assignmentKeys, assignmentSubmissionsOptions } from "./assignment-queries";
import { FinalOverrideDialog } from "./final-override-dialog";
import { teacherAssignmentMessages } from "./teacher-messages";
import { useAssignmentRefetch } from "./use-assignment-refetch";

const text = teacherAssignmentMessages.finals;

type FinalGradesPanelProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  assignmentId: number;
};

/** The final grades: the rule in words with this assignment's w and p, how many submissions are still
 * ungraded (a warning), publishing the finals (stage → final) behind a confirm, setting one student's
 * final in a dialog, and the .xlsx export. */
function FinalGradesPanel({ assignmentId, ...props }: FinalGradesPanelProps) {
  const api = useTeacherAssignmentApi();
  const queryClient = useQueryClient();
  const { confirm } = useConfirm();
  const basic = useQuery(assignmentBasicOptions(api, assignmentId));
  const list = useQuery(assignmentSubmissionsOptions(api, assignmentId));
  useAssignmentRefetch(assignmentId);
  const [editing, setEditing] = useState<AssignmentSubmission | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [notice, setNotice] = useState("");

  const publish = useMutation({
    mutationFn: () => api.updateAssignment({ id: assignmentId, stage: "final" }),
    onSuccess: () => {
      setNotice(text.publishedNote);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    },
  });
  const exporting = useMutation({
    mutationFn: () => api.exportAssignmentGrades(assignmentId),
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName);
      setNotice(text.exported(fileName));
    },
  });

  const a = basic.data;
  const submitted = (list.data ?? []).filter((s) => s.status !== 0);
  const ungraded = submitted.filter((s) => s.status === 1).length;
  const w = a?.peerReview ? (a.peerReviewSettings?.weight ?? 0) : 0;
  const p = a?.latePolicy === "penalty" ? a.latePenalty : 0;
  const canOverride = a?.stage === "grade" || a?.stage === "final";
  const failed = basic.error ?? list.error;

  return (
    <Panel
      data-slot="final-grades-panel"
      title={text.title}
      actions={
        <Button size="small" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
          <DownloadIcon aria-hidden />
          {text.export}
        </Button>
      }
      {...props}
    >
      {failed ? (
        <ErrorState
          message={errorMessage(failed)}
          onRetry={() => {
            void basic.refetch();
            void list.refetch();
          }}
        />
      ) : !a || !list.data ? (
        <LoadingState />
      ) : (
        <>
          <section aria-label={text.rule} className="flex flex-col gap-1 rounded-md bg-muted/50 px-3 py-2 text-sm">
            <p>{teacherAssignmentMessages.finalRule}</p>
            <p className="text-muted-foreground">{text.weights(w, p)}</p>
          </section>
          {ungraded > 0 ? (
            <p className="flex items-center gap-2 rounded-md bg-warning/10 px-3 py-2 text-sm text-foreground">
              <TriangleAlertIcon className="size-4 shrink-0 text-warning" aria-hidden />
              {a.stage === "final" || a.stage === "closed" ? text.ungradedAfter(ungraded) : text.ungraded(ungraded)}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{text.allGraded}</p>
          )}
          {a.stage === "grade" ? (
            <Button
              variant="primary"
              className="self-start"
              disabled={publish.isPending}
              onClick={async () => {
                setNotice("");
                if (await confirm(text.confirmPublish(ungraded), { title: text.publish })) publish.mutate();
              }}
            >
              {text.publish}
            </Button>
          ) : null}
          {publish.isError ? <ErrorState message={errorMessage(publish.error)} /> : null}
          {exporting.isError ? <ErrorState message={errorMessage(exporting.error)} /> : null}
          <p role="status" className="text-sm text-success">
            {notice}
          </p>
          <Table
            caption={text.title}
            rows={submitted}
            rowKey={(s) => s.userId}
            empty={teacherAssignmentMessages.table.empty}
            columns={[
              {
                key: "student",
                header: teacherAssignmentMessages.table.columnStudent,
                cell: (s) => <UserText>{s.nickname}</UserText>,
              },
              {
                key: "status",
                header: teacherAssignmentMessages.table.columnStatus,
                width: 140,
                cell: (s) => (
                  <span className="flex flex-wrap gap-1">
                    <Badge variant={statusVariant[s.status]}>
                      {teacherAssignmentMessages.submissionStatus[s.status]}
                    </Badge>
                    {s.late ? <Badge variant="warning">{teacherAssignmentMessages.late}</Badge> : null}
                  </span>
                ),
              },
              {
                key: "grade",
                header: teacherAssignmentMessages.table.columnGrade,
                width: 90,
                align: "right",
                cell: (s) => formatScore(s.grade),
              },
              {
                key: "peer",
                header: teacherAssignmentMessages.table.columnPeer,
                width: 100,
                align: "right",
                cell: (s) => formatScore(s.peerReviewScore),
              },
              {
                key: "final",
                header: teacherAssignmentMessages.table.columnFinal,
                width: 110,
                align: "right",
                cell: (s) => (
                  <span className="inline-flex items-center gap-1">
                    {formatScore(s.finalScore)}
                    {s.finalOverridden ? (
                      <Badge variant="info">{teacherAssignmentMessages.table.overridden}</Badge>
                    ) : null}
                  </span>
                ),
              },
              {
                key: "actions",
                header: teacherAssignmentMessages.table.columnActions,
                width: 90,
                cell: (s) =>
                  canOverride ? (
                    <Button
                      size="small"
                      aria-label={text.overrideLabel(s.nickname)}
                      onClick={(event) => {
                        opener.current = event.currentTarget;
                        setEditing(s);
                      }}
                    >
                      {text.override}
                    </Button>
                  ) : null,
              },
            ]}
          />
          {!canOverride ? <p className="text-xs text-muted-foreground">{text.notAvailable}</p> : null}
          <FinalOverrideDialog
            assignmentId={assignmentId}
            totalScore={a.totalScore}
            submission={editing}
            onClose={() => setEditing(null)}
            onSaved={() => setNotice(text.overrideSaved)}
            returnFocus={() => opener.current?.focus()}
          />
        </>
      )}
    </Panel>
  );
}

export { FinalGradesPanel };
export type { FinalGradesPanelProps };
