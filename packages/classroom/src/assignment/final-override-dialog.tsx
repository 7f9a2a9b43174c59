import { Button, Dialog, Form, Input, Textarea } from "@smartclass/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import type { AssignmentSubmission } from "./assignment-api";
import { assignmentKeys } from "./assignment-queries";
import { teacherAssignmentMessages } from "./teacher-messages";

const text = teacherAssignmentMessages.finals;

type FinalOverrideDialogProps = {
  assignmentId: number;
  totalScore: number;
  /** The student whose final score is set; the dialog is open while given. */
  submission: AssignmentSubmission | null;
  onClose: () => void;
  /** Called after the score was saved. */
  onSaved: (nickname: string) => void;
  /** Where focus goes when the dialog closes (the button that opened it). */
  returnFocus?: () => void;
};

/** Sets one student's final score (0..full marks) with an optional note, in a dialog. */
function FinalOverrideDialog({
  assignmentId,
  totalScore,
  submission,
  onClose,
  onSaved,
  returnFocus,
}: FinalOverrideDialogProps) {
  const api = useTeacherAssignmentApi();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<{ score: string; comment: string }>({
    values: { score: submission?.finalScore === null || !submission ? "" : String(submission.finalScore), comment: "" },
  });
  const save = useMutation({
    mutationFn: (values: { score: string; comment: string }) =>
      api.gradeFinal({
        assignmentId,
        userId: submission?.userId ?? 0,
        score: Number(values.score),
        ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.of(assignmentId) });
      onSaved(submission?.nickname ?? "");
      onClose();
    },
  });
  const close = () => {
    reset();
    save.reset();
    onClose();
  };

  return (
    <Dialog.Root open={submission !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Content
        dismissOnBackdrop={false}
        onCloseAutoFocus={(event) => {
          // Opened without a Dialog.Trigger: focus goes back to the row's button, not to the page.
          event.preventDefault();
          returnFocus?.();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{text.overrideTitle(submission?.nickname ?? "")}</Dialog.Title>
          <Dialog.Description>{teacherAssignmentMessages.finalRule}</Dialog.Description>
        </Dialog.Header>
        <Form.Root onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}>
          <Form.Field error={formState.errors.score?.message}>
            <Form.Label required>{text.score(totalScore)}</Form.Label>
            <Form.Control>
              <Input
                type="number"
                min={0}
                max={totalScore}
                step="any"
                inputMode="decimal"
                {...register("score", {
                  validate: (value) => {
                    const score = value.trim() === "" ? Number.NaN : Number(value);
                    if (Number.isNaN(score)) return teacherAssignmentMessages.grading.scoreRequired;
                    return score >= 0 && score <= totalScore
                      ? true
                      : teacherAssignmentMessages.grading.scoreRange(totalScore);
                  },
                })}
              />
            </Form.Control>
            <Form.Message />
          </Form.Field>
          <Form.Field>
            <Form.Label>{text.comment}</Form.Label>
            <Form.Control>
              <Textarea rows={2} maxLength={2000} {...register("comment")} />
            </Form.Control>
          </Form.Field>
          <Form.Alert>{save.isError ? errorMessage(save.error) : null}</Form.Alert>
          <Dialog.Footer>
            <Button onClick={close}>{text.cancel}</Button>
            <Button type="submit" variant="primary" disabled={save.isPending}>
              {text.save}
            </Button>
          </Dialog.Footer>
        </Form.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { FinalOverrideDialog };
