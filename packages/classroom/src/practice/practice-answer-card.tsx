import { serverNow } from "@smartclass/api";
import { Badge, Button, cn, Form, formatLongTime, useConfirm, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, SendIcon } from "lucide-react";
import { useRef, useState } from "react";
import type * as React from "react";

import { AnswerFieldList, focusQuestion } from "../assignment/assignment-answer-fields";
import {
  type AnswerDraft,
  type AnswerDrafts,
  emptyAnswer,
  missingAnswers,
  toSubmitBody,
} from "../assignment/assignment-answer-rules";
import { SubmissionAnswers } from "../assignment/submission-answers";
import { useStudentPracticeApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { usePhoneLayout } from "../lib/phone-layout";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { announceAnswered } from "../push/tab-sync";
import { practiceMessages as text } from "./messages";
import type { ClassroomPractice, PracticeQuestion } from "./practice-api";
import { asSubmissionAnswers, fullMarks, practiceCardState, tally } from "./practice-answers";
import { myPracticeRecordOptions, practiceKeys, practiceOptions } from "./practice-queries";

type PracticeAnswerCardProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The practice (route practice/info/{id}, and its preview). */
  practiceId: number;
};

const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;

/** The student's practice: answer every question once, submit behind a confirm (the server's refusals
 * shown with the answers kept); then their answers; once the practice has ended, right/wrong, the
 * score and the right answers. Refetches on reconnects and when its end time passes. */
function PracticeAnswerCard(props: PracticeAnswerCardProps) {
  // Another practice starts with empty answers.
  return <PracticeAnswerCardFor key={props.practiceId} {...props} />;
}

function PracticeAnswerCardFor({ practiceId, ...props }: PracticeAnswerCardProps) {
  const api = useStudentPracticeApi();
  const queryClient = useQueryClient();
  // The server announces the end (activityChanged); as a fallback when that push is missed, read it again
  // when its end time passes on the server's clock.
  const practice = useQuery({
    ...practiceOptions(api, practiceId),
    refetchInterval: (query) => {
      const p = query.state.data;
      return p?.status === 1 && p.endTime !== null ? Math.max(1000, p.endTime - serverNow() + 500) : false;
    },
  });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: practiceKeys.all });
  useOnPushReconnect(refetch);
  useClassroomEvent("activityChanged", (event) => {
    // The contract's activity names grow with the server.
    const activity: string = event.activity;
    if (activity === "practice" && event.id === practiceId) refetch();
  });

  const data = practice.data;
  let body: React.ReactNode;
  if (practice.isPending) body = <LoadingState />;
  else if (practice.isError || !data)
    body = <ErrorState message={errorMessage(practice.error)} onRetry={() => void practice.refetch()} />;
  else {
    const state = practiceCardState(data);
    if (state === "unpublished") body = <p role="status">{text.notPublished}</p>;
    else if (state === "open") body = <AnswerForm practice={data} onSent={refetch} />;
    else body = <MyAnswers practice={data} revealed={state !== "submitted"} answered={state !== "missed"} />;
  }

  return (
    <Panel
      data-slot="practice-answer-card"
      data-state={data ? practiceCardState(data) : "loading"}
      title={data?.title ?? text.region}
      description={
        data ? (
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={statusVariant[data.status]}>{text.status[data.status]}</Badge>
            <span>{text.questionCount(data.questions.length)}</span>
            {data.duration ? <span>{text.timeLimit(Math.round(data.duration / 60))}</span> : null}
            {data.status === 1 && data.endTime ? <span>{text.endsAt(formatLongTime(data.endTime))}</span> : null}
          </span>
        ) : null
      }
      {...props}
    >
      {body}
    </Panel>
  );
}

const sorted = (questions: readonly PracticeQuestion[]) => [...questions].sort((a, b) => a.sort - b.sort);

function AnswerForm({ practice, onSent }: { practice: ClassroomPractice; onSent: () => void }) {
  const api = useStudentPracticeApi();
  const { confirm } = useConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<AnswerDrafts>({});
  const [tried, setTried] = useState(false);
  const layout = usePhoneLayout();
  const questions = sorted(practice.questions);
  const send = useMutation({
    mutationFn: () => api.submitPractice(practice.id, toSubmitBody(questions, answers, false)),
    onSuccess: () => {
      // The student's other tabs move to the answered state too.
      announceAnswered({ activity: "practice", id: practice.id });
      onSent();
    },
  });
  const errors = tried ? missingAnswers(questions, answers) : {};
  const change = (id: number) => (update: (answer: AnswerDraft) => AnswerDraft) =>
    setAnswers((current) => ({ ...current, [id]: update(current[id] ?? emptyAnswer()) }));

  const submit = async () => {
    setTried(true);
    const first = Object.keys(missingAnswers(questions, answers))[0];
    if (first !== undefined) {
      focusQuestion(formRef.current, first);
      return;
    }
    const ok = await confirm(text.confirmSubmit, { confirmText: text.submit });
    if (ok && !send.isPending) send.mutate();
  };

  return (
    <Form.Root
      ref={formRef}
      aria-label={practice.title}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AnswerFieldList
        questions={questions}
        answers={answers}
        onChange={change}
        errors={errors}
        disabled={send.isPending || send.isSuccess}
      />
      <Form.Alert>
        {send.isError ? errorMessage(send.error) : Object.keys(errors).length > 0 ? text.fix : null}
      </Form.Alert>
      <div className={cn("flex justify-end", layout.submitBar)}>
        <Button type="submit" variant="primary" disabled={send.isPending || send.isSuccess}>
          <SendIcon aria-hidden />
          {send.isPending ? text.submitting : text.submit}
        </Button>
      </div>
    </Form.Root>
  );
}

function MyAnswers({
  practice,
  revealed,
  answered,
}: {
  practice: ClassroomPractice;
  revealed: boolean;
  answered: boolean;
}) {
  const api = useStudentPracticeApi();
  const record = useQuery({ ...myPracticeRecordOptions(api, practice.id), enabled: answered });
  const questions = sorted(practice.questions);
  if (!answered) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm">
          {text.endedUnanswered}
        </p>
        <SubmissionAnswers aria-label={text.rightAnswers} questions={questions} answers={[]} />
        <ReferenceAnswers questions={questions} />
      </div>
    );
  }
  if (record.isPending) return <LoadingState />;
  if (record.isError) return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  const mine = record.data;
  const { right, wrong } = tally(mine);
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="flex flex-wrap items-center gap-2 text-sm">
        <CheckCircle2Icon className="size-4 text-success" aria-hidden />
        <span className="font-medium text-success">{text.submitted}</span>
        {mine.submitTime ? (
          <span className="text-muted-foreground">{text.submittedAt(formatLongTime(mine.submitTime))}</span>
        ) : null}
      </p>
      {revealed && mine.score !== null ? (
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {text.yourScore(mine.score, fullMarks(practice))}
          <Badge variant="success">{`${text.correct} ${right}`}</Badge>
          <Badge variant="danger">{`${text.wrong} ${wrong}`}</Badge>
        </p>
      ) : null}
      <SubmissionAnswers
        questions={questions}
        answers={asSubmissionAnswers(mine)}
        renderAfter={(question) => {
          if (!revealed) return null;
          const a = mine.answers.find((x) => x.questionId === question.id);
          if (a?.correct === true) return <Badge variant="success">{text.markedRight(a.score ?? 0)}</Badge>;
          if (a?.correct === false) return <Badge variant="danger">{text.markedWrong}</Badge>;
          return <p className="text-xs text-muted-foreground">{text.unmarked}</p>;
        }}
      />
      {revealed ? (
        <ReferenceAnswers questions={questions} />
      ) : (
        <p className="text-sm text-muted-foreground">{text.waitingAnswers}</p>
      )}
    </div>
  );
}

/** The text questions' reference answers (choice ones are marked in the list above). */
function ReferenceAnswers({ questions }: { questions: readonly PracticeQuestion[] }) {
  const texts = questions.filter((q) => q.type === 4 && q.answer);
  if (texts.length === 0) return null;
  return (
    <section aria-label={text.reference} className="rounded-md bg-muted/50 p-3 text-sm">
      <dl className="flex flex-col gap-2">
        {texts.map((q) => (
          <div key={q.id}>
            <dt className="text-muted-foreground">
              {text.reference} · <UserText>{q.title}</UserText>
            </dt>
            <dd className="whitespace-pre-wrap">
              <UserText>{q.answer}</UserText>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export { PracticeAnswerCard };
export type { PracticeAnswerCardProps };
