import { Button, Form, Input, RichTextEditor, useConfirm } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SaveIcon, SendIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type * as React from "react";
import { Controller, FormProvider, useFieldArray, useForm, useWatch } from "react-hook-form";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import type { AssignmentStage } from "./assignment-api";
import {
  assignmentInput,
  type AssignmentDraft,
  type DraftCheck,
  draftOf,
  draftResolver,
  emptyDraft,
  emptyQuestion,
  totalPoints,
} from "./assignment-draft";
import { assignmentKeys, assignmentOptions } from "./assignment-queries";
import { DeadlineSettings, PeerReviewSettingsEditor } from "./assignment-settings-editor";
import { QuestionListEditor } from "./question-list-editor";
import { teacherAssignmentMessages } from "./teacher-messages";

const text = teacherAssignmentMessages.editor;

type AssignmentEditorProps = Omit<React.ComponentProps<"section">, "children" | "title"> &
  (
    | {
        /** The session a new assignment is set in. */
        courseItemId: number;
        /** A saved draft to edit; a new assignment when omitted. */
        assignmentId?: undefined;
      }
    | {
        /** Not needed for a saved draft: it is in the draft's session. */
        courseItemId?: number;
        /** A saved draft to edit; a new assignment when omitted. */
        assignmentId: number;
      }
  ) & {
    /** Called after saving (stage draft) or publishing (stage published). */
    onSaved?: (assignmentId: number, stage: AssignmentStage) => void;
  };

type FormProps = {
  courseItemId: number;
  assignmentId: number | undefined;
  initial: AssignmentDraft;
  onSaved: AssignmentEditorProps["onSaved"];
};

/** The form itself, once the values to start from are known. */
function AssignmentEditorForm({ courseItemId, assignmentId, initial, onSaved }: FormProps) {
  const api = useTeacherAssignmentApi();
  const queryClient = useQueryClient();
  const { confirm } = useConfirm();
  // What the resolver checks (a draft or a publication, and when); set by each button before it submits.
  const check = useRef<DraftCheck>({ intent: "draft", now: 0 });
  const form = useForm<AssignmentDraft>({
    defaultValues: initial,
    resolver: (values, _context, options) => draftResolver(values, check.current, options),
  });
  const { control, register, handleSubmit, formState, reset } = form;
  const questions = useFieldArray({ control, name: "questions" });
  const watched = useWatch({ control, name: "questions" });
  const [savedId, setSavedId] = useState(assignmentId);
  const [notice, setNotice] = useState("");

  // Leaving the page with unsaved changes asks first (the browser's own dialog).
  useEffect(() => {
    if (!formState.isDirty) return;
    const guard = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", guard);
    return () => window.removeEventListener("beforeunload", guard);
  }, [formState.isDirty]);

  const save = useMutation({
    mutationFn: async ({ values, publish }: { values: AssignmentDraft; publish: boolean }) => {
      const input = assignmentInput(values);
      let id = savedId;
      if (id === undefined) id = await api.createAssignment({ courseItemId, ...input });
      else await api.updateAssignment({ id, ...input });
      setSavedId(id);
      if (publish) await api.updateAssignment({ id, stage: "published" });
      return { id, stage: (publish ? "published" : "draft") as AssignmentStage };
    },
    onSuccess: ({ id, stage }, { values }) => {
      reset(values);
      setNotice(stage === "published" ? text.published : text.saved);
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.all });
      onSaved?.(id, stage);
    },
  });

  const submit = (intent: DraftCheck["intent"]) => {
    check.current.intent = intent;
    check.current.now = Date.now();
    setNotice("");
    return handleSubmit(async (values) => {
      if (intent === "publish" && !(await confirm(text.confirmPublish, { title: text.publish }))) return;
      save.mutate({ values, publish: intent === "publish" });
    });
  };

  const errors = formState.errors;
  return (
    <FormProvider {...form}>
      <Form.Root
        aria-label={assignmentId ? text.editTitle : text.createTitle}
        onSubmit={(event) => void submit("publish")(event)}
      >
        <Form.Field error={errors.title?.message}>
          <Form.Label required>{text.title}</Form.Label>
          <Form.Control>
            <Input maxLength={200} {...register("title")} />
          </Form.Control>
          <Form.Message />
        </Form.Field>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium">{text.instructions}</span>
          <Controller
            control={control}
            name="description"
            render={({ field }) => (
              <RichTextEditor label={text.instructions} height={180} value={field.value} onChange={field.onChange} />
            )}
          />
        </div>
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="text-base font-semibold">{text.questions}</h3>
          <span className="text-sm tabular-nums" aria-live="polite" data-slot="assignment-total">
            {text.total(totalPoints(watched))}
          </span>
        </div>
        <QuestionListEditor
          questions={questions}
          label={text.questions}
          addLabel={text.addQuestion}
          rootError={errors.questions?.root?.message}
          newQuestion={emptyQuestion}
        />
        <DeadlineSettings />
        <PeerReviewSettingsEditor />
        <Form.Alert>{save.isError ? errorMessage(save.error) : null}</Form.Alert>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <p role="status" className="mr-auto text-sm text-success">
            {notice}
          </p>
          <Button disabled={save.isPending} onClick={() => void submit("draft")()}>
            <SaveIcon aria-hidden />
            {text.saveDraft}
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            <SendIcon aria-hidden />
            {text.publish}
          </Button>
        </div>
      </Form.Root>
    </FormProvider>
  );
}

/** The teacher's assignment editor: title, rich-text instructions, questions of five types with the
 * right answers and points (the total follows), deadline, late policy, peer review with its rubric;
 * messages at the fields; save as a draft or publish (after a confirm). Edits a saved draft too. */
function AssignmentEditor({ courseItemId, assignmentId, onSaved, ...props }: AssignmentEditorProps) {
  const api = useTeacherAssignmentApi();
  const saved = useQuery({ ...assignmentOptions(api, assignmentId ?? 0), enabled: assignmentId !== undefined });
  const title = assignmentId ? text.editTitle : text.createTitle;
  return (
    <Panel data-slot="assignment-editor" title={title} {...props}>
      {assignmentId === undefined ? (
        <AssignmentEditorForm
          courseItemId={courseItemId}
          assignmentId={undefined}
          initial={emptyDraft()}
          onSaved={onSaved}
        />
      ) : saved.isPending ? (
        <LoadingState />
      ) : saved.isError ? (
        <ErrorState message={errorMessage(saved.error)} onRetry={() => void saved.refetch()} />
      ) : (
        <AssignmentEditorForm
          courseItemId={saved.data.courseItemId}
          assignmentId={assignmentId}
          initial={draftOf(saved.data)}
          onSaved={onSaved}
        />
      )}
    </Panel>
  );
}

export { AssignmentEditor };
export type { AssignmentEditorProps };
