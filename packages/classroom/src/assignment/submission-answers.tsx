import { Badge, cn, UserText } from "@smartclass/ui";
import { CheckIcon, FileIcon } from "lucide-react";
import type * as React from "react";

import type { AssignmentQuestion, SubmissionAnswer } from "./assignment-api";
import { type AttachedFile, fileHref, fileLabel, optionLabels, rightOptions } from "./assignment-answer-rules";
import { studentAssignmentMessages as text } from "./student-messages";

/** The question fields the view reads (the big screen's questions have these too). */
type AnswerQuestion = Pick<AssignmentQuestion, "id" | "type" | "title" | "options" | "score"> & {
  /** The right answer (option indexes joined by ","); marks the right options when given. */
  answer?: string;
};

type SubmissionAnswersProps = Omit<React.ComponentProps<"ol">, "children"> & {
  questions: readonly AnswerQuestion[];
  /** The submission's answers (a question without one shows 未作答). */
  answers: readonly SubmissionAnswer[];
  /** Show each question's score (or 待批改) and comment. */
  showScores?: boolean;
  /** Names and sizes of files, by stored path, when known (e.g. just uploaded). */
  files?: Readonly<Record<string, AttachedFile>>;
  /** The server's base for file links (`/admin-api` by default). */
  fileBase?: string;
  /** Something shown at the end of each question's item, right under its answer (e.g. the grading
   * form's score and comment inputs). */
  renderAfter?: (question: AnswerQuestion, index: number) => React.ReactNode;
};

function ChoiceAnswer({ question, answer }: { question: AnswerQuestion; answer: SubmissionAnswer | undefined }) {
  const right = rightOptions({ type: question.type, answer: question.answer ?? "" });
  return (
    <ul className="flex flex-col gap-1">
      {optionLabels(question).map((label, index) => {
        const chosen = answer?.options.includes(index) ?? false;
        const isRight = right?.includes(index) ?? false;
        return (
          <li
            key={index}
            data-chosen={chosen || undefined}
            data-right={isRight || undefined}
            className={cn(
              "flex items-center gap-2 rounded-md border px-2 py-1 text-sm",
              chosen ? "border-primary" : "border-transparent",
            )}
          >
            <span
              aria-hidden
              className={cn(
                "flex size-4 shrink-0 items-center justify-center rounded-sm border",
                chosen ? "border-primary bg-primary text-white" : "border-border",
              )}
            >
              {chosen ? <CheckIcon className="size-3" /> : null}
            </span>
            <span className="flex-1">
              {String.fromCharCode(65 + index)}. {label}
            </span>
            {chosen ? <Badge variant="primary">{text.answers.chosen}</Badge> : null}
            {isRight ? <Badge variant="success">{text.answers.right}</Badge> : null}
          </li>
        );
      })}
    </ul>
  );
}

function FileAnswer({
  answer,
  files,
  fileBase,
}: {
  answer: SubmissionAnswer;
  files: SubmissionAnswersProps["files"];
  fileBase: string;
}) {
  return (
    <ul aria-label={text.answers.files} className="flex flex-col gap-1">
      {answer.fileUrls.map((path, index) => {
        const file = files?.[path] ?? { path };
        return (
          <li key={path} className="flex items-center gap-2 text-sm">
            <FileIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            <a
              href={fileHref(path, fileBase)}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 text-primary-strong underline underline-offset-2"
            >
              {/* A file name is typed by the student: an override could disguise its extension. */}
              <UserText>{fileLabel(file, index)}</UserText>
            </a>
            {file.size !== undefined ? (
              <span className="text-xs text-muted-foreground">{text.answers.fileSize(file.size)}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function hasAnswer(question: AnswerQuestion, answer: SubmissionAnswer | undefined): answer is SubmissionAnswer {
  if (!answer) return false;
  if (question.type === 4) return answer.content.trim().length > 0;
  if (question.type === 5) return answer.fileUrls.length > 0;
  return answer.options.length > 0;
}

/** A read-only submission: each question with the student's answer (chosen options, and the right ones
 * when known; text; files as links), optionally each question's score and comment, and optionally
 * whatever `renderAfter` gives under each answer. */
function SubmissionAnswers({
  questions,
  answers,
  showScores = false,
  files,
  fileBase = "/admin-api",
  renderAfter,
  className,
  ...props
}: SubmissionAnswersProps) {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer]));
  return (
    <ol
      data-slot="submission-answers"
      aria-label={text.answers.region}
      className={cn("flex flex-col gap-3", className)}
      {...props}
    >
      {questions.map((question, index) => {
        const answer = byQuestion.get(question.id);
        const answered = hasAnswer(question, answer);
        return (
          <li key={question.id} data-question-id={question.id} className="flex flex-col gap-2 rounded-md border p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="text-sm font-medium">
                {index + 1}. <UserText>{question.title}</UserText>
                <span className="ml-2 text-xs font-normal text-muted-foreground">
                  {text.questionTypes[question.type]} · {text.answers.points(question.score)}
                </span>
              </p>
              {showScores ? (
                answer?.score === null || answer?.score === undefined ? (
                  <Badge variant="warning">{text.answers.notScored}</Badge>
                ) : (
                  <Badge variant={answer.score >= question.score ? "success" : "info"}>
                    {text.answers.score(answer.score, question.score)}
                  </Badge>
                )
              ) : null}
            </div>
            {question.type <= 3 ? (
              <ChoiceAnswer question={question} answer={answer} />
            ) : !answered ? null : question.type === 4 ? (
              <p className="rounded-md bg-muted/50 px-3 py-2 text-sm whitespace-pre-wrap">
                <UserText>{answer.content}</UserText>
              </p>
            ) : (
              <FileAnswer answer={answer} files={files} fileBase={fileBase} />
            )}
            {answered ? null : <p className="text-sm text-muted-foreground">{text.answers.noAnswer}</p>}
            {showScores && answer?.comment ? (
              <p className="text-sm">
                <span className="text-muted-foreground">
                  {text.answers.comment}
                  {text.colon}
                </span>
                <UserText>{answer.comment}</UserText>
              </p>
            ) : null}
            {renderAfter?.(question, index)}
          </li>
        );
      })}
    </ol>
  );
}

export { SubmissionAnswers };
export type { AnswerQuestion, SubmissionAnswersProps };
