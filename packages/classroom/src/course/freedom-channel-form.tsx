import { Button, Form, formatTimeOfDay, Input, SchoolTimeZoneHint, Select } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";

import { useTeacherCourseApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import type { CourseItem, FreedomChannelCreate } from "./course-api";
import { courseKeys, myCoursesOptions } from "./course-queries";
import { courseMessages } from "./messages";
import { nameRule } from "./course-name-rule";
import { dateOf, schoolTimeOn } from "./schedule-grid";

const text = courseMessages.timetable;

/** The course choice that makes a new course named after the lesson. */
const NEW_COURSE = "new";
/** A free lesson lasts at most 12 hours, as the server allows. */
const MAX_MINUTES = 12 * 60;

type FreedomChannelFormProps = {
  /** Called with the new (not yet started) session and the day it is planned on once it exists. */
  onCreated: (item: CourseItem, planned: { date: string }) => void;
  onCancel: () => void;
};

type Values = { name: string; courseId: string; date: string; start: string; end: string };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Today (the school's day, in its time zone) from the next five minutes for two hours, kept within the day. */
function defaults(now: number): Values {
  const minutes = minutesOf(formatTimeOfDay(now));
  const start = Math.min(Math.ceil(minutes / 5) * 5, 23 * 60 + 30);
  return {
    name: "",
    courseId: NEW_COURSE,
    date: dateOf(now),
    start: hhmmOf(start),
    end: hhmmOf(Math.min(start + 120, 23 * 60 + 59)),
  };
}

/** The 新建自由课 form: a name (required, ≤ 100), the course (one of mine, or a new one named after the
 * lesson), the day and the start and end times in the school's time zone (end after start, at most 12 hours) →
 * channels/freedom/create; the server's refusal kept. */
function FreedomChannelForm({ onCreated, onCancel }: FreedomChannelFormProps) {
  const api = useTeacherCourseApi();
  const queryClient = useQueryClient();
  const mine = useQuery(myCoursesOptions(api));
  const [initial] = useState(() => defaults(Date.now()));
  const { register, handleSubmit, formState, setFocus, control } = useForm<Values>({ defaultValues: initial });
  const errors = formState.errors;
  // The form opens on 新建自由课: typing the name is the next step.
  useEffect(() => setFocus("name"), [setFocus]);
  const create = useMutation({
    mutationFn: (values: Values) => {
      const body: FreedomChannelCreate = {
        name: values.name.trim(),
        start: schoolTimeOn(values.date, values.start),
        end: schoolTimeOn(values.date, values.end),
      };
      if (values.courseId !== NEW_COURSE) body.courseId = Number(values.courseId);
      return api.createFreedomChannel(body);
    },
    onSuccess: (item, values) => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.freedomSchedules() });
      void queryClient.invalidateQueries({ queryKey: courseKeys.my() });
      onCreated(item, { date: values.date });
    },
  });
  return (
    <Form.Root
      aria-label={text.newFreedom}
      className="rounded-md border p-3"
      onSubmit={(event) => void handleSubmit((values) => create.mutate(values))(event)}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Form.Field error={errors.name?.message}>
          <Form.Label required>{text.freedomName}</Form.Label>
          <Form.Control>
            <Input {...register("name", { validate: nameRule(text) })} />
          </Form.Control>
          <Form.Message />
        </Form.Field>
        <Form.Field>
          <Form.Label>{text.course}</Form.Label>
          <Controller
            control={control}
            name="courseId"
            render={({ field }) => (
              <Select.Root value={field.value} onValueChange={field.onChange}>
                <Form.Control>
                  <Select.Trigger onBlur={field.onBlur}>
                    <Select.Value />
                  </Select.Trigger>
                </Form.Control>
                <Select.Content>
                  <Select.Item value={NEW_COURSE}>{text.newCourse}</Select.Item>
                  {(mine.data ?? []).map((course) => (
                    <Select.Item key={course.id} value={String(course.id)}>
                      {course.name}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            )}
          />
        </Form.Field>
        <Form.Field error={errors.date?.message}>
          <Form.Label required>{text.date}</Form.Label>
          <Form.Control>
            <Input type="date" {...register("date", { validate: (v) => (v ? true : text.dateRequired) })} />
          </Form.Control>
          <Form.Message />
        </Form.Field>
        <div className="grid grid-cols-2 gap-3">
          <Form.Field error={errors.start?.message}>
            <Form.Label required>{text.startTime}</Form.Label>
            <Form.Control>
              <Input
                type="time"
                {...register("start", { deps: ["end"], validate: (v) => (v ? true : text.startRequired) })}
              />
            </Form.Control>
            <Form.Message />
          </Form.Field>
          <Form.Field error={errors.end?.message}>
            <Form.Label required>{text.endTime}</Form.Label>
            <Form.Control>
              <Input
                type="time"
                {...register("end", {
                  validate: (v, values) => {
                    if (!v) return text.endRequired;
                    if (!values.start) return true;
                    if (v <= values.start) return text.endBeforeStart;
                    return minutesOf(v) - minutesOf(values.start) > MAX_MINUTES ? text.tooLong : true;
                  },
                })}
              />
            </Form.Control>
            <Form.Message />
          </Form.Field>
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        {text.timeHint} <SchoolTimeZoneHint />
      </p>
      <Form.Alert>{create.isError ? errorMessage(create.error) : null}</Form.Alert>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel}>{text.cancel}</Button>
        <Button type="submit" variant="primary" disabled={create.isPending}>
          {create.isPending ? text.creating : text.create}
        </Button>
      </div>
    </Form.Root>
  );
}

export { FreedomChannelForm };
