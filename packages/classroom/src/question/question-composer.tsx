import { Button, Form, Input, Label, Radio, RadioGroup, Select, Textarea } from "@smartclass/ui";
import { useMutation } from "@tanstack/react-query";
import { SendIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import type * as React from "react";

import { useRandomPickApi, useTeacherQuestionApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { OptionsEditor } from "../lib/options-editor";
import { Panel } from "../lib/panel";
import { StudentPicker } from "../lib/student-picker";
import { messages } from "../messages";
import type { AskQuestion, ClassStudent, QuestionType } from "./question-api";
import {
  type AnswerMode,
  emptyQuestionDraft,
  hasOptions,
  isQuestionValid,
  MAX_OPTIONS,
  MIN_OPTIONS,
  newOption,
  type QuestionDraft,
  type QuestionErrors,
  setType,
  toQuestionStart,
  validateQuestion,
} from "./question-draft";

/** The time limits offered, in seconds (0: none). */
const QUESTION_DURATIONS = [0, 30, 60, 120, 180, 300, 600] as const;

type QuestionComposerProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The class session to ask in. */
  courseItemId: number;
  /** The session's students (for named students and the random pick's range). */
  students: readonly ClassStudent[];
  /** Called with the question once it has started. */
  onStarted?: (question: AskQuestion) => void;
};

function durationLabel(seconds: number): string {
  if (seconds === 0) return messages.common.noLimit;
  return seconds < 60 ? messages.common.seconds(seconds) : messages.common.minutes(seconds / 60);
}

/** A group of radio buttons with visible labels, in a row. */
function RadioRow<V extends string | number>({
  label,
  value,
  options,
  onChange,
  error,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex flex-wrap gap-x-5 gap-y-2"
        value={String(value)}
        onValueChange={(next) => {
          const chosen = options.find((option) => String(option.value) === next);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <div key={String(option.value)} className="flex items-center gap-1.5">
            <Radio id={`${id}-${option.value}`} value={String(option.value)} />
            <Label htmlFor={`${id}-${option.value}`} className="font-normal">
              {option.label}
            </Label>
          </div>
        ))}
      </RadioGroup>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The teacher's question composer: type, title, text, options with the right answer(s), time limit,
 * who answers (everyone, a fair random pick, named students); messages at each field; starts it. */
function QuestionComposer({ courseItemId, students, onStarted, ...props }: QuestionComposerProps) {
  const questions = useTeacherQuestionApi();
  const randomPick = useRandomPickApi();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<QuestionDraft>(emptyQuestionDraft);
  const [tried, setTried] = useState(false);
  const errors: QuestionErrors = tried ? validateQuestion(draft, students.length) : {};
  const update = (patch: Partial<QuestionDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const start = useMutation({
    mutationFn: async (valid: QuestionDraft) => {
      let userIds = valid.userIds;
      if (valid.mode === 1) {
        const picked = await randomPick.pickRandom({ courseItemId, count: Number(valid.randomCount) });
        userIds = picked.students.map((student) => student.userId);
      }
      return questions.startQuestion(toQuestionStart(valid, courseItemId, userIds));
    },
    onSuccess: (question) => {
      setDraft(emptyQuestionDraft());
      setTried(false);
      onStarted?.(question);
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!isQuestionValid(validateQuestion(draft, students.length))) {
      // The messages render with this update; then the first field in error takes focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    start.mutate(draft);
  };

  const text = messages.composer;
  const typeOptions = ([1, 2, 3, 4] as const).map((value) => ({ value, label: messages.questionTypes[value] }));
  const whoOptions = [
    { value: 0 as AnswerMode, label: text.everyone },
    { value: 1 as AnswerMode, label: text.random },
    { value: 2 as AnswerMode, label: text.named },
  ];

  return (
    <Panel data-slot="question-composer" title={text.title} {...props}>
      <Form.Root ref={formRef} onSubmit={submit} aria-label={text.title}>
        <RadioRow<QuestionType>
          label={text.type}
          value={draft.type}
          options={typeOptions}
          onChange={(type) => setDraft((current) => setType(current, type))}
        />
        <Form.Field error={errors.title}>
          <Form.Label required>{text.questionTitle}</Form.Label>
          <Form.Control>
            <Input
              placeholder={text.titlePlaceholder}
              maxLength={120}
              value={draft.title}
              onChange={(event) => update({ title: event.target.value })}
            />
          </Form.Control>
          <Form.Message />
        </Form.Field>
        <Form.Field>
          <Form.Label>{text.content}</Form.Label>
          <Form.Control>
            <Textarea
              rows={2}
              placeholder={text.contentPlaceholder}
              maxLength={1000}
              value={draft.content}
              onChange={(event) => update({ content: event.target.value })}
            />
          </Form.Control>
        </Form.Field>
        {hasOptions(draft.type) ? (
          <OptionsEditor
            label={messages.options.label}
            options={draft.options}
            onChange={(options) => update({ options })}
            create={() => newOption()}
            min={MIN_OPTIONS}
            max={MAX_OPTIONS}
            rightMode={draft.type === 1 ? "single" : "multiple"}
            errors={errors.optionTexts ?? {}}
            {...(errors.options || errors.answer ? { error: errors.options ?? errors.answer } : {})}
          />
        ) : draft.type === 3 ? (
          <RadioRow<"T" | "F" | "">
            label={text.rightAnswer}
            value={draft.trueFalse ?? ""}
            options={[
              { value: "T", label: messages.trueFalse.T ?? "T" },
              { value: "F", label: messages.trueFalse.F ?? "F" },
            ]}
            onChange={(value) => update({ trueFalse: value === "" ? null : value })}
            error={errors.answer}
          />
        ) : (
          <p className="text-sm text-muted-foreground">{text.shortAnswerHint}</p>
        )}
        <div className="flex flex-col gap-1.5">
          <span id={`${id}-duration`} className="text-sm font-medium">
            {text.duration}
          </span>
          <Select.Root value={String(draft.duration)} onValueChange={(value) => update({ duration: Number(value) })}>
            <Select.Trigger aria-labelledby={`${id}-duration`} className="w-40">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              {QUESTION_DURATIONS.map((seconds) => (
                <Select.Item key={seconds} value={String(seconds)}>
                  {durationLabel(seconds)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
        <RadioRow<AnswerMode>
          label={text.who}
          value={draft.mode}
          options={whoOptions}
          onChange={(mode) => update({ mode })}
        />
        {draft.mode === 1 ? (
          <Form.Field error={errors.randomCount}>
            <Form.Label required>{text.randomCount}</Form.Label>
            <Form.Control>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={Math.max(1, students.length)}
                className="w-32"
                value={draft.randomCount}
                onChange={(event) => update({ randomCount: event.target.value })}
              />
            </Form.Control>
            <Form.Message />
          </Form.Field>
        ) : null}
        {draft.mode === 2 ? (
          <StudentPicker
            label={text.named}
            students={students}
            value={draft.userIds}
            onChange={(userIds) => update({ userIds })}
            {...(errors.userIds ? { error: errors.userIds } : {})}
          />
        ) : null}
        <Form.Alert>{start.isError ? errorMessage(start.error) : null}</Form.Alert>
        <div className="flex justify-end">
          <Button type="submit" variant="primary" disabled={start.isPending}>
            <SendIcon aria-hidden />
            {start.isPending ? text.starting : text.start}
          </Button>
        </div>
      </Form.Root>
    </Panel>
  );
}

export { QUESTION_DURATIONS, QuestionComposer };
export type { QuestionComposerProps };
