import { Form, IconButton, Input, Label, Radio, RadioGroup, Select, Textarea } from "@smartclass/ui";
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Controller, type FieldErrors, useFormContext } from "react-hook-form";

import { OptionsEditor } from "../lib/options-editor";
import { type AssignmentDraft, emptyChoice, type AssignmentQuestionType } from "./assignment-draft";
import { teacherAssignmentMessages } from "./teacher-messages";

const text = teacherAssignmentMessages.editor;
const TYPES: AssignmentQuestionType[] = [1, 2, 3, 4, 5];

type AssignmentQuestionEditorProps = {
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** The types offered (all five by default; the practice builder offers 1–4). */
  types?: readonly AssignmentQuestionType[];
  /** Who sees the reference answer of a free-text question (the assignment's teacher-only note by default). */
  referenceHint?: string;
};

/** The messages of one question's choices, by choice id, from the form's errors. */
function choiceErrors(errors: FieldErrors<AssignmentDraft>, index: number, ids: string[]): Record<string, string> {
  const options = errors.questions?.[index]?.options;
  const found: Record<string, string> = {};
  ids.forEach((id, j) => {
    const message = Array.isArray(options) ? options[j]?.text?.message : undefined;
    if (message) found[id] = message;
  });
  return found;
}

/** One question of the assignment editor: type, text, points, and by type the choices with the right
 * ones marked, the true/false answer, the reference answer or the file upload note; move and remove. */
function AssignmentQuestionEditor({
  index,
  count,
  onMove,
  onRemove,
  types = TYPES,
  referenceHint,
}: AssignmentQuestionEditorProps) {
  const id = useId();
  const n = index + 1;
  const { control, register, watch, setValue, getValues, formState } = useFormContext<AssignmentDraft>();
  const errors = formState.errors.questions?.[index];
  const type = watch(`questions.${index}.type`);
  const options = watch(`questions.${index}.options`);

  const changeType = (next: AssignmentQuestionType) => {
    setValue(`questions.${index}.type`, next, { shouldDirty: true });
    const current = getValues(`questions.${index}.options`);
    if ((next === 1 || next === 2) && current.length < 2) {
      setValue(
        `questions.${index}.options`,
        [...current, emptyChoice(), emptyChoice()].slice(0, Math.max(2, current.length)),
      );
    }
    if (next === 1 && current.filter((o) => o.right).length > 1) {
      setValue(
        `questions.${index}.options`,
        current.map((o) => ({ ...o, right: false })),
      );
    }
  };

  return (
    <li
      data-slot="assignment-question-editor"
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-md border p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {text.questionHeading(n)}
        </h3>
        <Select.Root
          value={String(type)}
          onValueChange={(value) => changeType(Number(value) as AssignmentQuestionType)}
        >
          <Select.Trigger aria-label={text.questionType(n)} className="w-28">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {types.map((t) => (
              <Select.Item key={t} value={String(t)}>
                {teacherAssignmentMessages.questionTypes[t]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <div className="ml-auto flex items-center gap-1">
          <IconButton label={text.moveUp(n)} size="small" disabled={index === 0} onClick={() => onMove(index - 1)}>
            <ArrowUpIcon aria-hidden />
          </IconButton>
          <IconButton
            label={text.moveDown(n)}
            size="small"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownIcon aria-hidden />
          </IconButton>
          <IconButton label={text.removeQuestion(n)} size="small" onClick={onRemove}>
            <Trash2Icon aria-hidden />
          </IconButton>
        </div>
      </div>
      <div className="flex flex-wrap items-start gap-3">
        <Form.Field error={errors?.title?.message} className="min-w-60 flex-1">
          <Form.Label required>{text.questionTitle(n)}</Form.Label>
          <Form.Control>
            <Textarea rows={2} maxLength={2000} {...register(`questions.${index}.title`)} />
          </Form.Control>
          <Form.Message />
        </Form.Field>
        <Form.Field error={errors?.points?.message} className="w-28">
          <Form.Label required>{text.questionPoints(n)}</Form.Label>
          <Form.Control>
            <Input
              type="number"
              min={0}
              max={1000}
              step="any"
              inputMode="decimal"
              {...register(`questions.${index}.points`)}
            />
          </Form.Control>
          <Form.Message />
        </Form.Field>
      </div>
      {type === 1 || type === 2 ? (
        <Controller
          control={control}
          name={`questions.${index}.options`}
          render={({ field }) => (
            <OptionsEditor
              label={text.rightAnswer}
              options={field.value}
              onChange={field.onChange}
              create={() => emptyChoice()}
              min={2}
              max={20}
              rightMode={type === 1 ? "single" : "multiple"}
              errors={choiceErrors(
                formState.errors,
                index,
                options.map((o) => o.id),
              )}
              {...(errors?.options?.root?.message ? { error: errors.options.root.message } : {})}
            />
          )}
        />
      ) : null}
      {type === 3 ? (
        <Controller
          control={control}
          name={`questions.${index}.trueFalse`}
          render={({ field }) => (
            <div className="flex flex-col gap-1.5">
              <span id={`${id}-tf`} className="text-sm font-medium">
                {text.rightAnswer}
              </span>
              <RadioGroup
                aria-labelledby={`${id}-tf`}
                aria-invalid={errors?.trueFalse ? true : undefined}
                aria-describedby={errors?.trueFalse ? `${id}-tf-error` : undefined}
                className="flex gap-4"
                value={field.value}
                onValueChange={field.onChange}
              >
                {text.trueFalse.map((label, value) => (
                  <div key={label} className="flex items-center gap-1.5">
                    <Radio id={`${id}-tf-${value}`} value={String(value)} />
                    <Label htmlFor={`${id}-tf-${value}`}>{label}</Label>
                  </div>
                ))}
              </RadioGroup>
              {errors?.trueFalse ? (
                <p id={`${id}-tf-error`} className="text-xs text-danger">
                  {errors.trueFalse.message}
                </p>
              ) : null}
            </div>
          )}
        />
      ) : null}
      {type === 4 ? (
        <Form.Field>
          <Form.Label>{text.questionReference(n)}</Form.Label>
          <Form.Control>
            <Textarea
              rows={3}
              maxLength={5000}
              aria-describedby={`${id}-ref-hint`}
              {...register(`questions.${index}.reference`)}
            />
          </Form.Control>
          <p id={`${id}-ref-hint`} className="text-xs text-muted-foreground">
            {referenceHint ?? text.referenceHint}
          </p>
        </Form.Field>
      ) : null}
      {type === 5 ? <p className="text-sm text-muted-foreground">{text.fileHint}</p> : null}
    </li>
  );
}

export { AssignmentQuestionEditor };
