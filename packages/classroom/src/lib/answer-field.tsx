// One question's answer field, shared by every form a student answers in: a live question's card, a
// survey, an assignment and a practice. Each activity keeps its own answer draft and says how its
// question types map onto the kinds below; the field draws them alike (legend, required mark, controls,
// the validation message tied to them) and a keyboard reaches them the same way everywhere.
import { Checkbox, cn, Label, Radio, RadioGroup, Textarea } from "@smartclass/ui";
import { useId } from "react";
import type * as React from "react";

import { usePhoneLayout } from "./phone-layout";

/**
 * A choice's row on a phone: a 44 px row whose label, which picks the choice too, fills it, so a thumb
 * can tap anywhere along the choice; the rows stay 8 px apart.
 */
const PHONE_CHOICE_ROW_CLASS = "min-h-11 [&>label]:flex [&>label]:flex-1 [&>label]:items-center [&>label]:self-stretch";

/** One choice of a choice question: its value as the activity stores it, and what the student reads. */
type AnswerChoice = { value: string; label: React.ReactNode };

/** What an activity's own control (files, a star rating) needs to be named and described like the rest. */
type AnswerControlIds = {
  /** The id of the legend naming the question. */
  labelledBy: string;
  /** The id of the validation message while there is one. */
  describedBy: string | undefined;
  invalid: boolean;
};

/** How a question is answered. */
type AnswerInput =
  /** One choice (radio buttons): single choice and true/false. */
  | { kind: "single"; choices: readonly AnswerChoice[] }
  /** Any number of choices (checkboxes; the fieldset is their group), reported in the choices' order. */
  | { kind: "multiple"; choices: readonly AnswerChoice[] }
  /** Written text. */
  | { kind: "text"; rows: number; maxLength: number; placeholder: string }
  /** The activity's own control (an assignment's files, a survey's star rating). */
  | { kind: "custom"; render: (ids: AnswerControlIds) => React.ReactNode };

type AnswerFieldProps = Omit<React.ComponentProps<"fieldset">, "onChange" | "children"> & {
  /** The question's id, so a refused submission can move the focus to it (see focusAnswerField). */
  questionId: number;
  /** What names the question: its number and title, and what the activity adds (type, points, 选填). */
  legend: React.ReactNode;
  /** Marks the question as one that must be answered (a red * before the legend). */
  required?: boolean;
  /** The legend only names the controls for assistive technology (the question is shown above). */
  legendHidden?: boolean;
  input: AnswerInput;
  /** The chosen values (choice questions). */
  choices?: readonly string[];
  /** The written text (text questions). */
  text?: string;
  onChoicesChange?: (choices: string[]) => void;
  onTextChange?: (text: string) => void;
  /** The validation message (e.g. 请作答); the controls are marked invalid and described by it. */
  error?: string | undefined;
  disabled?: boolean;
};

/** One question of an answer form: its legend, its controls by kind (radio buttons, checkboxes, a text
 * box or the activity's own control) and its validation message. */
function AnswerField({
  questionId,
  legend,
  required = false,
  legendHidden = false,
  input,
  choices = [],
  text = "",
  onChoicesChange,
  onTextChange,
  error,
  disabled = false,
  className,
  ...props
}: AnswerFieldProps) {
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = error ? `${id}-error` : undefined;
  const invalid = error ? true : undefined;
  const choiceRow = cn("flex items-center gap-2", usePhoneLayout().phone && PHONE_CHOICE_ROW_CLASS);
  let control: React.ReactNode;
  if (input.kind === "single") {
    control = (
      <RadioGroup
        aria-labelledby={legendId}
        aria-describedby={errorId}
        aria-invalid={invalid}
        className="flex flex-col gap-2"
        disabled={disabled}
        value={choices[0] ?? ""}
        onValueChange={(value) => onChoicesChange?.([value])}
      >
        {input.choices.map((choice, i) => (
          <div key={choice.value} className={choiceRow}>
            <Radio id={`${id}-${i}`} value={choice.value} />
            <Label htmlFor={`${id}-${i}`} className="font-normal">
              {choice.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
    );
  } else if (input.kind === "multiple") {
    const order = input.choices.map((choice) => choice.value);
    control = (
      <div className="flex flex-col gap-2">
        {input.choices.map((choice, i) => (
          <div key={choice.value} className={choiceRow}>
            <Checkbox
              id={`${id}-${i}`}
              disabled={disabled}
              aria-describedby={errorId}
              checked={choices.includes(choice.value)}
              onCheckedChange={(checked) => {
                const others = choices.filter((value) => value !== choice.value);
                const next = checked === true ? [...others, choice.value] : others;
                onChoicesChange?.(next.sort((a, b) => order.indexOf(a) - order.indexOf(b)));
              }}
            />
            <Label htmlFor={`${id}-${i}`} className="font-normal">
              {choice.label}
            </Label>
          </div>
        ))}
      </div>
    );
  } else if (input.kind === "text") {
    control = (
      <Textarea
        aria-labelledby={legendId}
        aria-describedby={errorId}
        aria-invalid={invalid}
        rows={input.rows}
        maxLength={input.maxLength}
        disabled={disabled}
        placeholder={input.placeholder}
        value={text}
        onChange={(event) => onTextChange?.(event.target.value)}
      />
    );
  } else {
    control = input.render({ labelledBy: legendId, describedBy: errorId, invalid: Boolean(error) });
  }
  return (
    <fieldset
      data-slot="answer-field"
      data-question-id={questionId}
      aria-describedby={errorId}
      className={cn("flex flex-col gap-2 rounded-md border p-3", className)}
      {...props}
    >
      {/* Floated, the legend is laid out inside the box like its other lines: a question that wraps on a
          phone would otherwise sit across the top border, its first line outside the box, the rest inside. */}
      <legend id={legendId} className={legendHidden ? "sr-only" : "float-left w-full text-sm font-medium"}>
        {required ? (
          <span className="mr-0.5 text-danger" aria-hidden>
            *
          </span>
        ) : null}
        {legend}
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

/** Moves the focus, after the next paint, to the first control of the question with id `questionId`
 * inside `form` (the first unanswered one, when a submit is refused). */
function focusAnswerField(form: HTMLElement | null, questionId: number | string | undefined): void {
  if (questionId === undefined) return;
  requestAnimationFrame(() =>
    form
      ?.querySelector<HTMLElement>(
        `[data-question-id="${questionId}"] :is(textarea, [role=radio], [role=checkbox], button):not([disabled])`,
      )
      ?.focus(),
  );
}

export { AnswerField, focusAnswerField };
export type { AnswerChoice, AnswerControlIds, AnswerFieldProps, AnswerInput };
