import { Button, Form, Input } from "@smartclass/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useForm } from "react-hook-form";

import { useTeacherCourseApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import type { CourseItem } from "./course-api";
import { courseMessages } from "./messages";
import { courseKeys } from "./course-queries";
import { nameRule } from "./course-name-rule";

const text = courseMessages.timetable;

type FreedomChannelFormProps = {
  /** Called with the new (not yet started) session once the channel exists. */
  onCreated: (item: CourseItem) => void;
  onCancel: () => void;
};

/** The 新建自由课 form: a name (required, ≤ 100) → channels/freedom/create; the server's refusal kept. */
function FreedomChannelForm({ onCreated, onCancel }: FreedomChannelFormProps) {
  const api = useTeacherCourseApi();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setFocus } = useForm<{ name: string }>({ defaultValues: { name: "" } });
  // The form opens on 新建自由课: typing the name is the next step.
  useEffect(() => setFocus("name"), [setFocus]);
  const create = useMutation({
    mutationFn: (name: string) => api.createFreedomChannel({ name }),
    onSuccess: (item) => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.freedomSchedule() });
      void queryClient.invalidateQueries({ queryKey: courseKeys.my() });
      onCreated(item);
    },
  });
  return (
    <Form.Root
      aria-label={text.newFreedom}
      className="rounded-md border p-3"
      onSubmit={(event) => void handleSubmit(({ name }) => create.mutate(name.trim()))(event)}
    >
      <Form.Field error={formState.errors.name?.message}>
        <Form.Label required>{text.freedomName}</Form.Label>
        <Form.Control>
          <Input {...register("name", { validate: nameRule(text) })} />
        </Form.Control>
        <Form.Message />
      </Form.Field>
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
export type { FreedomChannelFormProps };
