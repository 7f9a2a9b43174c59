import { Badge, Button, Form, Input, Textarea } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightIcon, SaveIcon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { useForm, useWatch } from "react-hook-form";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import type { Assignment, AssignmentSubmission } from "./assignment-api";
import {
  assignmentKeys,
  assignmentOptions,
  assignmentSubmissionsOptions,
  submissionOptions,
} from "./assignment-queries";
import { SubmissionAnswers } from "./submission-answers";
import { teacherAssignmentMessages } from "./teacher-messages";

const text = teacherAssignmentMessages.grading;

type GradingFormProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  assignmentId: number;
  /** The student whose submission is graded first. */
  userId: number;
  /** Called when the form moves on to another student (下一位未批改). */
  onStudentChange?: (userId: number) => void;
};

interface GradingValues {
  scores: string[];
  comments: string[];
  comment: string;
}

/** The next submitted, ungraded student after `userId` in the list order (wrapping), or null. */
function nextUngraded(list: readonly AssignmentSubmission[], userId: number): number | null {
  const at = list.findIndex((s) => s.userId === userId);
  const ordered = [...list.slice(at + 1), ...list.slice(0, Math.max(at, 0))];
  return ordered.find((s) => s.status === 1 && s.userId !== userId)?.userId ?? null;
}

const scoreOf = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The scoring of one submission, once the assignment and the submission have loaded. */
function GradingFields({
  assignment,
  submission,
  next,
  onNext,
}: {
  assignment: Assignment;
  submission: AssignmentSubmission;
  /** The next ungraded student; null when there is none, undefined while the list loads. */
  next: number | null | undefined;
  onNext: (userId: number) => void;
}) {
  const api = useTeacherAssignmentApi();
  const queryClient = useQueryClient();
  const answerOf = (questionId: number) => submission.answers.find((a) => a.questionId === questionId);
  const { register, handleSubmit, control, formState } = useForm<GradingValues>({
    defaultValues: {
      scores: assignment.questions.map((q) => {
        const score = answerOf(q.id)?.score;
        return score === null || score === undefined ? "" : String(score);
      }),
      comments: assignment.questions.map((q) => answerOf(q.id)?.comment ?? ""),
      comment: submission.comment ?? "",
    },
  });
  const scores = useWatch({ control, name: "scores" });
  const total = scores.reduce((sum, s) => sum + (Number.isFinite(scoreOf(s)) ? scoreOf(s) : 0), 0);
  const [notice, setNotice] = useState("");
  const save = useMutation({
    mutationFn: (values: GradingValues) =>
      api.gradeSubmission({
        assignmentId: assignment.id,
        userId: submission.userId,
        scores: assignment.questions.map((q, i) => ({
          questionId: q.id,
          score: scoreOf(values.scores[i] ?? ""),
          ...(values.comments[i]?.trim() ? { comment: values.comments[i]?.trim() } : {}),
        })),
        ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
      }),
    onSuccess: () => {
      setNotice(text.saved);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.of(assignment.id) });
    },
  });

  return (
    <Form.Root
      aria-label={text.title(submission.nickname)}
      onSubmit={(event) => {
        setNotice("");
        void handleSubmit((values) => save.mutate(values))(event);
      }}
    >
      {/* Each question's score and comment right under the student's answer to it. */}
      <SubmissionAnswers
        questions={assignment.questions}
        answers={submission.answers}
        renderAfter={(q, i) => {
          const n = i + 1;
          const auto = q.type <= 3 && answerOf(q.id)?.score !== null && answerOf(q.id)?.score !== undefined;
          return (
            <div data-slot="question-grading" className="grid gap-3 border-t pt-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <Form.Field error={formState.errors.scores?.[i]?.message}>
                <Form.Label required>{text.questionScore(n, q.score)}</Form.Label>
                <Form.Control>
                  <Input
                    type="number"
                    min={0}
                    max={q.score}
                    step="any"
                    inputMode="decimal"
                    {...register(`scores.${i}`, {
                      validate: (value) => {
                        const score = scoreOf(value);
                        if (Number.isNaN(score)) return text.scoreRequired;
                        return score >= 0 && score <= q.score ? true : text.scoreRange(q.score);
                      },
                    })}
                  />
                </Form.Control>
                <Form.Message />
                {auto ? <Badge variant="info">{text.autoMarked}</Badge> : null}
              </Form.Field>
              <Form.Field>
                <Form.Label>{text.questionComment(n)}</Form.Label>
                <Form.Control>
                  <Input maxLength={1000} {...register(`comments.${i}`)} />
                </Form.Control>
              </Form.Field>
            </div>
          );
        }}
      />
      <Form.Field>
        <Form.Label>{text.overallComment}</Form.Label>
        <Form.Control>
          <Textarea rows={3} maxLength={2000} {...register("comment")} />
        </Form.Control>
      </Form.Field>
      <Form.Alert>{save.isError ? errorMessage(save.error) : null}</Form.Alert>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-sm font-medium tabular-nums" aria-live="polite" data-slot="grading-total">
          {text.total(Math.round(total * 10) / 10, assignment.totalScore)}
        </span>
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          <SaveIcon aria-hidden />
          {text.save}
        </Button>
        <Button disabled={next === null || next === undefined} onClick={() => next && onNext(next)}>
          {next === null ? text.noNext : text.next}
          <ArrowRightIcon aria-hidden />
        </Button>
      </div>
    </Form.Root>
  );
}

/** Grades one student's submission: each question with the answer (read-only) and, right under it, a score 0..points
 * (choice questions prefilled by the automatic marking), a comment per question and overall, the
 * total; save; go on to the next ungraded student. */
function GradingForm({ assignmentId, userId, onStudentChange, ...props }: GradingFormProps) {
  const api = useTeacherAssignmentApi();
  const [current, setCurrent] = useState(userId);
  const assignment = useQuery(assignmentOptions(api, assignmentId));
  const submission = useQuery(submissionOptions(api, { assignmentId, userId: current }));
  const list = useQuery(assignmentSubmissionsOptions(api, assignmentId));
  const failed = assignment.error ?? submission.error;
  const next = list.data ? nextUngraded(list.data, current) : undefined;
  return (
    <Panel
      data-slot="grading-form"
      title={submission.data ? text.title(submission.data.nickname) : teacherAssignmentMessages.table.grade}
      description={
        submission.data ? (
          <span className="flex flex-wrap gap-1">
            <Badge variant={submission.data.status === 2 ? "success" : "primary"}>
              {teacherAssignmentMessages.submissionStatus[submission.data.status]}
            </Badge>
            {submission.data.late ? <Badge variant="warning">{text.late}</Badge> : null}
          </span>
        ) : null
      }
      {...props}
    >
      {failed ? (
        <ErrorState
          message={errorMessage(failed)}
          onRetry={() => {
            void assignment.refetch();
            void submission.refetch();
          }}
        />
      ) : !assignment.data || !submission.data ? (
        <LoadingState />
      ) : (
        <GradingFields
          key={current}
          assignment={assignment.data}
          submission={submission.data}
          next={next}
          onNext={(to) => {
            setCurrent(to);
            onStudentChange?.(to);
          }}
        />
      )}
    </Panel>
  );
}

export { GradingForm, nextUngraded };
export type { GradingFormProps };
