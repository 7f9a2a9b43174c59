import { Badge, Button, Form, formatLongTime, SafeHtml, useConfirm } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, PencilIcon, SaveIcon, SendIcon } from "lucide-react";
import { useRef, useState } from "react";
import type * as React from "react";

import { useStudentAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import type { Assignment, AssignmentSubmission } from "./assignment-api";
import { AnswerFieldList, focusQuestion } from "./assignment-answer-fields";
import {
  type AnswerDraft,
  type AnswerDrafts,
  type AttachedFile,
  draftsFrom,
  emptyAnswer,
  missingAnswers,
  toSubmitBody,
} from "./assignment-answer-rules";
import { stageVariant } from "./assignment-format";
import { assignmentKeys, assignmentOptions, mySubmissionOptions } from "./assignment-queries";
import { AssignmentResultView, resultPublished } from "./my-assignment-result";
import { latePolicyText, submitBlock } from "./student-assignment-state";
import { studentAssignmentMessages } from "./student-messages";
import { SubmissionAnswers } from "./submission-answers";

const text = studentAssignmentMessages.form;

type AssignmentAnswerFormProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  assignmentId: number;
  /** Called after a successful submit (not after saving a draft). */
  onSubmitted?: () => void;
  /** The server's base for file links (`/admin-api` by default). */
  fileBase?: string;
};

/** Every file this page knows the name of, by path (to show names after submitting). */
function knownFiles(answers: AnswerDrafts): Record<string, AttachedFile> {
  const files: Record<string, AttachedFile> = {};
  for (const answer of Object.values(answers)) for (const file of answer.files) files[file.path] = file;
  return files;
}

/** The header line: stage, deadline, full marks and the late rule. */
function AssignmentFacts({ assignment: a }: { assignment: Assignment }) {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <Badge variant={stageVariant[a.stage]}>{studentAssignmentMessages.stages[a.stage]}</Badge>
      {a.courseName ? <span>{a.courseName}</span> : null}
      <span>{a.deadline === null ? text.noDeadline : text.deadline(formatLongTime(a.deadline))}</span>
      <span>{text.totalScore(a.totalScore)}</span>
      <span>{latePolicyText(a)}</span>
    </span>
  );
}

/** The student's assignment: the instructions (sanitised rich text), every question's input (choices,
 * true/false, text, files uploaded with their limits), 保存草稿 and 提交 (confirmed); refused with the
 * server's message while keeping every answer; resubmitting before the deadline; read-only once
 * submitted, with the result once the grades are published. */
function AssignmentAnswerForm({ assignmentId, onSubmitted, fileBase, ...props }: AssignmentAnswerFormProps) {
  const api = useStudentAssignmentApi();
  const detail = useQuery(assignmentOptions(api, assignmentId));
  const mine = useQuery(mySubmissionOptions(api, assignmentId));
  const a = detail.data;
  let body: React.ReactNode;
  if (detail.isPending || mine.isPending) body = <LoadingState />;
  else if (detail.isError || mine.isError || !a)
    body = (
      <ErrorState
        message={errorMessage(detail.error ?? mine.error)}
        onRetry={() => {
          void detail.refetch();
          void mine.refetch();
        }}
      />
    );
  else
    body = (
      <AnswerFormBody
        key={assignmentId}
        assignment={a}
        mine={mine.data ?? null}
        {...(onSubmitted ? { onSubmitted } : {})}
        {...(fileBase ? { fileBase } : {})}
      />
    );
  return (
    <Panel
      data-slot="assignment-answer-form"
      title={a?.title ?? text.region}
      description={a ? <AssignmentFacts assignment={a} /> : null}
      {...props}
    >
      {a?.description ? (
        <section aria-label={text.instructions} className="flex flex-col gap-1">
          <h3 className="text-sm font-medium">{text.instructions}</h3>
          <SafeHtml html={a.description} className="text-sm" />
        </section>
      ) : null}
      {body}
    </Panel>
  );
}

function AnswerFormBody({
  assignment: a,
  mine,
  onSubmitted,
  fileBase,
}: {
  assignment: Assignment;
  mine: AssignmentSubmission | null;
  onSubmitted?: () => void;
  fileBase?: string;
}) {
  const api = useStudentAssignmentApi();
  const queryClient = useQueryClient();
  const { confirm } = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  // Whether answers may be sent is decided when the form opens: a deadline passing while the student
  // writes does not take the form away; the server then refuses with its message and nothing is lost.
  const [now] = useState(() => Date.now());
  const [answers, setAnswers] = useState<AnswerDrafts>(() => draftsFrom(mine?.answers));
  const [editing, setEditing] = useState(false);
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const questions = [...a.questions].sort((x, y) => x.sort - y.sort);

  const send = useMutation({
    mutationFn: (draft: boolean) =>
      api.submitAssignment({ assignmentId: a.id, ...toSubmitBody(questions, answers, draft) }),
    // The mutation stays pending until the submission is read again, so the form never shows stale.
    onSuccess: async (_data, draft) => {
      void queryClient.invalidateQueries({ queryKey: [...assignmentKeys.all, "student-page"] });
      await queryClient.invalidateQueries({ queryKey: assignmentKeys.of(a.id) });
      if (draft) setNotice(text.draftSaved);
      else {
        setEditing(false);
        setTried(false);
        onSubmitted?.();
      }
    },
  });

  const submitted = mine !== null && mine.status !== 0;
  const block = submitBlock(a, now);
  const beforeDeadline = a.deadline === null || now < a.deadline;
  const canResubmit = submitted && mine.status === 1 && block === null && beforeDeadline;
  const files = knownFiles(answers);
  const errors = tried ? missingAnswers(questions, answers) : {};

  if (submitted && !editing) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
          <CheckCircle2Icon className="size-4 text-success" aria-hidden />
          <span className="font-medium text-success">{text.submitted}</span>
          {mine.submitTime ? (
            <span className="text-muted-foreground">{text.submittedAt(formatLongTime(mine.submitTime))}</span>
          ) : null}
          {mine.late ? <Badge variant="warning">{text.late}</Badge> : null}
        </p>
        {resultPublished(a) ? (
          <AssignmentResultView assignment={a} submission={mine} files={files} {...(fileBase ? { fileBase } : {})} />
        ) : (
          <>
            <SubmissionAnswers
              questions={questions}
              answers={mine.answers}
              files={files}
              {...(fileBase ? { fileBase } : {})}
            />
            <p className="text-sm text-muted-foreground">{text.waitingResult}</p>
          </>
        )}
        {canResubmit ? (
          <div className="flex justify-end">
            <Button
              onClick={() => {
                setAnswers(draftsFrom(mine.answers));
                setNotice(null);
                setEditing(true);
              }}
            >
              <PencilIcon aria-hidden />
              {text.edit}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  if (block !== null && !send.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
          {block}
        </p>
        {mine?.answers.length ? (
          <SubmissionAnswers questions={questions} answers={mine.answers} {...(fileBase ? { fileBase } : {})} />
        ) : null}
      </div>
    );
  }

  const setAnswer = (questionId: number) => (update: (answer: AnswerDraft) => AnswerDraft) => {
    setNotice(null);
    setAnswers((current) => ({ ...current, [questionId]: update(current[questionId] ?? emptyAnswer()) }));
  };

  const submit = async () => {
    setTried(true);
    setNotice(null);
    const missing = missingAnswers(questions, answers);
    if (Object.keys(missing).length > 0) {
      focusQuestion(formRef.current, Object.keys(missing)[0]);
      return;
    }
    const ok = await confirm(submitted ? text.confirmResubmit : text.confirmSubmit, { confirmText: text.submit });
    if (ok && !send.isPending) send.mutate(false);
  };

  return (
    <Form.Root
      ref={formRef}
      aria-label={a.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AnswerFieldList
        questions={questions}
        answers={answers}
        onChange={setAnswer}
        upload={(file, onProgress) => api.uploadAssignmentFile(file, onProgress)}
        errors={errors}
        disabled={send.isPending}
        {...(fileBase ? { fileBase } : {})}
      />
      <Form.Alert>
        {send.isError ? errorMessage(send.error) : Object.keys(errors).length > 0 ? text.fix : null}
      </Form.Alert>
      {notice ? (
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {editing ? (
          <Button disabled={send.isPending} onClick={() => setEditing(false)}>
            {text.cancelEdit}
          </Button>
        ) : (
          <Button disabled={send.isPending} onClick={() => send.mutate(true)}>
            <SaveIcon aria-hidden />
            {send.isPending && send.variables ? text.savingDraft : text.saveDraft}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={send.isPending}>
          <SendIcon aria-hidden />
          {send.isPending && !send.variables ? text.submitting : editing ? text.resubmit : text.submit}
        </Button>
      </div>
    </Form.Root>
  );
}

export { AssignmentAnswerForm };
export type { AssignmentAnswerFormProps };
