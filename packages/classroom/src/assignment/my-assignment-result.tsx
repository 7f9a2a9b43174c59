import { Badge, cn, UserText } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import type * as React from "react";

import { useStudentAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import type { Assignment, AssignmentSubmission } from "./assignment-api";
import type { AttachedFile } from "./assignment-answer-rules";
import { assignmentOptions, mySubmissionOptions } from "./assignment-queries";
import { studentAssignmentMessages } from "./student-messages";
import { SubmissionAnswers } from "./submission-answers";

const text = studentAssignmentMessages.result;

/** Whether the final grades are out (students see their result from stage final on). */
const resultPublished = (a: Pick<Assignment, "stage">) => a.stage === "final" || a.stage === "closed";

/** The final rule in words for this assignment (weight and late penalty filled in). */
function finalRuleText(a: Pick<Assignment, "peerReview" | "peerReviewSettings" | "latePolicy" | "latePenalty">) {
  const penalty = a.latePolicy === "penalty" ? a.latePenalty : 0;
  return a.peerReview && a.peerReviewSettings
    ? text.rule(a.peerReviewSettings.weight, penalty)
    : text.ruleNoPeer(penalty);
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? text.none : String(Math.round(value * 10) / 10);

type AssignmentResultViewProps = Omit<React.ComponentProps<"div">, "children"> & {
  assignment: Assignment;
  submission: AssignmentSubmission;
  /** Names and sizes of files, by stored path, when known. */
  files?: Readonly<Record<string, AttachedFile>>;
  fileBase?: string;
};

/** A published result: teacher's grade, peer average, final score with the rule, the teacher's
 * comments per question and overall, and the reviews received (names hidden when anonymous). */
function AssignmentResultView({
  assignment: a,
  submission: s,
  files,
  fileBase,
  className,
  ...props
}: AssignmentResultViewProps) {
  const rubric = a.peerReviewSettings?.rubric ?? [];
  const reviews = s.peerReviews ?? [];
  return (
    <div data-slot="assignment-result" className={cn("flex flex-col gap-4", className)} {...props}>
      <dl className="grid grid-cols-3 gap-3 rounded-md border p-3 text-center">
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">{text.grade}</dt>
          <dd className="text-lg font-medium">{score(s.grade)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">{text.peerAverage}</dt>
          <dd className="text-lg font-medium">{score(s.peerReviewScore)}</dd>
        </div>
        <div className="flex flex-col gap-1">
          <dt className="text-xs text-muted-foreground">{text.finalScore}</dt>
          <dd className="text-2xl font-semibold text-primary-strong">
            {score(s.finalScore)}
            <span className="text-sm font-normal text-muted-foreground"> / {a.totalScore}</span>
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <span>{finalRuleText(a)}</span>
        {s.late ? <Badge variant="warning">{text.late}</Badge> : null}
        {s.finalOverridden ? <Badge variant="info">{text.overridden}</Badge> : null}
      </div>
      {s.comment ? (
        <p className="rounded-md bg-muted/50 px-3 py-2 text-sm">
          <span className="font-medium">
            {text.overallComment}
            {studentAssignmentMessages.colon}
          </span>
          <UserText>{s.comment}</UserText>
        </p>
      ) : null}
      <SubmissionAnswers
        questions={a.questions}
        answers={s.answers}
        showScores
        {...(files ? { files } : {})}
        {...(fileBase ? { fileBase } : {})}
      />
      {a.peerReview ? (
        <section aria-label={text.reviews} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{text.reviews}</h3>
          {reviews.length === 0 ? (
            <EmptyState>{text.noReviews}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {reviews.map((review, i) => (
                <li key={i} data-slot="received-review" className="flex flex-col gap-1 rounded-md border p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <span>{text.reviewer(review.reviewerName)}</span>
                    <Badge variant="info">{text.reviewScore(review.score)}</Badge>
                  </div>
                  {review.criteria.length > 0 ? (
                    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                      {review.criteria.map((c) => {
                        const criterion = rubric.find((r) => r.id === c.criterionId);
                        return (
                          <li key={c.criterionId}>
                            {studentAssignmentMessages.labelled(
                              criterion?.title ?? String(c.criterionId),
                              String(c.points),
                            )}
                            {criterion ? ` / ${criterion.points}` : ""}
                          </li>
                        );
                      })}
                    </ul>
                  ) : null}
                  {review.comment ? (
                    <p className="whitespace-pre-wrap">
                      <UserText>{review.comment}</UserText>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

type MyAssignmentResultProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  assignmentId: number;
  fileBase?: string;
};

/** The student's result of an assignment once the final grades are published (else 老师还未公布成绩). */
function MyAssignmentResult({ assignmentId, fileBase, ...props }: MyAssignmentResultProps) {
  const api = useStudentAssignmentApi();
  const detail = useQuery(assignmentOptions(api, assignmentId));
  const mine = useQuery(mySubmissionOptions(api, assignmentId));
  let body: React.ReactNode;
  if (detail.isPending || mine.isPending) body = <LoadingState />;
  else if (detail.isError || mine.isError)
    body = (
      <ErrorState
        message={errorMessage(detail.error ?? mine.error)}
        onRetry={() => {
          void detail.refetch();
          void mine.refetch();
        }}
      />
    );
  else if (!resultPublished(detail.data) || !mine.data || mine.data.status === 0)
    body = <p role="status">{text.notPublished}</p>;
  else
    body = <AssignmentResultView assignment={detail.data} submission={mine.data} {...(fileBase ? { fileBase } : {})} />;
  return (
    <Panel
      data-slot="my-assignment-result"
      title={detail.data?.title ?? text.title}
      description={text.title}
      {...props}
    >
      {body}
    </Panel>
  );
}

export { AssignmentResultView, finalRuleText, MyAssignmentResult, resultPublished };
export type { AssignmentResultViewProps, MyAssignmentResultProps };
