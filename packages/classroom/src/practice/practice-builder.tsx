import { Button, Form, Input, useConfirm } from "@smartclass/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";
import { type FieldErrors, FormProvider, type Resolver, useFieldArray, useForm, useWatch } from "react-hook-form";

import { emptyQuestion, totalPoints } from "../assignment/assignment-draft";
import { QuestionListEditor } from "../assignment/question-list-editor";
import { useTeacherPracticeApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { Panel } from "../lib/panel";
import { practiceMessages } from "./messages";
import { emptyPracticeDraft, type PracticeDraft, practiceDraftErrors, practiceInput } from "./practice-draft";
import { practiceKeys } from "./practice-queries";

const text = practiceMessages.builder;
/** A practice takes single, multiple, true/false and text questions (no files). */
const PRACTICE_TYPES = [1, 2, 3, 4] as const;

type PracticeBuilderProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The classroom record the practice belongs to. */
  classroomRecordId: number;
  /** Called with the new practice's id once it is published. */
  onCreated?: (id: number) => void;
};

/** Nested field errors from messages by dotted path ("questions.0.options.1.text"). */
function nestedErrors(found: Record<string, string>): FieldErrors<PracticeDraft> {
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(found)) {
    const parts = path.split(".");
    let node = errors;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = { type: "validate", message };
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1] ?? "") ? [] : {}) as Record<string, unknown>;
    });
  }
  // The object built above has the shape of FieldErrors<PracticeDraft>.
  return errors as FieldErrors<PracticeDraft>;
}

const resolver: Resolver<PracticeDraft> = (values) => {
  const found = practiceDraftErrors(values);
  return Object.keys(found).length === 0 ? { values, errors: {} } : { values: {}, errors: nestedErrors(found) };
};

/** The teacher's practice builder inside a classroom record: title, optional time limit, single and
 * multiple choice questions with the right answers marked, true/false and text questions with points
 * (the total follows); messages at the fields; published to the class after a confirm (the contract has no
 * call that publishes a practice later, so there is no save-for-later). */
function PracticeBuilder({ classroomRecordId, onCreated, ...props }: PracticeBuilderProps) {
  const api = useTeacherPracticeApi();
  const queryClient = useQueryClient();
  const { confirm } = useConfirm();
  const form = useForm<PracticeDraft>({ defaultValues: emptyPracticeDraft(), resolver });
  const { control, register, handleSubmit, formState, reset } = form;
  const questions = useFieldArray({ control, name: "questions" });
  const watched = useWatch({ control, name: "questions" });
  const [notice, setNotice] = useState("");

  const create = useMutation({
    mutationFn: (values: PracticeDraft) => api.createPractice(practiceInput(classroomRecordId, values, true)),
    onSuccess: (id) => {
      reset(emptyPracticeDraft());
      setNotice(text.published);
      void queryClient.invalidateQueries({ queryKey: practiceKeys.ofRecord(classroomRecordId) });
      onCreated?.(id);
    },
  });

  const publish = handleSubmit(async (values) => {
    setNotice("");
    if (!(await confirm(text.confirmPublish, { title: text.publish, confirmText: text.publish }))) return;
    if (!create.isPending) create.mutate(values);
  });

  const errors = formState.errors;
  const hasErrors = formState.submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <Panel data-slot="practice-builder" title={text.title} {...props}>
      <FormProvider {...form}>
        <Form.Root aria-label={text.title} onSubmit={(event) => void publish(event)}>
          <div className="flex flex-wrap items-start gap-3">
            <Form.Field error={errors.title?.message} className="min-w-60 flex-1">
              <Form.Label required>{text.practiceTitle}</Form.Label>
              <Form.Control>
                <Input maxLength={200} {...register("title")} />
              </Form.Control>
              <Form.Message />
            </Form.Field>
            <Form.Field error={errors.minutes?.message} className="w-36">
              <Form.Label>{text.minutes}</Form.Label>
              <Form.Control>
                <Input
                  type="number"
                  min={1}
                  max={1440}
                  step={1}
                  inputMode="numeric"
                  placeholder={text.minutesHint}
                  {...register("minutes")}
                />
              </Form.Control>
              <Form.Message />
            </Form.Field>
          </div>
          <div className="flex items-baseline justify-between gap-2">
            <h3 className="text-base font-semibold">{text.questions}</h3>
            <span className="text-sm tabular-nums" aria-live="polite" data-slot="practice-total">
              {text.totalPoints(watched.length, totalPoints(watched))}
            </span>
          </div>
          <QuestionListEditor
            questions={questions}
            label={text.questions}
            addLabel={text.addQuestion}
            rootError={errors.questions?.root?.message}
            newQuestion={() => ({ ...emptyQuestion(1), points: "1" })}
            types={PRACTICE_TYPES}
            referenceHint={text.referenceHint}
          />
          <Form.Alert>{create.isError ? errorMessage(create.error) : hasErrors ? text.fix : null}</Form.Alert>
          <div className="flex flex-wrap items-center justify-end gap-2">
            <p role="status" className="mr-auto text-sm text-success">
              {notice}
            </p>
            <Button type="submit" variant="primary" disabled={create.isPending}>
              <SendIcon aria-hidden />
              {text.publish}
            </Button>
          </div>
        </Form.Root>
      </FormProvider>
    </Panel>
  );
}

export { PracticeBuilder };
export type { PracticeBuilderProps };
