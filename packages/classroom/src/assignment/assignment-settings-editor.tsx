import { Button, Form, IconButton, Input, Label, Radio, RadioGroup, SchoolTimeZoneHint, Switch } from "@smartclass/ui";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";

import type { AssignmentLatePolicy } from "./assignment-api";
import { type AssignmentDraft, emptyCriterion } from "./assignment-draft";
import { teacherAssignmentMessages } from "./teacher-messages";

const text = teacherAssignmentMessages.editor;
const POLICIES: AssignmentLatePolicy[] = ["refuse", "accept", "penalty"];

/** The assignment editor's deadline and late policy. */
function DeadlineSettings() {
  const id = useId();
  const { control, register, formState } = useFormContext<AssignmentDraft>();
  const policy = useWatch({ control, name: "latePolicy" });
  const errors = formState.errors;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{text.deadlineSection}</legend>
      <Form.Field error={errors.deadline?.message} className="max-w-64">
        <Form.Label>{text.deadline}</Form.Label>
        <Form.Control>
          <Input type="datetime-local" {...register("deadline")} />
        </Form.Control>
        <SchoolTimeZoneHint />
        <Form.Message />
      </Form.Field>
      <Controller
        control={control}
        name="latePolicy"
        render={({ field }) => (
          <div className="flex flex-col gap-1.5">
            <span id={`${id}-late`} className="text-sm font-medium">
              {text.latePolicy}
            </span>
            <RadioGroup
              aria-labelledby={`${id}-late`}
              className="flex flex-wrap gap-4"
              value={field.value}
              onValueChange={field.onChange}
            >
              {POLICIES.map((p) => (
                <div key={p} className="flex items-center gap-1.5">
                  <Radio id={`${id}-late-${p}`} value={p} />
                  <Label htmlFor={`${id}-late-${p}`}>{teacherAssignmentMessages.latePolicies[p]}</Label>
                </div>
              ))}
            </RadioGroup>
          </div>
        )}
      />
      {policy === "penalty" ? (
        <Form.Field error={errors.latePenalty?.message} className="max-w-40">
          <Form.Label required>{text.latePenalty}</Form.Label>
          <Form.Control>
            <Input type="number" min={1} max={100} inputMode="numeric" {...register("latePenalty")} />
          </Form.Control>
          <Form.Message />
        </Form.Field>
      ) : null}
    </fieldset>
  );
}

/** The rubric: criteria with a name, a description and their most points; add and remove. */
function RubricEditor() {
  const { control, register, formState } = useFormContext<AssignmentDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: "rubric" });
  const rubric = useWatch({ control, name: "rubric" });
  const total = rubric.reduce((sum, c) => sum + (Number(c.points) || 0), 0);
  const errors = formState.errors.rubric;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-sm font-medium">{text.rubric}</span>
        <span className="text-xs text-muted-foreground tabular-nums" data-slot="rubric-total">
          {text.rubricTotal(total)}
        </span>
      </div>
      <ol className="flex flex-col gap-2" aria-label={text.rubric}>
        {fields.map((field, i) => (
          <li key={field.id} className="flex flex-wrap items-start gap-2">
            <Form.Field error={errors?.[i]?.title?.message} className="min-w-40 flex-1">
              <Form.Label required>{text.criterionTitle(i + 1)}</Form.Label>
              <Form.Control>
                <Input maxLength={200} {...register(`rubric.${i}.title`)} />
              </Form.Control>
              <Form.Message />
            </Form.Field>
            <Form.Field className="min-w-40 flex-[2]">
              <Form.Label>{text.criterionDescription(i + 1)}</Form.Label>
              <Form.Control>
                <Input maxLength={1000} {...register(`rubric.${i}.description`)} />
              </Form.Control>
            </Form.Field>
            <Form.Field error={errors?.[i]?.points?.message} className="w-28">
              <Form.Label required>{text.criterionPoints(i + 1)}</Form.Label>
              <Form.Control>
                <Input type="number" min={1} max={100} inputMode="numeric" {...register(`rubric.${i}.points`)} />
              </Form.Control>
              <Form.Message />
            </Form.Field>
            <IconButton label={text.removeCriterion(i + 1)} size="small" className="mt-6" onClick={() => remove(i)}>
              <Trash2Icon aria-hidden />
            </IconButton>
          </li>
        ))}
      </ol>
      {errors?.root?.message ? (
        <p role="alert" className="text-xs text-danger">
          {errors.root.message}
        </p>
      ) : null}
      <Button
        size="small"
        className="self-start"
        disabled={fields.length >= 20}
        onClick={() => append(emptyCriterion())}
      >
        <PlusIcon aria-hidden />
        {text.addCriterion}
      </Button>
    </div>
  );
}

/** Peer review: on/off, reviews per student, anonymous, review deadline, weight and the rubric, with
 * the rule of the final score and the note on late work. */
function PeerReviewSettingsEditor() {
  const id = useId();
  const { control, register, formState } = useFormContext<AssignmentDraft>();
  const on = useWatch({ control, name: "peerReview" });
  const errors = formState.errors;
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">{text.peerSection}</legend>
      <Controller
        control={control}
        name="peerReview"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Switch id={`${id}-on`} checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor={`${id}-on`}>{text.peerReview}</Label>
          </div>
        )}
      />
      {on ? (
        <>
          <div className="flex flex-wrap items-start gap-3">
            <Form.Field error={errors.reviewsPerStudent?.message} className="w-36">
              <Form.Label required>{text.reviewsPerStudent}</Form.Label>
              <Form.Control>
                <Input type="number" min={1} max={5} inputMode="numeric" {...register("reviewsPerStudent")} />
              </Form.Control>
              <Form.Message />
            </Form.Field>
            <Form.Field error={errors.weight?.message} className="w-44">
              <Form.Label required>{text.weight}</Form.Label>
              <Form.Control>
                <Input type="number" min={0} max={100} inputMode="numeric" {...register("weight")} />
              </Form.Control>
              <Form.Message />
            </Form.Field>
            <Form.Field error={errors.reviewDeadline?.message} className="max-w-64">
              <Form.Label>{text.reviewDeadline}</Form.Label>
              <Form.Control>
                <Input type="datetime-local" {...register("reviewDeadline")} />
              </Form.Control>
              <SchoolTimeZoneHint />
              <Form.Message />
            </Form.Field>
          </div>
          <Controller
            control={control}
            name="anonymous"
            render={({ field }) => (
              <div className="flex flex-wrap items-center gap-2">
                <Switch
                  id={`${id}-anonymous`}
                  aria-describedby={`${id}-anonymous-hint`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                />
                <Label htmlFor={`${id}-anonymous`}>{text.anonymous}</Label>
                <span id={`${id}-anonymous-hint`} className="text-xs text-muted-foreground">
                  {text.anonymousHint}
                </span>
              </div>
            )}
          />
          <RubricEditor />
          <ul className="flex list-disc flex-col gap-1 pl-5 text-xs text-muted-foreground">
            <li>{teacherAssignmentMessages.finalRule}</li>
            <li>{teacherAssignmentMessages.peerLateNote}</li>
          </ul>
        </>
      ) : null}
    </fieldset>
  );
}

export { DeadlineSettings, PeerReviewSettingsEditor };
