import { Button, Dialog, Form, Input, Textarea } from "@smartclass/ui";
import { useState } from "react";

import { messages } from "../messages";
import type { AskQuestion, QuestionAnswer } from "./question-api";
import { validScore } from "./question-draft";
import { answerText } from "./question-stats";

type ScoreDialogProps = {
  question: AskQuestion;
  /** The answer to score; the dialog is open while there is one. */
  record: QuestionAnswer | null;
  onOpenChange: (open: boolean) => void;
  /** Saves the score; rejects with the server's message. */
  onSave: (input: { recordId: number; score: number; comment: string }) => Promise<unknown>;
  /** The server's message after a failed save. */
  error?: string | null;
  saving?: boolean;
};

/** Scores one answer with an optional comment. */
function ScoreDialog({ question, record, onOpenChange, onSave, error, saving = false }: ScoreDialogProps) {
  return (
    <Dialog.Root open={record !== null} onOpenChange={onOpenChange}>
      {record ? (
        <ScoreForm
          key={record.id}
          question={question}
          record={record}
          onSave={onSave}
          error={error ?? null}
          saving={saving}
        />
      ) : null}
    </Dialog.Root>
  );
}

function ScoreForm({
  question,
  record,
  onSave,
  error,
  saving,
}: {
  question: AskQuestion;
  record: QuestionAnswer;
  onSave: ScoreDialogProps["onSave"];
  error: string | null;
  saving: boolean;
}) {
  const text = messages.scoreDialog;
  const [score, setScore] = useState(record.score === null ? "" : String(record.score));
  const [comment, setComment] = useState(record.comment ?? "");
  const [tried, setTried] = useState(false);
  const scoreError = tried && !validScore(score) ? text.errors.score : undefined;
  return (
    <Dialog.Content data-slot="score-dialog" dismissOnBackdrop={false}>
      <Dialog.Header>
        <Dialog.Title>{messages.live.scoreAction(record.nickname)}</Dialog.Title>
        <Dialog.Description>{answerText(question, record) || "—"}</Dialog.Description>
      </Dialog.Header>
      <Form.Root
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!validScore(score)) return;
          void onSave({ recordId: record.id, score: Number(score), comment: comment.trim() });
        }}
      >
        <Form.Field error={scoreError}>
          <Form.Label required>{text.score}</Form.Label>
          <Form.Control>
            <Input
              inputMode="decimal"
              className="w-32"
              value={score}
              onChange={(event) => setScore(event.target.value)}
            />
          </Form.Control>
          <Form.Message />
        </Form.Field>
        <Form.Field>
          <Form.Label>{text.comment}</Form.Label>
          <Form.Control>
            <Textarea
              rows={3}
              maxLength={500}
              placeholder={text.commentPlaceholder}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </Form.Control>
        </Form.Field>
        <Form.Alert>{error}</Form.Alert>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>{text.cancel}</Button>
          </Dialog.Close>
          <Button type="submit" variant="primary" disabled={saving}>
            {text.save}
          </Button>
        </Dialog.Footer>
      </Form.Root>
    </Dialog.Content>
  );
}

export { ScoreDialog };
export type { ScoreDialogProps };
