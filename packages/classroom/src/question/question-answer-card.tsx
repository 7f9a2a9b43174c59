import { Badge, Button, Checkbox, cn, Form, Label, Radio, RadioGroup, Textarea, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, ClockIcon, SendIcon, XCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";

import { useStudentQuestionApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { useCountdown } from "../lib/use-countdown";
import { messages } from "../messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import type { AskQuestion } from "./question-api";
import { questionKeys } from "./question-queries";
import { answerText, rightAnswerText } from "./question-stats";

type QuestionAnswerCardProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The class session; the student's current one when omitted. */
  courseItemId?: number;
  /** Show this question (e.g. a past one from the student's list) instead of the open one. */
  questionId?: number;
};

const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;

/** The answer being written: kept through a refused submission, so nothing typed is lost. */
type Written = { choices: string[]; content: string };

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
  const id = useId();
  const text = messages.answerCard;
  const describedBy = error ? `${id}-error` : undefined;
  const label = (key: string, optionText: string) =>
    question.type === 3 ? (messages.trueFalse[key] ?? optionText) : `${key}. ${optionText}`;
  const fields =
    question.type === 4 ? (
      <Form.Field error={error}>
        <Form.Label required>{text.yourAnswer}</Form.Label>
        <Form.Control>
          <Textarea
            rows={4}
            maxLength={2000}
            placeholder={text.answerPlaceholder}
            disabled={disabled}
            value={written.content}
            onChange={(event) => onChange({ ...written, content: event.target.value })}
          />
        </Form.Control>
        <Form.Message />
      </Form.Field>
    ) : question.type === 2 ? (
      <div role="group" aria-label={text.choices} aria-describedby={describedBy} className="flex flex-col gap-2">
        {question.options.map((option) => (
          <div key={option.key} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${option.key}`}
              disabled={disabled}
              checked={written.choices.includes(option.key)}
              onCheckedChange={(checked) =>
                onChange({
                  ...written,
                  choices:
                    checked === true
                      ? [...written.choices, option.key].sort()
                      : written.choices.filter((key) => key !== option.key),
                })
              }
            />
            <Label htmlFor={`${id}-${option.key}`} className="font-normal">
              {label(option.key, option.text)}
            </Label>
          </div>
        ))}
      </div>
    ) : (
      <RadioGroup
        aria-label={text.choices}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="flex flex-col gap-2"
        disabled={disabled}
        value={written.choices[0] ?? ""}
        onValueChange={(key) => onChange({ ...written, choices: [key] })}
      >
        {question.options.map((option) => (
          <div key={option.key} className="flex items-center gap-2">
            <Radio id={`${id}-${option.key}`} value={option.key} />
            <Label htmlFor={`${id}-${option.key}`} className="font-normal">
              {label(option.key, option.text)}
            </Label>
          </div>
        ))}
      </RadioGroup>
    );
  return (
    <>
      {fields}
      {error && question.type !== 4 ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </>
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
 * answer) with its countdown, answered once; then their answer while waiting, and once ended the right
 * answer, whether they were right, score and comment. Refetches on `activityChanged`, a new
 * `askQuestion` and reconnects, so a reloaded page or a phone back from the background catches up. */
function QuestionAnswerCard({ courseItemId, questionId, ...props }: QuestionAnswerCardProps) {
  const api = useStudentQuestionApi();
  const queryClient = useQueryClient();
  const key = questionId === undefined ? questionKeys.student(courseItemId ?? null) : questionKeys.preview(questionId);
  const current = useQuery({
    queryKey: key,
    queryFn: () =>
      questionId === undefined ? api.studentQuestion(courseItemId) : api.studentQuestionPreview(questionId),
  });
  // The question last shown: once the server no longer answers it as open (ended or cancelled), its
  // outcome is read from the student's past questions.
  const [lastShown, setLastShown] = useState<number | null>(null);
  if (current.data && current.data.id !== lastShown) setLastShown(current.data.id);
  const past = useQuery({
    queryKey: [...key, "past", lastShown],
    queryFn: async () => {
      const page = await api.studentQuestionPage({ pageNo: 1, pageSize: 20 });
      return page.list.find((question) => question.id === lastShown) ?? null;
    },
    enabled: current.data === null && lastShown !== null,
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
  const loading = current.isPending || (current.data === null && lastShown !== null && past.isPending);
  const running = question?.status === 1;
  const remaining = useCountdown(question?.endTime, running);
  const tooLate = running && remaining === 0;

  const answer = useMutation({
    mutationFn: (input: { question: AskQuestion; written: Written }) =>
      api.answerQuestion({
        questionId: input.question.id,
        ...(input.question.type === 4 ? { content: input.written.content.trim() } : { choices: input.written.choices }),
      }),
    onSuccess: refetch,
    // A refusal (e.g. 提问已结束) is shown under the form, and what was written stays; the pushed
    // activityChanged brings the question's new state.
  });

  const text = messages.answerCard;
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

  let body: React.ReactNode;
  if (loading) body = <LoadingState />;
  else if (current.isError || past.isError) {
    body = <ErrorState message={errorMessage(current.error ?? past.error)} onRetry={refetch} />;
  } else if (!question) body = <EmptyState>{text.none}</EmptyState>;
  else if (question.status === 3) body = <p role="status">{text.cancelled}</p>;
  else if (question.status === 2) {
    body = (
      <>
        <p role="status" className="font-medium">
          {text.ended}
        </p>
        <QuestionOutcome question={question} />
      </>
    );
  } else if (question.myAnswer || (answer.isSuccess && answer.variables.question.id === question.id)) {
    body = (
      <div className="flex flex-col gap-2 text-sm">
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
        <div className="flex justify-end">
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
      data-state={!question ? "empty" : question.status === 1 ? (question.myAnswer ? "answered" : "open") : "finished"}
      title={question?.title ?? text.region}
      description={
        question ? (
          <span className="flex flex-wrap items-center gap-2">
            <Badge>{messages.questionTypes[question.type]}</Badge>
            <Badge variant={statusVariant[question.status]}>{messages.activityStatus[question.status]}</Badge>
            {running && remaining !== null ? (
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
