import { Badge, Button, Form, Input, Label, Textarea } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeftIcon, SendIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type * as React from "react";

import { useStudentAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import type { Assignment, PeerReviewTask, RubricCriterion } from "./assignment-api";
import {
  assignmentKeys,
  assignmentOptions,
  mySubmissionOptions,
  peerReviewTasksOptions,
  submissionOptions,
} from "./assignment-queries";
import {
  draftOf,
  reviewWindowOpen,
  reviewWindowText,
  type RubricDraft,
  rubricErrors,
  rubricSum,
  toPeerReviewGrade,
} from "./peer-review-rules";
import { studentAssignmentMessages } from "./student-messages";
import { SubmissionAnswers } from "./submission-answers";

const text = studentAssignmentMessages.peer;

type PeerReviewFormProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  assignmentId: number;
  /** The classmate whose work is reviewed (the route mutual/{assignmentId}/{userId}). */
  userId: number;
  /** Back to the review list. */
  onBack?: () => void;
  /** Called after a review was saved. */
  onReviewed?: () => void;
  /** The server's base for file links. */
  fileBase?: string;
};

function CriterionField({
  criterion,
  value,
  error,
  disabled,
  onChange,
}: {
  criterion: RubricCriterion;
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const hintId = `${id}-hint`;
  return (
    <div data-criterion-id={criterion.id} className="flex flex-col gap-1 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={id}>{text.criterion(criterion.title, criterion.points)}</Label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={criterion.points}
          step={1}
          className="w-24"
          aria-label={text.pointsLabel(criterion.title)}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {criterion.description}
      </p>
      {error ? (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The rubric part: each criterion's points (0..max, whole numbers), the sum, the comment, submit. */
function RubricForm({
  assignment: a,
  task,
  open,
  onReviewed,
}: {
  assignment: Assignment;
  task: PeerReviewTask;
  open: boolean;
  onReviewed?: () => void;
}) {
  const api = useStudentAssignmentApi();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const rubric = a.peerReviewSettings?.rubric ?? [];
  // 修改评阅 starts from the points and comment given before (the form is keyed by the task).
  const [draft, setDraft] = useState<RubricDraft>(() => draftOf(task));
  const [comment, setComment] = useState(task.comment ?? "");
  const [tried, setTried] = useState(false);
  const errors = tried ? rubricErrors(rubric, draft) : {};
  const { sum, of } = rubricSum(rubric, draft);

  const send = useMutation({
    mutationFn: () => api.gradePeerReview(toPeerReviewGrade(a.id, task.userId, rubric, draft, comment)),
    onSuccess: async () => {
      setTried(false);
      onReviewed?.();
      void queryClient.invalidateQueries({ queryKey: [...assignmentKeys.all, "student-page"] });
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.reviewTasks(a.id) });
    },
  });

  return (
    <Form.Root
      ref={formRef}
      aria-label={text.rubric}
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        const missing = rubricErrors(rubric, draft);
        const first = Object.keys(missing)[0];
        if (first !== undefined) {
          formRef.current?.querySelector<HTMLElement>(`[data-criterion-id="${first}"] input`)?.focus();
          return;
        }
        if (!send.isPending) send.mutate();
      }}
    >
      <h3 className="text-sm font-medium">{text.rubric}</h3>
      {rubric.map((criterion) => (
        <CriterionField
          key={criterion.id}
          criterion={criterion}
          value={draft[criterion.id] ?? ""}
          error={errors[criterion.id]}
          disabled={!open || send.isPending}
          onChange={(value) => {
            send.reset();
            setDraft((current) => ({ ...current, [criterion.id]: value }));
          }}
        />
      ))}
      <p aria-live="polite" className="text-right text-sm font-medium">
        {text.total(sum, of)}
      </p>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${a.id}-${task.userId}-comment`}>{text.comment}</Label>
        <Textarea
          id={`${a.id}-${task.userId}-comment`}
          rows={3}
          maxLength={2000}
          placeholder={text.commentPlaceholder}
          disabled={!open || send.isPending}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <Form.Alert>
        {send.isError ? errorMessage(send.error) : Object.keys(errors).length > 0 ? text.fix : null}
      </Form.Alert>
      {send.isSuccess ? (
        <p role="status" className="text-sm text-success">
          {text.saved}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={!open || send.isPending}>
          <SendIcon aria-hidden />
          {send.isPending ? text.submitting : task.reviewed || send.isSuccess ? text.update : text.submit}
        </Button>
      </div>
    </Form.Root>
  );
}

/** A peer review (mutual/{id}/{userId}): the classmate's work once the caller has submitted their own
 * (else 提交作业后才能评阅同学的作业), the rubric with points per criterion, their sum and a comment;
 * given or changed until the review window closes. */
function PeerReviewForm({ assignmentId, userId, onBack, onReviewed, fileBase, ...props }: PeerReviewFormProps) {
  const api = useStudentAssignmentApi();
  const [now] = useState(() => Date.now());
  const detail = useQuery(assignmentOptions(api, assignmentId));
  const tasks = useQuery(peerReviewTasksOptions(api, assignmentId));
  const mine = useQuery(mySubmissionOptions(api, assignmentId));
  const iSubmitted = mine.data !== undefined && mine.data !== null && mine.data.status !== 0;
  const peer = useQuery({ ...submissionOptions(api, { assignmentId, userId }), enabled: iSubmitted });
  const task = tasks.data?.find((t) => t.userId === userId);
  const a = detail.data;

  let body: React.ReactNode;
  if (detail.isPending || tasks.isPending || mine.isPending) body = <LoadingState />;
  else if (detail.isError || tasks.isError || mine.isError || !a)
    body = (
      <ErrorState
        message={errorMessage(detail.error ?? tasks.error ?? mine.error)}
        onRetry={() => {
          void detail.refetch();
          void tasks.refetch();
          void mine.refetch();
        }}
      />
    );
  else if (!task) body = <p role="status">{text.notAssigned}</p>;
  else if (!iSubmitted) body = <p role="status">{text.mustSubmit}</p>;
  else {
    const open = reviewWindowOpen(a, now);
    body = (
      <>
        <section aria-label={text.work} className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{text.work}</h3>
          {peer.isPending ? (
            <LoadingState />
          ) : peer.isError ? (
            <ErrorState message={errorMessage(peer.error)} onRetry={() => void peer.refetch()} />
          ) : (
            <SubmissionAnswers
              questions={a.questions}
              answers={peer.data.answers}
              {...(fileBase ? { fileBase } : {})}
            />
          )}
        </section>
        {open ? null : (
          <p role="status" className="rounded-md bg-muted px-3 py-2 text-sm">
            {reviewWindowText(a, now)}
          </p>
        )}
        <RubricForm
          key={`${a.id}-${task.userId}`}
          assignment={a}
          task={task}
          open={open}
          {...(onReviewed ? { onReviewed } : {})}
        />
      </>
    );
  }

  return (
    <Panel
      data-slot="peer-review-form"
      title={task ? text.formTitle(task.nickname) : text.tasksTitle}
      description={
        task ? (
          <span className="flex flex-wrap items-center gap-2">
            <span>{task.assignmentTitle}</span>
            {task.reviewed ? (
              <Badge variant="success">{text.done}</Badge>
            ) : (
              <Badge variant="warning">{text.todo}</Badge>
            )}
            {task.score !== null ? <span>{text.myScore(task.score)}</span> : null}
          </span>
        ) : null
      }
      actions={
        onBack ? (
          <Button size="small" variant="ghost" onClick={onBack}>
            <ArrowLeftIcon aria-hidden />
            {text.back}
          </Button>
        ) : null
      }
      {...props}
    >
      {body}
    </Panel>
  );
}

export { PeerReviewForm };
export type { PeerReviewFormProps };
