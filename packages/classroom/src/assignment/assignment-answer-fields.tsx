// The questions of an assignment's (or a practice's) answer form, each drawn by the shared AnswerField:
// single choice and true/false as radio buttons, multiple choice as checkboxes (options lettered A, B …),
// short answer as a text box, a file question as the file list.
import { UserText } from "@smartclass/ui";

import { type AnswerChoice, AnswerField, type AnswerInput, focusAnswerField } from "../lib/answer-field";
import type { AssignmentQuestion, FileUploadResult, UploadProgress } from "./assignment-api";
import { AnswerFiles } from "./assignment-answer-files";
import { type AnswerDraft, emptyAnswer, optionLabels } from "./assignment-answer-rules";
import { studentAssignmentMessages } from "./student-messages";

const text = studentAssignmentMessages;

type AssignmentAnswerFieldProps = {
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

/** How an assignment question is answered: its type as one of the shared field's kinds. */
function answerInput({
  question,
  onChange,
  upload,
  disabled,
  fileBase,
  answer,
}: AssignmentAnswerFieldProps): AnswerInput {
  const lettered = question.type !== 3;
  const choices: AnswerChoice[] = optionLabels(question).map((option, i) => ({
    value: String(i),
    label: lettered ? `${String.fromCharCode(65 + i)}. ${option}` : option,
  }));
  if (question.type === 1 || question.type === 3) return { kind: "single", choices };
  if (question.type === 2) return { kind: "multiple", choices };
  if (question.type === 4) return { kind: "text", rows: 5, maxLength: 20000, placeholder: text.form.textPlaceholder };
  return {
    kind: "custom",
    render: ({ labelledBy, describedBy }) =>
      upload ? (
        <AnswerFiles
          files={answer.files}
          onChange={(update) => onChange((a) => ({ ...a, files: update(a.files) }))}
          upload={upload}
          disabled={disabled}
          labelledBy={labelledBy}
          describedBy={describedBy}
          {...(fileBase ? { fileBase } : {})}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{text.noUploadHere}</p>
      ),
  };
}

/** One question of the answer form: its number, title, type and points in the legend, its controls
 * and its validation message. */
function AssignmentAnswerField(props: AssignmentAnswerFieldProps) {
  const { index, question, answer, onChange, error, disabled } = props;
  return (
    <AnswerField
      questionId={question.id}
      required
      legend={
        <>
          {index + 1}. <UserText>{question.title}</UserText>
          <span className="ml-2 text-xs font-normal text-muted-foreground">
            {text.questionTypes[question.type]} · {text.answers.points(question.score)}
          </span>
        </>
      }
      input={answerInput(props)}
      choices={answer.options.map(String)}
      text={answer.text}
      onChoicesChange={(choices) => onChange((a) => ({ ...a, options: choices.map(Number) }))}
      onTextChange={(value) => onChange((a) => ({ ...a, text: value }))}
      error={error}
      disabled={disabled}
    />
  );
}

type AnswerFieldListProps = Pick<AssignmentAnswerFieldProps, "upload" | "disabled" | "fileBase"> & {
  questions: readonly AssignmentQuestion[];
  answers: Readonly<Record<number, AnswerDraft>>;
  /** The change of one question's answer, by question id. */
  onChange: (questionId: number) => AssignmentAnswerFieldProps["onChange"];
  /** The messages of unanswered questions, by question id. */
  errors: Readonly<Record<number, string>>;
};

/** Every question of an answer form (an assignment's or a practice's) as its field, in order. */
function AnswerFieldList({ questions, answers, onChange, errors, upload, disabled, fileBase }: AnswerFieldListProps) {
  return questions.map((question, index) => (
    <AssignmentAnswerField
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

export { AnswerFieldList, focusAnswerField as focusQuestion };
