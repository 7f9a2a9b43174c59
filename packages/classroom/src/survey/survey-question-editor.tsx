import { cn, Form, IconButton, Input, Select } from "@smartclass/ui";
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";

import { OptionsEditor } from "../lib/options-editor";
import { messages } from "../messages";
import {
  hasChoices,
  MAX_SURVEY_OPTIONS,
  MIN_SURVEY_OPTIONS,
  newChoice,
  type SurveyErrors,
  type SurveyQuestionDraft,
  type SurveyQuestionType,
} from "./survey-draft";

type SurveyQuestionEditorProps = {
  index: number;
  count: number;
  question: SurveyQuestionDraft;
  errors: NonNullable<SurveyErrors["items"]>[string] | undefined;
  onChange: (patch: Partial<Omit<SurveyQuestionDraft, "id">>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  className?: string;
};

/** One question of the survey builder: type, question, choices (choice types), reorder and remove. */
function SurveyQuestionEditor({
  index,
  count,
  question,
  errors,
  onChange,
  onMove,
  onRemove,
  className,
}: SurveyQuestionEditorProps) {
  const id = useId();
  const n = index + 1;
  const text = messages.surveyBuilder;
  return (
    <li
      data-slot="survey-question-editor"
      data-question-id={question.id}
      aria-labelledby={`${id}-heading`}
      className={cn("flex flex-col gap-3 rounded-md border p-3", className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-sm font-semibold">
          {text.question(n)}
        </h3>
        <div className="flex items-center gap-1">
          <IconButton
            data-part="up"
            size="small"
            label={text.moveUp(n)}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUpIcon aria-hidden />
          </IconButton>
          <IconButton
            data-part="down"
            size="small"
            label={text.moveDown(n)}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDownIcon aria-hidden />
          </IconButton>
          <IconButton size="small" label={text.removeQuestion(n)} onClick={onRemove}>
            <Trash2Icon aria-hidden />
          </IconButton>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <div className="flex flex-col gap-1.5">
          <span id={`${id}-type`} className="text-sm font-medium">
            {messages.composer.type}
          </span>
          <Select.Root
            value={String(question.type)}
            onValueChange={(value) => onChange({ type: Number(value) as SurveyQuestionType })}
          >
            <Select.Trigger aria-label={text.questionType(n)}>
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              {([1, 2, 3, 4] as const).map((type) => (
                <Select.Item key={type} value={String(type)}>
                  {text.types[type]}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
        <Form.Field error={errors?.title}>
          <Form.Label required>{messages.surveyBuilder.questions}</Form.Label>
          <Form.Control>
            <Input
              data-part="title"
              aria-label={text.questionTitle(n)}
              maxLength={200}
              value={question.title}
              onChange={(event) => onChange({ title: event.target.value })}
            />
          </Form.Control>
          <Form.Message />
        </Form.Field>
      </div>
      {hasChoices(question.type) ? (
        <OptionsEditor
          label={messages.options.label}
          options={question.options}
          onChange={(options) => onChange({ options })}
          create={newChoice}
          min={MIN_SURVEY_OPTIONS}
          max={MAX_SURVEY_OPTIONS}
          errors={errors?.optionTexts ?? {}}
          {...(errors?.options ? { error: errors.options } : {})}
        />
      ) : (
        <p className="text-sm text-muted-foreground">{question.type === 4 ? text.ratingHint : text.textHint}</p>
      )}
    </li>
  );
}

export { SurveyQuestionEditor };
