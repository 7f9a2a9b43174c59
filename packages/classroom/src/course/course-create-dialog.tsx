import { Button, Dialog, Form, Input, Textarea } from "@smartclass/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";

import { useTeacherCourseApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import type { CourseCreate } from "./course-api";
import { COVER_TYPES, coverProblem } from "./course-cover";
import { courseKeys } from "./course-queries";
import { nameRule } from "./course-name-rule";
import { courseMessages } from "./messages";

const text = courseMessages.create;

type CourseCreateDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new course's id after it was created (the dialog then closes). */
  onCreated?: (courseId: number) => void;
};

type Values = { name: string; description: string; classroomName: string };
const EMPTY: Values = { name: "", description: "", classroomName: "" };

/** The chosen cover with its preview address, and its URL once uploaded (so a retry does not upload again). */
type Cover = { file: File; preview: string; url?: string };

/** The cover field: choose (checked in the browser), preview, remove. */
function useCover() {
  const [cover, setCover] = useState<Cover | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => (cover ? () => URL.revokeObjectURL(cover.preview) : undefined), [cover]);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = coverProblem(file);
    setProblem(refused ?? undefined);
    if (!refused) setCover({ file, preview: URL.createObjectURL(file) });
  };
  const clear = () => {
    setCover(null);
    setProblem(undefined);
  };
  return { cover, setCover, problem, choose, clear };
}

/** Creates a course in a dialog: name (required, ≤ 100), description, classroom and a cover image
 * (PNG/JPG/WEBP ≤ 5 MB, checked and previewed before it is uploaded); a refusal keeps everything typed. */
function CourseCreateDialog({ open, onOpenChange, onCreated }: CourseCreateDialogProps) {
  const api = useTeacherCourseApi();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, formState, reset } = useForm<Values>({ defaultValues: EMPTY });
  const { cover, setCover, problem, choose, clear } = useCover();
  const save = useMutation({
    mutationFn: async (values: Values) => {
      let url = cover?.url;
      if (cover && !url) {
        url = await api.uploadCover(cover.file, cover.file.name);
        const uploaded = url;
        setCover((current) => (current && current.file === cover.file ? { ...current, url: uploaded } : current));
      }
      const body: CourseCreate = { name: values.name.trim() };
      if (values.description.trim()) body.description = values.description.trim();
      if (values.classroomName.trim()) body.classroomName = values.classroomName.trim();
      if (url) body.cover = url;
      return api.createCourse(body);
    },
    onSuccess: (courseId) => {
      void queryClient.invalidateQueries({ queryKey: courseKeys.my() });
      void queryClient.invalidateQueries({ queryKey: courseKeys.recent() });
      onCreated?.(courseId);
      close();
    },
  });
  const close = () => {
    reset(EMPTY);
    clear();
    save.reset();
    onOpenChange(false);
  };
  const pending = save.isPending;
  const pendingText = cover && !cover.url ? text.uploading : text.saving;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <Dialog.Content dismissOnBackdrop={false}>
        <Dialog.Header>
          <Dialog.Title>{text.title}</Dialog.Title>
          <Dialog.Description>{text.description}</Dialog.Description>
        </Dialog.Header>
        <Form.Root onSubmit={(event) => void handleSubmit((values) => !problem && save.mutate(values))(event)}>
          <Form.Field error={formState.errors.name?.message}>
            <Form.Label required>{text.name}</Form.Label>
            <Form.Control>
              <Input {...register("name", { validate: nameRule(text) })} />
            </Form.Control>
            <Form.Message />
          </Form.Field>
          <Form.Field error={formState.errors.description?.message}>
            <Form.Label>{text.intro}</Form.Label>
            <Form.Control>
              <Textarea
                rows={3}
                {...register("description", { maxLength: { value: 2000, message: text.introTooLong } })}
              />
            </Form.Control>
            <Form.Message />
          </Form.Field>
          <Form.Field error={formState.errors.classroomName?.message}>
            <Form.Label>{text.classroom}</Form.Label>
            <Form.Control>
              <Input {...register("classroomName", { maxLength: { value: 100, message: text.classroomTooLong } })} />
            </Form.Control>
            <Form.Message />
          </Form.Field>
          <Form.Field error={problem}>
            <Form.Label>{text.cover}</Form.Label>
            <p className="text-xs text-muted-foreground">{text.coverHint}</p>
            <Form.Control>
              <input
                ref={fileInput}
                type="file"
                accept={COVER_TYPES.join(",")}
                className="text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border file:bg-muted file:px-3 file:py-1 file:text-foreground"
                onChange={(event) => {
                  choose(event.target.files?.[0]);
                  // The same file may be chosen again after a removal.
                  event.target.value = "";
                }}
              />
            </Form.Control>
            <Form.Message />
            {cover ? (
              <div className="flex items-end gap-3">
                <img src={cover.preview} alt={text.coverPreview} className="h-24 w-40 rounded-md border object-cover" />
                <Button
                  size="small"
                  onClick={() => {
                    clear();
                    fileInput.current?.focus();
                  }}
                >
                  {text.removeCover}
                </Button>
              </div>
            ) : null}
          </Form.Field>
          <Form.Alert>{save.isError ? errorMessage(save.error) : null}</Form.Alert>
          <Dialog.Footer>
            <Button onClick={close}>{text.cancel}</Button>
            <Button type="submit" variant="primary" disabled={pending}>
              {pending ? pendingText : text.submit}
            </Button>
          </Dialog.Footer>
        </Form.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { CourseCreateDialog };
export type { CourseCreateDialogProps };
