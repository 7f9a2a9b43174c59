import { Badge, Button, useConfirm, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BanIcon, SquareIcon, TimerIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type * as React from "react";

import { useTeacherQuestionApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { patchQuery } from "../lib/patch-query";
import { useServerCountdown } from "../lib/use-server-countdown";
import { messages } from "../messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import type { AskQuestion, AskQuestionSummary, QuestionAnswer } from "./question-api";
import { questionCompletionOptions, questionKeys, questionSummaryOptions } from "./question-queries";
import { QuestionAnswersTable, QuestionStats } from "./question-results";
import { withAnswer } from "./question-stats";
import { ScoreDialog } from "./score-dialog";

/** The extensions offered while a timed question runs, in minutes. */
const DELAY_MINUTES = [1, 3, 5] as const;

type LiveQuestionPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The question to follow. */
  questionId: number;
  /** Called once when the question is seen ended or cancelled: here, by its deadline, or elsewhere. */
  onFinished?: (question: AskQuestion) => void;
};

const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;

/** The teacher's view of a running question: countdown, answered count, correct rate, distribution,
 * answers as they arrive (pushed `questionAnswered` events, no polling), who has not answered, scoring,
 * delay, end and cancel; the results stay once it has ended. */
function LiveQuestionPanel(props: LiveQuestionPanelProps) {
  // Another question starts with nothing announced and no dialog open.
  return <LiveQuestionPanelFor key={props.questionId} {...props} />;
}

function LiveQuestionPanelFor({ questionId, onFinished, ...props }: LiveQuestionPanelProps) {
  const api = useTeacherQuestionApi();
  const { confirm } = useConfirm();
  const queryClient = useQueryClient();
  const summary = useQuery(questionSummaryOptions(api, questionId));
  const completion = useQuery(questionCompletionOptions(api, questionId));
  const [arrival, setArrival] = useState("");
  const [scoring, setScoring] = useState<QuestionAnswer | null>(null);

  const question = summary.data?.question;
  const running = question?.status === 1;
  const remaining = useServerCountdown(question?.endTime, { running });
  const timeUp = running && remaining === 0;

  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: questionKeys.summary(questionId) });
    void queryClient.invalidateQueries({ queryKey: questionKeys.completion(questionId) });
  };
  useClassroomEvent("questionAnswered", (event) => {
    if (event.questionId !== questionId) return;
    patchQuery<AskQuestionSummary>(queryClient, questionKeys.summary(questionId), (current) =>
      withAnswer(current, event.record, event.answerCount),
    );
    // Who has not answered yet is read again from the server rather than patched: under a burst of
    // answers a patch could land on a list a fetch in flight was about to replace.
    void queryClient.invalidateQueries({ queryKey: questionKeys.completion(questionId), exact: true });
    setArrival(messages.live.arrived(event.record.nickname));
  });
  // Ended by its deadline, by the teacher in another tab, or cancelled: the server says so.
  useClassroomEvent("activityChanged", (event) => {
    if (event.activity === "askQuestion" && event.id === questionId) refetch();
  });
  useOnPushReconnect(refetch);
  // At the deadline the server ends the question: ask once for its new state.
  useEffect(() => {
    if (timeUp) void queryClient.invalidateQueries({ queryKey: questionKeys.summary(questionId) });
  }, [timeUp, queryClient, questionId]);
  // However it ended (here, by its deadline, from another tab), the page hears of it once, at once, so
  // it can offer the next question.
  const finishedStatus = question && question.status !== 1 ? question.status : timeUp ? 2 : null;
  const announced = useRef(false);
  const onFinishedRef = useRef(onFinished);
  useEffect(() => {
    onFinishedRef.current = onFinished;
  });
  useEffect(() => {
    if (!question || finishedStatus === null || finishedStatus === 0 || announced.current) return;
    announced.current = true;
    onFinishedRef.current?.({ ...question, status: finishedStatus });
  }, [question, finishedStatus]);

  const setQuestion = (next: AskQuestion) =>
    queryClient.setQueryData<AskQuestionSummary>(questionKeys.summary(questionId), (current) =>
      current ? { ...current, question: next } : current,
    );
  const finish = (status: 2 | 3) => {
    if (!question) return;
    setQuestion({ ...question, status, endTime: Date.now() });
    refetch();
  };
  const delay = useMutation({
    mutationFn: (minutes: number) => api.delayQuestion({ questionId, duration: minutes * 60 }),
    onSuccess: setQuestion,
  });
  const end = useMutation({ mutationFn: () => api.endQuestion(questionId), onSuccess: () => finish(2) });
  const cancel = useMutation({ mutationFn: () => api.cancelQuestion(questionId), onSuccess: () => finish(3) });
  const score = useMutation({
    mutationFn: (input: { recordId: number; score: number; comment: string }) =>
      api.scoreAnswer({
        recordId: input.recordId,
        score: input.score,
        ...(input.comment ? { comment: input.comment } : {}),
      }),
    onSuccess: (_, input) => {
      queryClient.setQueryData<AskQuestionSummary>(questionKeys.summary(questionId), (current) =>
        current
          ? {
              ...current,
              records: current.records.map((r) =>
                r.id === input.recordId ? { ...r, score: input.score, comment: input.comment } : r,
              ),
            }
          : current,
      );
      setScoring(null);
    },
  });

  const text = messages.live;
  if (summary.isPending) {
    return (
      <Panel data-slot="live-question-panel" title={text.region} {...props}>
        <LoadingState />
      </Panel>
    );
  }
  if (summary.isError || !question) {
    return (
      <Panel data-slot="live-question-panel" title={text.region} {...props}>
        <ErrorState message={errorMessage(summary.error)} onRetry={() => void summary.refetch()} />
      </Panel>
    );
  }

  const records = summary.data.records;
  const statusText =
    question.status === 3
      ? text.cancelled
      : question.status === 2 || timeUp
        ? timeUp
          ? text.timeUp
          : text.ended
        : text.running;
  const actionError = [delay, end, cancel].find((m) => m.isError)?.error;
  const notAnswered = completion.data?.uncompleted ?? [];

  return (
    <Panel
      data-slot="live-question-panel"
      data-state={question.status === 1 ? "running" : question.status === 3 ? "cancelled" : "ended"}
      title={question.title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge>{messages.questionTypes[question.type]}</Badge>
          <Badge variant={statusVariant[question.status]}>{messages.activityStatus[question.status]}</Badge>
        </span>
      }
      {...props}
    >
      {question.content ? (
        <p className="text-sm whitespace-pre-wrap">
          <UserText>{question.content}</UserText>
        </p>
      ) : null}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <p role="status" className="flex items-center gap-1.5 font-medium">
          {running && remaining !== null ? <TimerIcon className="size-4" aria-hidden /> : null}
          {statusText}
          {running && remaining !== null && !timeUp ? (
            <span className="tabular-nums"> · {messages.common.remaining(remaining)}</span>
          ) : null}
        </p>
        <p className="text-muted-foreground tabular-nums" data-slot="question-answer-count">
          {text.answered(question.answerCount, summary.data.total)}
        </p>
      </div>
      <p className="sr-only" aria-live="polite" data-slot="question-arrival">
        {arrival}
      </p>

      {running ? (
        <div className="flex flex-wrap items-center gap-2">
          {question.endTime !== null ? (
            <div role="group" aria-label={text.delayGroup} className="flex flex-wrap gap-2">
              {DELAY_MINUTES.map((minutes) => (
                <Button key={minutes} size="small" disabled={delay.isPending} onClick={() => delay.mutate(minutes)}>
                  {text.delay(minutes)}
                </Button>
              ))}
            </div>
          ) : null}
          <Button
            size="small"
            variant="primary"
            disabled={end.isPending}
            onClick={async () => {
              if (await confirm(text.confirmEnd)) end.mutate();
            }}
          >
            <SquareIcon aria-hidden />
            {text.end}
          </Button>
          <Button
            size="small"
            variant="danger"
            disabled={cancel.isPending}
            onClick={async () => {
              if (await confirm(text.confirmCancel, { danger: true })) cancel.mutate();
            }}
          >
            <BanIcon aria-hidden />
            {text.cancel}
          </Button>
        </div>
      ) : null}
      {actionError ? <ErrorState message={errorMessage(actionError)} /> : null}

      <QuestionStats question={question} records={records} />
      <QuestionAnswersTable question={question} records={records} onScore={setScoring} />

      {question.status !== 3 ? (
        <div className="flex flex-col gap-1.5 text-sm" data-slot="question-not-answered">
          <h3 className="font-medium">
            {text.notAnswered}
            {completion.data ? messages.common.count(notAnswered.length) : ""}
          </h3>
          {completion.isError ? (
            <ErrorState message={errorMessage(completion.error)} onRetry={() => void completion.refetch()} />
          ) : !completion.data ? (
            <LoadingState />
          ) : notAnswered.length === 0 ? (
            <p className="text-muted-foreground">{text.everyoneAnswered}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label={text.notAnswered}>
              {notAnswered.map((student) => (
                <li key={student.userId}>
                  <Badge className="max-w-full whitespace-normal">
                    <UserText>{student.nickname}</UserText>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}

      <ScoreDialog
        question={question}
        record={scoring}
        onOpenChange={(open) => {
          if (!open) {
            setScoring(null);
            score.reset();
          }
        }}
        onSave={(input) => score.mutateAsync(input).catch(() => undefined)}
        error={score.isError ? errorMessage(score.error) : null}
        saving={score.isPending}
      />
    </Panel>
  );
}

export { DELAY_MINUTES, LiveQuestionPanel };
export type { LiveQuestionPanelProps };
