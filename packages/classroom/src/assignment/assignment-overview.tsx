import { Badge, Button, cn, useConfirm } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { useNow } from "../sign-in/use-now";
import type { AssignmentBasic, AssignmentStage } from "./assignment-api";
import { formatDateTime, nextMoves, stageVariant, stepsOf } from "./assignment-format";
import { assignmentBasicOptions, assignmentKeys } from "./assignment-queries";
import { teacherAssignmentMessages } from "./teacher-messages";
import { useAssignmentRefetch } from "./use-assignment-refetch";

const text = teacherAssignmentMessages.overview;

/** The pages the overview links to. */
type OverviewLink = "edit" | "submissions" | "grades" | "statistics" | "cast";

type AssignmentOverviewProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  assignmentId: number;
  /** Goes to one of the assignment's pages (the links show only with it). */
  onNavigate?: (to: OverviewLink) => void;
};

/** The stages as a stepper: done ones ticked, the current one marked for assistive technology. */
function StageStepper({ assignment }: { assignment: AssignmentBasic }) {
  const steps = stepsOf(assignment);
  const current = steps.indexOf(assignment.stage);
  return (
    <ol aria-label={text.stepsLabel} className="flex flex-wrap items-center gap-1" data-slot="assignment-stepper">
      {steps.map((stage, i) => (
        <li
          key={stage}
          aria-current={i === current ? "step" : undefined}
          className={cn(
            "flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm",
            i === current && "border-primary bg-primary-soft font-semibold text-primary-strong",
            i < current && "text-foreground",
            i > current && "text-muted-foreground",
          )}
        >
          {i < current ? <CheckIcon className="size-3.5 text-success" aria-hidden /> : null}
          {teacherAssignmentMessages.stages[stage]}
        </li>
      ))}
    </ol>
  );
}

/** The teacher's assignment page head: the stage stepper, the next move(s) with the reason when not
 * possible yet (e.g. 开始互评 before the deadline), counts and settings, links to the other pages.
 * Follows pushed assignment events. */
function AssignmentOverview({ assignmentId, onNavigate, ...props }: AssignmentOverviewProps) {
  const id = useId();
  const api = useTeacherAssignmentApi();
  const queryClient = useQueryClient();
  const { confirm } = useConfirm();
  const basic = useQuery(assignmentBasicOptions(api, assignmentId));
  useAssignmentRefetch(assignmentId);
  const now = useNow(true, 15_000);
  const [notice, setNotice] = useState("");
  const move = useMutation({
    mutationFn: (stage: AssignmentStage) => api.updateAssignment({ id: assignmentId, stage }),
    onSuccess: (_, stage) => {
      setNotice(text.moved(teacherAssignmentMessages.stages[stage]));
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
    },
  });

  const a = basic.data;
  return (
    <Panel
      data-slot="assignment-overview"
      title={a?.title ?? teacherAssignmentMessages.list.title}
      description={
        a ? (
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={stageVariant[a.stage]}>{teacherAssignmentMessages.stages[a.stage]}</Badge>
            {a.courseName ? <span>{a.courseName}</span> : null}
          </span>
        ) : null
      }
      {...props}
    >
      {basic.isPending ? (
        <LoadingState />
      ) : basic.isError ? (
        <ErrorState message={errorMessage(basic.error)} onRetry={() => void basic.refetch()} />
      ) : (
        <>
          <StageStepper assignment={basic.data} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{teacherAssignmentMessages.table.title}</dt>
            <dd className="tabular-nums" aria-live="polite" data-slot="assignment-counts">
              {text.submitted(basic.data.submittedCount, basic.data.studentCount)}
            </dd>
            <dt className="text-muted-foreground">{teacherAssignmentMessages.editor.deadline}</dt>
            <dd>
              {basic.data.deadline === null ? text.noDeadline : text.deadline(formatDateTime(basic.data.deadline))}
            </dd>
            <dt className="text-muted-foreground">{teacherAssignmentMessages.editor.latePolicy}</dt>
            <dd>
              {basic.data.latePolicy === "penalty"
                ? text.late.penalty(basic.data.latePenalty)
                : text.late[basic.data.latePolicy]}
            </dd>
            <dt className="text-muted-foreground">{teacherAssignmentMessages.editor.peerReview}</dt>
            <dd>
              {basic.data.peerReview && basic.data.peerReviewSettings
                ? text.peerOn(basic.data.peerReviewSettings.reviewsPerStudent, basic.data.peerReviewSettings.weight)
                : text.peerOff}
            </dd>
          </dl>
          {basic.data.peerReview ? (
            <p className="text-xs text-muted-foreground">{teacherAssignmentMessages.peerLateNote}</p>
          ) : null}
          <div className="flex flex-wrap items-start gap-3">
            {nextMoves(basic.data, now).map(({ to, blocked }) => (
              <div key={to} className="flex flex-col gap-1">
                <Button
                  variant="primary"
                  disabled={blocked !== null || move.isPending}
                  aria-describedby={blocked ? `${id}-${to}-why` : undefined}
                  onClick={async () => {
                    setNotice("");
                    if (await confirm(text.confirm[to], { title: text.actions[to] })) move.mutate(to);
                  }}
                >
                  {text.actions[to]}
                </Button>
                {blocked ? (
                  <span id={`${id}-${to}-why`} className="text-xs text-muted-foreground">
                    {blocked}
                  </span>
                ) : null}
              </div>
            ))}
          </div>
          {move.isError ? <ErrorState message={errorMessage(move.error)} /> : null}
          <p role="status" className="text-sm text-success">
            {notice}
          </p>
          {onNavigate ? (
            <nav aria-label={basic.data.title} className="flex flex-wrap gap-2">
              {basic.data.stage === "draft" ? (
                <Button size="small" onClick={() => onNavigate("edit")}>
                  {text.links.edit}
                </Button>
              ) : (
                (["submissions", "grades", "statistics", "cast"] as const).map((to) => (
                  <Button key={to} size="small" onClick={() => onNavigate(to)}>
                    {text.links[to]}
                  </Button>
                ))
              )}
            </nav>
          ) : null}
        </>
      )}
    </Panel>
  );
}

export { AssignmentOverview };
export type { AssignmentOverviewProps, OverviewLink };
