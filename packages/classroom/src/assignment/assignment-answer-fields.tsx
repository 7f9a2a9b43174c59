import { Checkbox, Label, Radio, RadioGroup, Textarea, UserText } from "@smartclass/ui";
import { useId } from "react";
import type * as React from "react";

import type { AssignmentQuestion, FileUploadResult, UploadProgress } from "./assignment-api";
import { AnswerFiles } from "./assignment-answer-files";
import { type AnswerDraft, emptyAnswer, optionLabels } from "./assignment-answer-rules";
import { studentAssignmentMessages } from "./student-messages";

const text = studentAssignmentMessages;

type AnswerFieldProps = {
  index: number;
  question: AssignmentQuestion;
  answer: AnswerDraft;
  onChange: (update: (answer: AnswerDraft) => AnswerDraft) => void;
  /** Sends a file of a file question; without it (e.g. a practice, which has none) such a question says it takes no files. */
  upload?: (file: File, onProgress: UploadProgress) => Promise<FileUploadResult>;
  error: string | undefined;
  disabled: boolean;
  fileBase?: string;
};

/** One question of the answer form: radio buttons (single choice, true/false), checkboxes (multiple),
 * a text box, or files; its number, type and points in the legend, and its validation message. */
function AnswerField({ index, question, answer, onChange, upload, error, disabled, fileBase }: AnswerFieldProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = error ? `${id}-error` : undefined;
  let control: React.ReactNode;
  if (question.type === 1 || question.type === 3) {
    control = (
      <RadioGroup
        aria-labelledby={legendId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        className="flex flex-col gap-2"
        disabled={disabled}
        value={answer.options[0] === undefined ? "" : String(answer.options[0])}
        onValueChange={(value) => onChange((a) => ({ ...a, options: [Number(value)] }))}
      >
        {optionLabels(question).map((option, i) => (
          <div key={i} className="flex items-center gap-2">
            <Radio id={`${id}-${i}`} value={String(i)} />
            <Label htmlFor={`${id}-${i}`} className="font-normal">
              {question.type === 1 ? `${String.fromCharCode(65 + i)}. ${option}` : option}
            </Label>
          </div>
        ))}
      </RadioGroup>
    );
  } else if (question.type === 2) {
    control = (
      <div className="flex flex-col gap-2">
        {question.options.map((option, i) => (
          <div key={i} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${i}`}
              disabled={disabled}
              aria-describedby={errorId}
              checked={answer.options.includes(i)}
              onCheckedChange={(checked) =>
                onChange((a) => ({
                  ...a,
                  options:
                    checked === true ? [...a.options.filter((o) => o !== i), i] : a.options.filter((o) => o !== i),
                }))
              }
            />
            <Label htmlFor={`${id}-${i}`} className="font-normal">
              {String.fromCharCode(65 + i)}. {option}
            </Label>
          </div>
        ))}
      </div>
    );
  } else if (question.type === 4) {
    control = (
      <Textarea
        aria-labelledby={legendId}
        aria-describedby={errorId}
        aria-invalid={error ? true : undefined}
        rows={5}
        maxLength={20000}
        disabled={disabled}
        placeholder={text.form.textPlaceholder}
        value={answer.text}
        onChange={(event) => {
          const value = event.target.value;
          onChange((a) => ({ ...a, text: value }));
        }}
      />
    );
  } else if (!upload) {
    control = <p className="text-sm text-muted-foreground">{text.noUploadHere}</p>;
  } else {
    control = (
      <AnswerFiles
        files={answer.files}
        onChange={(update) => onChange((a) => ({ ...a, files: update(a.files) }))}
        upload={upload}
        disabled={disabled}
        labelledBy={legendId}
        describedBy={errorId}
        {...(fileBase ? { fileBase } : {})}
      />
    );
  }
  return (
    <fieldset
      data-question-id={question.id}
      aria-describedby={errorId}
      className="flex flex-col gap-2 rounded-md border p-3"
    >
      <legend id={legendId} className="px-1 text-sm font-medium">
        <span className="mr-0.5 text-danger" aria-hidden>
          *
        </span>
        {index + 1}. <UserText>{question.title}</UserText>
        <span className="ml-2 text-xs font-normal text-muted-foreground">
          {text.questionTypes[question.type]} · {text.answers.points(question.score)}
        </span>
      </legend>
      {control}
      {error ? (
        <p id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type AnswerFieldListProps = Pick<AnswerFieldProps, "upload" | "disabled" | "fileBase"> & {
  questions: readonly AssignmentQuestion[];
  answers: Readonly<Record<number, AnswerDraft>>;
  /** The change of one question's answer, by question id. */
  onChange: (questionId: number) => AnswerFieldProps["onChange"];
  /** The messages of unanswered questions, by question id. */
  errors: Readonly<Record<number, string>>;
};

/** Every question of an answer form (an assignment's or a practice's) as its AnswerField, in order. */
function AnswerFieldList({ questions, answers, onChange, errors, upload, disabled, fileBase }: AnswerFieldListProps) {
  return questions.map((question, index) => (
    <AnswerField
      key={question.id}
      index={index}
      question={question}
      answer={answers[question.id] ?? emptyAnswer()}
      onChange={onChange(question.id)}
      error={errors[question.id]}
      disabled={disabled}
      {...(upload ? { upload } : {})}
      {...(fileBase ? { fileBase } : {})}
    />
  ));
}

/** Moves the focus, after the next paint, to the first control of the question with id `questionId`
 * inside `form` (the first unanswered one, when a submit is refused). */
function focusQuestion(form: HTMLElement | null, questionId: number | string | undefined): void {
  if (questionId === undefined) return;
  requestAnimationFrame(() =>
    form
      ?.querySelector<HTMLElement>(
        `[data-question-id="${questionId}"] :is(textarea, [role=radio], [role=checkbox], button):not([disabled])`,
      )
      ?.focus(),
  );
}

export { AnswerField, AnswerFieldList, focusQuestion };
export type { AnswerFieldProps };
