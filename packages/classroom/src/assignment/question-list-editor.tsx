import { Button } from "@smartclass/ui";
import { PlusIcon } from "lucide-react";

import type { AssignmentQuestionDraft, AssignmentQuestionType } from "./assignment-draft";
import { AssignmentQuestionEditor } from "./assignment-question-editor";

/** The part of react-hook-form's field array over `questions` the list uses. */
type QuestionFields = {
  fields: readonly { id: string }[];
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  append: (question: AssignmentQuestionDraft) => void;
};

type QuestionListEditorProps = {
  /** `useFieldArray({ name: "questions" })` of a form whose `questions` are AssignmentQuestionDraft[]
   * (the assignment draft's and the practice draft's are); each question reads the form's context. */
  questions: QuestionFields;
  /** The list's name (its heading says the same). */
  label: string;
  addLabel: string;
  /** The whole list's message (none, or too many), from the form's errors. */
  rootError: string | undefined;
  /** The question 添加题目 appends. */
  newQuestion: () => AssignmentQuestionDraft;
  /** The types offered (all by default). */
  types?: readonly AssignmentQuestionType[];
  /** Who sees a free-text question's reference answer. */
  referenceHint?: string;
};

/** At most this many questions in one list (the server refuses more). */
const MAX_QUESTIONS = 100;

/** The editable list of questions of an assignment or a practice: each question's editor with move and
 * remove, the list's message, and 添加题目 up to 100 questions. */
function QuestionListEditor({
  questions,
  label,
  addLabel,
  rootError,
  newQuestion,
  types,
  referenceHint,
}: QuestionListEditorProps) {
  return (
    <>
      <ol className="flex flex-col gap-3" aria-label={label}>
        {questions.fields.map((field, index) => (
          <AssignmentQuestionEditor
            key={field.id}
            index={index}
            count={questions.fields.length}
            {...(types ? { types } : {})}
            {...(referenceHint ? { referenceHint } : {})}
            onMove={(to) => questions.move(index, to)}
            onRemove={() => questions.remove(index)}
          />
        ))}
      </ol>
      {rootError ? (
        <p role="alert" className="text-xs text-danger">
          {rootError}
        </p>
      ) : null}
      <Button
        size="small"
        className="self-start"
        disabled={questions.fields.length >= MAX_QUESTIONS}
        onClick={() => questions.append(newQuestion())}
      >
        <PlusIcon aria-hidden />
        {addLabel}
      </Button>
    </>
  );
}

export { QuestionListEditor };
