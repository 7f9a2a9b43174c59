import { Button, Dialog, Form, FormAlert, Textarea, useReturnFocus } from "@smartclass/ui";
import * as React from "react";

import { ConditionBuilder } from "./condition-builder";
import { parseConditionBody } from "./condition-parse";
import { compileConditionBody, isCompleteRow } from "./conditions";
import { Note } from "./fields";
import { taskSettingsMessages as t } from "./messages";
import type { ConditionField, SequenceCondition } from "./types";

type RuleConditionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rule's condition (an expression body), or undefined. */
  condition: string | undefined;
  fields?: readonly ConditionField[];
  /** Called by 确定 with the new condition (undefined: none). */
  onSubmit: (condition: string | undefined) => void;
};

type Draft = { mode: "rows"; rows: SequenceCondition[]; showErrors: boolean } | { mode: "text"; text: string };

/** The draft a condition opens as: its rows when the builder wrote it, else its text. */
function draftOf(condition: string | undefined, fields?: readonly ConditionField[]): Draft {
  if (!condition?.trim()) return { mode: "rows", rows: [], showErrors: false };
  const rows = parseConditionBody(condition, fields);
  return rows ? { mode: "rows", rows, showErrors: false } : { mode: "text", text: condition };
}

/**
 * The editor of an assignee rule's condition (600 px, closed only by 取消, Escape or ×): the
 * condition builder over the form's fields, or — for an expression the builder did not write —
 * its text, with the choice to start again in the builder. 确定 refuses rows with errors.
 */
function RuleConditionDialog({ open, onOpenChange, condition, fields, onSubmit }: RuleConditionDialogProps) {
  const [draft, setDraft] = React.useState<Draft>(() => draftOf(condition, fields));
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(draftOf(condition, fields));
  }
  // Opened from a button, not a Radix trigger: focus goes back to that button on close.
  const returnFocus = useReturnFocus(open);
  const invalid = draft.mode === "rows" && draft.rows.some((row) => !isCompleteRow(row, fields));

  const submit = () => {
    if (draft.mode === "text") {
      const text = draft.text.trim();
      onSubmit(text === "" ? undefined : text);
      return;
    }
    if (invalid) {
      setDraft({ ...draft, showErrors: true });
      return;
    }
    onSubmit(compileConditionBody(draft.rows, fields) ?? undefined);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content width="task" dismissOnBackdrop={false} onCloseAutoFocus={returnFocus}>
        <Dialog.Header>
          <Dialog.Title>{t.rules.conditionDialog}</Dialog.Title>
          <Dialog.Description>{t.rules.conditionHint}</Dialog.Description>
        </Dialog.Header>
        <Form.Root
          className="min-h-0 gap-3 overflow-y-auto"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {draft.mode === "rows" ? (
            <ConditionBuilder
              conditions={draft.rows}
              fields={fields}
              showErrors={draft.showErrors}
              onChange={(rows) => setDraft({ ...draft, rows })}
            />
          ) : (
            <>
              <Note>{t.rules.conditionUnreadable}</Note>
              <Form.Field>
                <Form.Label>{t.rules.conditionExpression}</Form.Label>
                <Form.Control>
                  <Textarea
                    rows={3}
                    value={draft.text}
                    className="min-h-0 font-mono"
                    onChange={(event) => setDraft({ mode: "text", text: event.target.value })}
                  />
                </Form.Control>
              </Form.Field>
              <Button
                size="small"
                className="self-start"
                onClick={() => setDraft({ mode: "rows", rows: [], showErrors: false })}
              >
                {t.rules.useBuilder}
              </Button>
            </>
          )}
          {draft.mode === "rows" && draft.showErrors && invalid ? (
            <FormAlert>{t.rules.conditionInvalid}</FormAlert>
          ) : null}
          <Dialog.Footer>
            <Button onClick={() => onOpenChange(false)}>{t.common.cancel}</Button>
            <Button type="submit" variant="primary">
              {t.common.confirm}
            </Button>
          </Dialog.Footer>
        </Form.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { RuleConditionDialog };
