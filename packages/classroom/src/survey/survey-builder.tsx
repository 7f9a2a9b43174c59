import { Button, Form, Input, Label, Select, Switch, Tabs } from "@smartclass/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PlayIcon, PlusIcon, SaveIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";

import { useTeacherSurveyApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { Panel } from "../lib/panel";
import { messages } from "../messages";
import { SavedSurveys } from "./saved-surveys";
import type { ItemSurvey, SurveyCreate, SurveyStart } from "./survey-api";
import {
  addQuestion,
  emptySurveyDraft,
  isSurveyValid,
  MAX_SURVEY_QUESTIONS,
  moveQuestion,
  removeQuestion,
  type SurveyDraft,
  toSurveyCreate,
  toSurveyStart,
  updateQuestion,
  validateSurvey,
} from "./survey-draft";
import { surveyKeys } from "./survey-queries";
import { SurveyQuestionEditor } from "./survey-question-editor";

/** The answer time limits offered, in minutes (0: none). */
const SURVEY_DURATIONS = [0, 1, 3, 5, 10, 15, 30] as const;

type SurveyBuilderProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The class session to start it in; without one the survey can only be saved. */
  courseItemId?: number | null;
  /** Called with the saved survey (status 0). */
  onSaved?: (survey: ItemSurvey) => void;
  /** Called with the survey started in the session. */
  onStarted?: (survey: ItemSurvey) => void;
};

/** Where focus goes after a question is added or moved. */
type Focus = { id: string; part: "title" | "up" | "down" };

/** The teacher's survey builder: title, anonymous, time limit, questions of four types with choices,
 * reorder; saves for later and/or starts now in the session; or starts a saved survey again. */
function SurveyBuilder({ courseItemId = null, onSaved, onStarted, ...props }: SurveyBuilderProps) {
  const api = useTeacherSurveyApi();
  const queryClient = useQueryClient();
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<SurveyDraft>(emptySurveyDraft);
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState("");
  // Set by an edit, taken by the effect after the re-render that the edit causes.
  const pendingFocus = useRef<Focus | null>(null);
  const setFocus = (target: Focus) => {
    pendingFocus.current = target;
  };
  const errors = tried ? validateSurvey(draft) : {};
  const text = messages.surveyBuilder;

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const row = listRef.current?.querySelector(`[data-question-id="${focus.id}"]`);
    const target = row?.querySelector<HTMLButtonElement | HTMLInputElement>(`[data-part="${focus.part}"]`);
    // A move to the first or last place disables the button just used: focus the other arrow instead.
    const other = focus.part === "up" ? "down" : focus.part === "down" ? "up" : "title";
    if (target && !target.disabled) target.focus();
    else row?.querySelector<HTMLElement>(`[data-part="${other}"]`)?.focus();
  });

  const done = () => void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
  const save = useMutation({
    mutationFn: (body: SurveyCreate) => api.createSurvey(body),
    onMutate: () => setNotice(""),
    onSuccess: (survey) => {
      done();
      setNotice(text.saved);
      onSaved?.(survey);
    },
  });
  const start = useMutation({
    mutationFn: (body: SurveyStart) => api.startSurvey(body),
    onMutate: () => setNotice(""),
    onSuccess: (survey) => {
      done();
      setDraft(emptySurveyDraft());
      setTried(false);
      setNotice(text.started);
      onStarted?.(survey);
    },
  });

  /** Validates; focuses the first field in error and answers false when the draft cannot be sent. */
  const check = () => {
    setTried(true);
    if (isSurveyValid(validateSurvey(draft))) return true;
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
    return false;
  };
  const busy = save.isPending || start.isPending;
  const failure = save.error ?? start.error;

  return (
    <Panel data-slot="survey-builder" title={text.title} {...props}>
      <Tabs.Root defaultValue="new">
        <Tabs.List aria-label={text.title}>
          <Tabs.Trigger value="new">{text.tabNew}</Tabs.Trigger>
          <Tabs.Trigger value="saved">{text.tabSaved}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="new">
          <Form.Root
            ref={formRef}
            aria-label={text.tabNew}
            onSubmit={(event) => {
              event.preventDefault();
              if (courseItemId !== null && check()) start.mutate(toSurveyStart(draft, courseItemId));
            }}
          >
            <Form.Field error={errors.title}>
              <Form.Label required>{text.surveyTitle}</Form.Label>
              <Form.Control>
                <Input
                  maxLength={120}
                  placeholder={text.titlePlaceholder}
                  value={draft.title}
                  onChange={(event) => setDraft({ ...draft, title: event.target.value })}
                />
              </Form.Control>
              <Form.Message />
            </Form.Field>
            <div className="flex flex-wrap items-end gap-6">
              <div className="flex items-center gap-2">
                <Switch
                  id={`${id}-anonymous`}
                  aria-describedby={`${id}-anonymous-hint`}
                  checked={draft.anonymous}
                  onCheckedChange={(anonymous) => setDraft({ ...draft, anonymous })}
                />
                <Label htmlFor={`${id}-anonymous`}>{text.anonymous}</Label>
                <span id={`${id}-anonymous-hint`} className="text-xs text-muted-foreground">
                  {text.anonymousHint}
                </span>
              </div>
              <div className="flex flex-col gap-1.5">
                <span id={`${id}-duration`} className="text-sm font-medium">
                  {text.duration}
                </span>
                <Select.Root
                  value={String(draft.duration / 60)}
                  onValueChange={(value) => setDraft({ ...draft, duration: Number(value) * 60 })}
                >
                  <Select.Trigger aria-labelledby={`${id}-duration`} className="w-36">
                    <Select.Value />
                  </Select.Trigger>
                  <Select.Content>
                    {SURVEY_DURATIONS.map((minutes) => (
                      <Select.Item key={minutes} value={String(minutes)}>
                        {minutes === 0 ? messages.common.noLimit : messages.common.minutes(minutes)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              </div>
            </div>
            <ol ref={listRef} className="flex flex-col gap-3" aria-label={text.questions}>
              {draft.questions.map((question, index) => (
                <SurveyQuestionEditor
                  key={question.id}
                  index={index}
                  count={draft.questions.length}
                  question={question}
                  errors={errors.items?.[question.id]}
                  onChange={(patch) => setDraft((current) => updateQuestion(current, index, patch))}
                  onMove={(to) => {
                    setDraft((current) => moveQuestion(current, index, to));
                    setFocus({ id: question.id, part: to < index ? "up" : "down" });
                  }}
                  onRemove={() => {
                    const next = removeQuestion(draft, index);
                    setDraft(next);
                    const neighbour = next.questions[index] ?? next.questions[index - 1];
                    if (neighbour) setFocus({ id: neighbour.id, part: "title" });
                  }}
                />
              ))}
            </ol>
            {errors.questions ? (
              <p role="alert" className="text-xs text-danger">
                {errors.questions}
              </p>
            ) : null}
            <Button
              size="small"
              className="self-start"
              disabled={draft.questions.length >= MAX_SURVEY_QUESTIONS}
              onClick={() => {
                const next = addQuestion(draft);
                setDraft(next);
                const added = next.questions[next.questions.length - 1];
                if (added) setFocus({ id: added.id, part: "title" });
              }}
            >
              <PlusIcon aria-hidden />
              {text.addQuestion}
            </Button>
            <Form.Alert>{failure ? errorMessage(failure) : null}</Form.Alert>
            <div className="flex flex-wrap items-center justify-end gap-2">
              <p role="status" className="mr-auto text-sm text-success">
                {notice}
              </p>
              <Button disabled={busy} onClick={() => check() && save.mutate(toSurveyCreate(draft))}>
                <SaveIcon aria-hidden />
                {text.save}
              </Button>
              {courseItemId !== null ? (
                <Button type="submit" variant="primary" disabled={busy}>
                  <PlayIcon aria-hidden />
                  {text.start}
                </Button>
              ) : null}
            </div>
          </Form.Root>
        </Tabs.Content>
        <Tabs.Content value="saved" className="flex flex-col gap-3">
          <SavedSurveys
            {...(courseItemId !== null
              ? { onStart: (survey: ItemSurvey) => start.mutate({ courseItemId, surveyId: survey.id }) }
              : {})}
            startingId={start.isPending ? (start.variables?.surveyId ?? null) : null}
          />
          {start.isError ? <Form.Alert>{errorMessage(start.error)}</Form.Alert> : null}
          <p role="status" className="text-sm text-success">
            {notice}
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}

export { SURVEY_DURATIONS, SurveyBuilder };
export type { SurveyBuilderProps };
