import { Badge, Button, cn, Form, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, ClockIcon, SendIcon, XCircleIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type * as React from "react";

import type { StudentControlApi } from "../control/control-api";
import { studentControlCourseItemOptions } from "../control/control-queries";
import { AnswerField, type AnswerInput } from "../lib/answer-field";
import { useOptionalSlice, useStudentQuestionApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { usePhoneLayout } from "../lib/phone-layout";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { useServerCountdown } from "../lib/use-server-countdown";
import { messages } from "../messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { announceAnswered } from "../push/tab-sync";
import type { AskQuestion } from "./question-api";
import { endedQuestionToShow, isSameAnswer, questionCardView } from "./question-card-state";
import { questionKeys } from "./question-queries";
import { answerText, rightAnswerText } from "./question-stats";

type QuestionAnswerCardProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The class session; the student's current one when omitted. */
  courseItemId?: number;
  /** Show this question (e.g. a past one from the student's list) instead of the open one. */
  questionId?: number;
};

const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;

/** How often, and how far apart, the card asks again for a question whose countdown reached 0 while
 * the server still answered it as running (the browser's and the server's clocks a little apart). */
const ENDING_CHECKS = 5;
const ENDING_CHECK_MS = 1000;

/** The answer being written: kept through a refused submission, so nothing typed is lost. */
type Written = { choices: string[]; content: string };

/** The question's answer, drawn by the shared AnswerField: the choices (named 选择答案 for assistive
 * technology, the question stands above them) or the written answer under a visible 你的答案. */
function AnswerFields({
  question,
  written,
  onChange,
  error,
  disabled,
}: {
  question: AskQuestion;
  written: Written;
  onChange: (written: Written) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const text = messages.answerCard;
  const choices = question.options.map((option) => ({
    value: option.key,
    label: question.type === 3 ? (messages.trueFalse[option.key] ?? option.text) : `${option.key}. ${option.text}`,
  }));
  const input: AnswerInput =
    question.type === 4
      ? { kind: "text", rows: 4, maxLength: 2000, placeholder: text.answerPlaceholder }
      : { kind: question.type === 2 ? "multiple" : "single", choices };
  return (
    <AnswerField
      className="border-0 p-0"
      questionId={question.id}
      required={question.type === 4}
      legend={question.type === 4 ? text.yourAnswer : text.choices}
      legendHidden={question.type !== 4}
      input={input}
      choices={written.choices}
      text={written.content}
      onChoicesChange={(choices) => onChange({ ...written, choices })}
      onTextChange={(content) => onChange({ ...written, content })}
      error={error}
      disabled={disabled}
    />
  );
}

/** The outcome of an ended question for the student: the right answer, theirs, right or wrong (icon
 * and words), the score and comment when given. */
function QuestionOutcome({ question }: { question: AskQuestion }) {
  const text = messages.answerCard;
  const mine = question.myAnswer ?? null;
  const right = rightAnswerText(question);
  return (
    <div data-slot="question-outcome" className="flex flex-col gap-2 text-sm">
      {right ? (
        <p>
          <span className="text-muted-foreground">
            {text.rightAnswer}
            {messages.common.colon}
          </span>
          <span className="font-medium">{right}</span>
        </p>
      ) : null}
      {mine ? (
        <>
          <p>
            <span className="text-muted-foreground">
              {text.yourAnswer}
              {messages.common.colon}
            </span>
            <span className="whitespace-pre-wrap">{answerText(question, mine) || "—"}</span>
          </p>
          {mine.correct === null ? null : mine.correct ? (
            <p className="flex items-center gap-1.5 font-medium text-success">
              <CheckCircle2Icon className="size-4" aria-hidden />
              {text.right}
            </p>
          ) : (
            <p className="flex items-center gap-1.5 font-medium text-danger">
              <XCircleIcon className="size-4" aria-hidden />
              {text.wrong}
            </p>
          )}
          {mine.score !== null ? <p className="font-medium">{text.score(mine.score)}</p> : null}
          {mine.comment ? (
            <p>
              <span className="text-muted-foreground">
                {text.comment}
                {messages.common.colon}
              </span>
              <UserText>{mine.comment}</UserText>
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">{text.notAnswered}</p>
      )}
    </div>
  );
}

/** The student's question card: the open question of the class (single, multiple, true/false, short
 * answer) with its countdown on the server's clock, answered once; then their answer while waiting, and
 * once ended (by the teacher, or by itself when the countdown reaches 0) the right answer, whether they
 * were right, score and comment — also after a reload, for the question that ended last in this class.
 * Refetches on `activityChanged`, a new `askQuestion` and reconnects, so a reloaded page or a phone back
 * from the background catches up. */
function QuestionAnswerCard({ courseItemId, questionId, ...props }: QuestionAnswerCardProps) {
  const api = useStudentQuestionApi();
  // Given, the student's class session in progress: after a reload the question that ended in it is
  // still shown with its outcome rather than "no question".
  const control = useOptionalSlice<StudentControlApi>("StudentControlApi");
  const queryClient = useQueryClient();
  const key = questionId === undefined ? questionKeys.student(courseItemId ?? null) : questionKeys.preview(questionId);
  const current = useQuery({
    queryKey: key,
    queryFn: () =>
      questionId === undefined ? api.studentQuestion(courseItemId) : api.studentQuestionPreview(questionId),
  });
  const session = useQuery({
    ...studentControlCourseItemOptions(control ?? { studentCurrentCourseItem: async () => null }),
    enabled: control !== null && courseItemId === undefined && questionId === undefined,
  });
  const sessionId = courseItemId ?? session.data?.id ?? null;
  // The question last shown: once the server no longer answers it as open (ended or cancelled), its
  // outcome is read from the student's past questions.
  const [lastShown, setLastShown] = useState<number | null>(null);
  if (current.data && current.data.id !== lastShown) setLastShown(current.data.id);
  const lookingBack = current.data === null && (lastShown !== null || sessionId !== null);
  const past = useQuery({
    queryKey: [...key, "past", lastShown, sessionId],
    queryFn: async () => {
      const page = await api.studentQuestionPage({ pageNo: 1, pageSize: 20 });
      return endedQuestionToShow(page.list, { lastShown, courseItemId: sessionId });
    },
    enabled: lookingBack,
  });
  const [written, setWritten] = useState<Written>({ choices: [], content: "" });
  const [tried, setTried] = useState(false);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
  useClassroomEvent(["askQuestion", "activityChanged"], (event) => {
    if (event.type === "activityChanged" && event.activity !== "askQuestion") return;
    refetch();
  });
  useOnPushReconnect(refetch);

  const question = current.data ?? (current.data === null ? (past.data ?? null) : null);
  // A new question starts with an empty answer.
  const [answering, setAnswering] = useState<number | null>(null);
  if (question && question.id !== answering) {
    setAnswering(question.id);
    setWritten({ choices: [], content: "" });
    setTried(false);
  }
  const loading =
    current.isPending || (lookingBack && past.isPending) || (session.isPending && session.fetchStatus !== "idle");
  const running = question?.status === 1;
  const remaining = useServerCountdown(question?.endTime, { running });

  const answer = useMutation({
    mutationFn: (input: { question: AskQuestion; written: Written }) =>
      api.answerQuestion({
        questionId: input.question.id,
        ...(input.question.type === 4 ? { content: input.written.content.trim() } : { choices: input.written.choices }),
      }),
    onSuccess: (_, input) => {
      // The student's other tabs move to the answered state too.
      announceAnswered({ activity: "askQuestion", id: input.question.id });
      refetch();
    },
    // A refusal (e.g. 提问已结束) is shown under the form, what was written stays, and the question's
    // state is read again.
    onError: refetch,
  });
  const view = questionCardView(question, {
    remaining,
    answeredHere: answer.isSuccess && answer.variables.question.id === question?.id,
  });
  const tooLate = view === "ending";
  // Past its end on the server's clock a question shows as ended, whatever the last answer said.
  const shownStatus = question ? (tooLate ? 2 : question.status) : 0;

  // At 0 the question has ended on the server's clock: read its outcome (the server answers it as ended
  // from its deadline on); again a moment later if the answer still said running (the clocks' offset).
  const endingChecks = useRef(0);
  useEffect(() => {
    if (!tooLate) {
      endingChecks.current = 0;
      return;
    }
    if (endingChecks.current >= ENDING_CHECKS) return;
    const timer = window.setTimeout(refetch, endingChecks.current === 0 ? 0 : ENDING_CHECK_MS);
    endingChecks.current += 1;
    return () => window.clearTimeout(timer);
    // Each answer of the server (dataUpdatedAt) that still says running schedules the next check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tooLate, current.dataUpdatedAt]);

  const text = messages.answerCard;
  const layout = usePhoneLayout();
  const missing =
    question === null
      ? undefined
      : question.type === 4
        ? written.content.trim()
          ? undefined
          : text.errors.text
        : written.choices.length > 0
          ? undefined
          : text.errors.choose;

  const sent = answer.isSuccess && answer.variables.question.id === question?.id ? answer.variables.written : null;
  const answeredElsewhere =
    sent !== null && question?.myAnswer ? !isSameAnswer(question.type, sent, question.myAnswer) : false;
  let body: React.ReactNode;
  if (loading) body = <LoadingState />;
  else if (current.isError || past.isError) {
    body = <ErrorState message={errorMessage(current.error ?? past.error)} onRetry={refetch} />;
  } else if (!question || view === "empty") body = <EmptyState>{text.none}</EmptyState>;
  else if (view === "cancelled") body = <p role="status">{text.cancelled}</p>;
  else if (view === "ended" || (view === "ending" && (question.myAnswer || answer.isSuccess))) {
    body = (
      <>
        <p role="status" className="font-medium">
          {text.ended}
        </p>
        {view === "ended" ? <QuestionOutcome question={question} /> : <LoadingState />}
      </>
    );
  } else if (view === "answered") {
    body = (
      <div className="flex flex-col gap-2 text-sm">
        {answeredElsewhere ? (
          <p role="alert" className="rounded-md bg-warning/10 px-3 py-2 text-warning">
            {text.answeredElsewhere}
          </p>
        ) : null}
        <p role="status" className="flex items-center gap-1.5 font-medium text-success">
          <CheckCircle2Icon className="size-4" aria-hidden />
          {text.waiting}
        </p>
        <p>
          <span className="text-muted-foreground">
            {text.yourAnswer}
            {messages.common.colon}
          </span>
          <span className="whitespace-pre-wrap">{answerText(question, question.myAnswer ?? written) || "—"}</span>
        </p>
      </div>
    );
  } else {
    body = (
      <Form.Root
        aria-label={question.title}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (missing || tooLate || answer.isPending) return;
          answer.mutate({ question, written });
        }}
      >
        <AnswerFields
          question={question}
          written={written}
          onChange={setWritten}
          error={tried ? missing : undefined}
          disabled={answer.isPending || tooLate}
        />
        {tooLate ? (
          <p role="alert" className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
            {text.tooLate}
          </p>
        ) : null}
        <Form.Alert>{answer.isError ? errorMessage(answer.error) : null}</Form.Alert>
        <div className={cn("flex justify-end", layout.submitBar)}>
          <Button type="submit" variant="primary" disabled={answer.isPending || tooLate}>
            <SendIcon aria-hidden />
            {answer.isPending ? text.submitting : text.submit}
          </Button>
        </div>
      </Form.Root>
    );
  }

  return (
    <Panel
      data-slot="question-answer-card"
      data-state={view === "ended" || view === "cancelled" ? "finished" : view}
      title={question?.title ?? text.region}
      description={
        question ? (
          <span className="flex flex-wrap items-center gap-2">
            <Badge>{messages.questionTypes[question.type]}</Badge>
            <Badge variant={statusVariant[shownStatus]}>{messages.activityStatus[shownStatus]}</Badge>
            {view !== "ending" && running && remaining !== null ? (
              <span className={cn("inline-flex items-center gap-1 tabular-nums", remaining <= 10 && "text-danger")}>
                <ClockIcon className="size-3.5" aria-hidden />
                {messages.common.remaining(remaining)}
              </span>
            ) : null}
          </span>
        ) : null
      }
      {...props}
    >
      {question?.content ? (
        <p className="text-sm whitespace-pre-wrap">
          <UserText>{question.content}</UserText>
        </p>
      ) : null}
      {body}
    </Panel>
  );
}

export { QuestionAnswerCard };
export type { QuestionAnswerCardProps };
