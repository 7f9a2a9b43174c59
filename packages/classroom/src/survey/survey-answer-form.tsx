import { Badge, Button, cn, Form } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2Icon, SendIcon } from "lucide-react";
import { useRef, useState } from "react";
import type * as React from "react";

import { AnswerField, type AnswerInput, focusAnswerField } from "../lib/answer-field";
import { useStudentSurveyApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { usePhoneLayout } from "../lib/phone-layout";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { messages } from "../messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { announceAnswered } from "../push/tab-sync";
import { StarRating } from "./star-rating";
import type { ItemSurvey, SurveyQuestion } from "./survey-api";
import {
  type AnswerDraft,
  type AnswerDrafts,
  answersFrom,
  answerSummary,
  emptyAnswer,
  isRequired,
  toSurveyAnswer,
  validateAnswers,
} from "./survey-answers";
import { surveyKeys, surveyOptions } from "./survey-queries";

type SurveyAnswerFormProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The survey to answer. */
  itemSurveyId: number;
};

const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;

/** One survey question, drawn by the shared AnswerField: single and multiple choice, free text, or the
 * star rating; the legend says whether it is optional (选填) and its type. */
function QuestionField({
  index,
  question,
  answer,
  onChange,
  error,
  disabled,
}: {
  index: number;
  question: SurveyQuestion;
  answer: AnswerDraft;
  onChange: (answer: AnswerDraft) => void;
  error: string | undefined;
  disabled: boolean;
}) {
  const choices = question.options.map((option, i) => ({ value: String(i), label: option }));
  const input: AnswerInput =
    question.type === 1
      ? { kind: "single", choices }
      : question.type === 2
        ? { kind: "multiple", choices }
        : question.type === 3
          ? { kind: "text", rows: 3, maxLength: 1000, placeholder: messages.surveyForm.textPlaceholder }
          : {
              kind: "custom",
              render: ({ labelledBy, describedBy, invalid }) => (
                <StarRating
                  aria-labelledby={labelledBy}
                  aria-describedby={describedBy}
                  aria-invalid={invalid ? true : undefined}
                  disabled={disabled}
                  value={answer.rating}
                  onChange={(rating) => onChange({ ...answer, rating })}
                />
              ),
            };
  return (
    <AnswerField
      questionId={question.id}
      required={isRequired(question)}
      legend={
        <>
          {index + 1}. {question.title}
          {isRequired(question) ? null : (
            <span className="ml-1 text-xs font-normal text-muted-foreground">{messages.surveyForm.optional}</span>
          )}
          <span className="ml-2 text-xs font-normal text-muted-foreground">
            {messages.surveyBuilder.types[question.type]}
          </span>
        </>
      }
      input={input}
      choices={answer.options.map(String)}
      text={answer.text}
      onChoicesChange={(options) => onChange({ ...answer, options: options.map(Number) })}
      onTextChange={(value) => onChange({ ...answer, text: value })}
      error={error}
      disabled={disabled}
    />
  );
}

/** The student's answers as sent. */
function SentAnswers({ survey }: { survey: ItemSurvey }) {
  const sent = answersFrom(survey);
  return (
    <dl data-slot="survey-sent-answers" className="flex flex-col gap-2 text-sm">
      {survey.questions.map((question, index) => (
        <div key={question.id} className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground">
            {index + 1}. {question.title}
          </dt>
          <dd className="whitespace-pre-wrap">{answerSummary(question, sent[question.id])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The student's survey form: single and multiple choice, free text, a 1–5 star rating usable by
 * keyboard; every question required but free text (选填); sent once, then their answers; the ended state. Refetches on
 * `activityChanged` and reconnects. */
function SurveyAnswerForm(props: SurveyAnswerFormProps) {
  // Another survey starts with empty answers.
  return <SurveyAnswerFormFor key={props.itemSurveyId} {...props} />;
}

function SurveyAnswerFormFor({ itemSurveyId, ...props }: SurveyAnswerFormProps) {
  const api = useStudentSurveyApi();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const survey = useQuery(surveyOptions(api, itemSurveyId));
  const [answers, setAnswers] = useState<AnswerDrafts>({});
  const [tried, setTried] = useState(false);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: surveyKeys.detail(itemSurveyId) });
  useClassroomEvent("activityChanged", (event) => {
    if (event.activity === "survey" && event.id === itemSurveyId) refetch();
  });
  useOnPushReconnect(refetch);

  const send = useMutation({
    mutationFn: (body: Parameters<typeof api.answerSurvey>[0]) => api.answerSurvey(body),
    onSuccess: () => {
      // The student's other tabs move to the answered state too.
      announceAnswered({ activity: "survey", id: itemSurveyId });
      refetch();
    },
    // Refused (e.g. already answered in another tab, or ended): the survey's state is read again.
    onError: refetch,
  });

  const text = messages.surveyForm;
  const layout = usePhoneLayout();
  const data = survey.data;
  const errors = tried && data ? validateAnswers(data.questions, answers) : {};

  let body: React.ReactNode;
  if (survey.isPending) body = <LoadingState />;
  else if (survey.isError || !data)
    body = <ErrorState message={errorMessage(survey.error)} onRetry={() => void survey.refetch()} />;
  else if (data.status === 0) body = <p role="status">{text.notStarted}</p>;
  else if (data.status === 3) body = <p role="status">{text.cancelled}</p>;
  else if (data.answered || send.isSuccess) {
    body = (
      <>
        {send.isError ? (
          // Sent from a tab that had not seen the answers given in another: say why, show those.
          <p role="alert" className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
            {errorMessage(send.error)}
          </p>
        ) : null}
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-success">
          <CheckCircle2Icon className="size-4" aria-hidden />
          {data.status === 2 ? `${text.ended} · ${text.answered}` : text.answered}
        </p>
        {data.answered ? <SentAnswers survey={data} /> : <LoadingState />}
      </>
    );
  } else if (data.status === 2) {
    body = (
      <p role="status" className="text-sm">
        {text.ended} · {text.notAnswered}
      </p>
    );
  } else {
    const questions = [...data.questions].sort((a, b) => a.sort - b.sort);
    body = (
      <Form.Root
        ref={formRef}
        aria-label={data.title}
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          const missing = validateAnswers(questions, answers);
          const first = Object.keys(missing)[0];
          if (first !== undefined) {
            focusAnswerField(formRef.current, first);
            return;
          }
          if (!send.isPending) send.mutate(toSurveyAnswer(itemSurveyId, questions, answers));
        }}
      >
        {questions.map((question, index) => (
          <QuestionField
            key={question.id}
            index={index}
            question={question}
            answer={answers[question.id] ?? emptyAnswer()}
            onChange={(answer) => setAnswers((current) => ({ ...current, [question.id]: answer }))}
            error={errors[question.id]}
            disabled={send.isPending}
          />
        ))}
        <Form.Alert>
          {send.isError ? errorMessage(send.error) : Object.keys(errors).length > 0 ? text.fix : null}
        </Form.Alert>
        <div className={cn("flex justify-end", layout.submitBar)}>
          <Button type="submit" variant="primary" disabled={send.isPending}>
            <SendIcon aria-hidden />
            {send.isPending ? text.submitting : text.submit}
          </Button>
        </div>
      </Form.Root>
    );
  }

  return (
    <Panel
      data-slot="survey-answer-form"
      data-state={!data ? "loading" : data.answered ? "answered" : data.status === 1 ? "open" : "closed"}
      title={data?.title ?? text.region}
      description={
        data ? (
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={statusVariant[data.status]}>{messages.activityStatus[data.status]}</Badge>
            {data.anonymous ? <Badge variant="info">{text.anonymous}</Badge> : null}
          </span>
        ) : null
      }
      {...props}
    >
      {body}
    </Panel>
  );
}

export { SurveyAnswerForm };
export type { SurveyAnswerFormProps };
