import { Button, Input, Label, Select, Textarea } from "@smartclass/ui";
import { useMutation } from "@tanstack/react-query";
import { PlayIcon, SparklesIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";

import { useTeacherAiTopicApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { Panel } from "../lib/panel";
import { messages } from "../messages";
import type { AiTopic } from "./ai-topic-api";

/** The time limits offered, in minutes (0: none). */
const AI_TOPIC_DURATIONS = [0, 3, 5, 10, 15, 30] as const;

type AiTopicComposerProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The class session to start the topic in. */
  courseItemId: number;
  /** Called with the started topic. */
  onStarted?: (topic: AiTopic) => void;
};

/** The teacher's AI topic composer: title, discussion prompt, time limit; 用AI起草 fills the form from a
 * subject and level for editing (never starts by itself); 开始 starts the topic in the session. */
function AiTopicComposer({ courseItemId, onStarted, ...props }: AiTopicComposerProps) {
  const api = useTeacherAiTopicApi();
  const id = useId();
  const text = messages.aiTopic;
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [minutes, setMinutes] = useState(0);
  const [subject, setSubject] = useState("");
  const [level, setLevel] = useState("");
  const [notice, setNotice] = useState("");
  const [titleError, setTitleError] = useState("");
  const [draftError, setDraftError] = useState("");

  const draft = useMutation({
    mutationFn: () => api.draftAiTopic({ subject: subject.trim(), level: level.trim() }),
    onSuccess: (result) => {
      setTitle(result.title);
      setContent(result.content);
      setTitleError("");
      setNotice(text.drafted(result.model));
    },
  });
  const start = useMutation({
    mutationFn: () =>
      api.startAiTopic({
        courseItemId,
        title: title.trim(),
        ...(content.trim() ? { content: content.trim() } : {}),
        ...(minutes > 0 ? { duration: minutes * 60 } : {}),
      }),
    onSuccess: (topic) => {
      setNotice(text.started(topic.title));
      onStarted?.(topic);
    },
  });

  const askDraft = () => {
    if (!subject.trim() || !level.trim()) {
      setDraftError(text.needSubject);
      return;
    }
    setDraftError("");
    setNotice("");
    draft.mutate();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError(text.needTitle);
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    setTitleError("");
    start.mutate();
  };

  return (
    <Panel data-slot="ai-topic-composer" title={text.composer} {...props}>
      <div className="flex flex-col gap-3 rounded-md border p-3" role="group" aria-label={text.draft}>
        <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-subject`}>{text.subject}</Label>
            <Input
              id={`${id}-subject`}
              value={subject}
              placeholder={text.subjectHint}
              maxLength={200}
              onChange={(e) => setSubject(e.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-level`}>{text.level}</Label>
            <Input
              id={`${id}-level`}
              value={level}
              placeholder={text.levelHint}
              maxLength={100}
              onChange={(e) => setLevel(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={askDraft} disabled={draft.isPending}>
            <SparklesIcon aria-hidden />
            {draft.isPending ? text.drafting : text.draft}
          </Button>
          {draftError || draft.isError ? (
            <p role="alert" className="text-sm text-danger">
              {draftError || errorMessage(draft.error)}
            </p>
          ) : null}
        </div>
      </div>

      <form className="mt-4 flex flex-col gap-3" onSubmit={submit} noValidate>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-title`}>{text.title}</Label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={200}
            required
            aria-invalid={titleError ? true : undefined}
            aria-describedby={titleError ? `${id}-title-error` : undefined}
            onChange={(e) => setTitle(e.target.value)}
          />
          {titleError ? (
            <p id={`${id}-title-error`} className="text-xs text-danger">
              {titleError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-content`}>{text.content}</Label>
          <Textarea
            id={`${id}-content`}
            value={content}
            rows={5}
            maxLength={5000}
            placeholder={text.contentHint}
            onChange={(e) => setContent(e.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <span id={`${id}-duration`} className="text-sm font-medium">
            {text.duration}
          </span>
          <Select.Root value={String(minutes)} onValueChange={(value) => setMinutes(Number(value))}>
            <Select.Trigger aria-labelledby={`${id}-duration`} className="w-36">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              {AI_TOPIC_DURATIONS.map((m) => (
                <Select.Item key={m} value={String(m)}>
                  {m === 0 ? text.noLimit : text.minutes(m)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={start.isPending}>
            <PlayIcon aria-hidden />
            {text.start}
          </Button>
          {start.isError ? (
            <p role="alert" className="text-sm text-danger">
              {errorMessage(start.error)}
            </p>
          ) : null}
        </div>
        <p aria-live="polite" className="text-sm text-muted-foreground">
          {notice}
        </p>
      </form>
    </Panel>
  );
}

export { AI_TOPIC_DURATIONS, AiTopicComposer };
export type { AiTopicComposerProps };
