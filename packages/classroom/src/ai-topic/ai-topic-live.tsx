import { Badge, Button, Dialog, Input, Label, stripBidiControls, Textarea, useConfirm, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ClockIcon, PencilIcon, SparklesIcon } from "lucide-react";
import { useCallback, useId, useState } from "react";
import type * as React from "react";

import { ChatMarkdown } from "../chat/chat-markdown";
import { useTeacherAiTopicApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { useCountdown } from "../lib/use-countdown";
import { messages } from "../messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { AiAnswerView } from "./ai-answer-view";
import type { AiTopic, AiTopicSubmission } from "./ai-topic-api";
import { formatMoment, formatSeconds } from "./ai-topic-format";
import { aiTopicKeys, aiTopicRecordOptions } from "./ai-topic-queries";
import { useAiAnswer } from "./use-ai-answer";

type AiTopicLiveProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The topic to follow. */
  aiTopicId: number;
};

/** Edits the title and prompt of a running topic. */
function TopicEditor({ topic, onDone }: { topic: AiTopic; onDone: () => void }) {
  const api = useTeacherAiTopicApi();
  const queryClient = useQueryClient();
  const id = useId();
  const text = messages.aiTopic;
  const [title, setTitle] = useState(topic.title);
  const [content, setContent] = useState(topic.content);
  const save = useMutation({
    mutationFn: () => api.updateAiTopic({ id: topic.id, title: title.trim(), content: content.trim() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: aiTopicKeys.record(topic.id) });
      onDone();
    },
  });
  return (
    <form
      className="flex flex-col gap-3 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (title.trim()) save.mutate();
      }}
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>{text.title}</Label>
        <Input id={`${id}-title`} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-content`}>{text.content}</Label>
        <Textarea
          id={`${id}-content`}
          rows={4}
          value={content}
          maxLength={5000}
          onChange={(e) => setContent(e.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="small" disabled={!title.trim() || save.isPending}>
          {text.save}
        </Button>
        <Button type="button" size="small" variant="outline" onClick={onDone}>
          {text.cancel}
        </Button>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(save.error)}
        </p>
      ) : null}
    </form>
  );
}

/** One student's response with the AI feedback they asked for, in a dialog. */
function ResponseDialog({ record, onClose }: { record: AiTopicSubmission | null; onClose: () => void }) {
  const text = messages.aiTopic;
  return (
    <Dialog.Root open={record !== null} onOpenChange={(open) => !open && onClose()}>
      {record ? (
        <Dialog.Content data-slot="ai-topic-response-detail">
          <Dialog.Header>
            <Dialog.Title className="wrap-anywhere">
              {text.detailOf(stripBidiControls(record.nickname), record.studentNo)}
            </Dialog.Title>
            <Dialog.Description>{text.submittedAt(formatMoment(record.updateTime))}</Dialog.Description>
          </Dialog.Header>
          <p className="text-sm whitespace-pre-wrap">
            <UserText>{record.content}</UserText>
          </p>
          {record.aiReply ? (
            <section aria-label={text.aiReply} className="rounded-md bg-muted p-3">
              <h3 className="mb-1 text-sm font-semibold">{text.aiReply}</h3>
              <ChatMarkdown text={record.aiReply} />
            </section>
          ) : null}
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

/** The teacher's running AI topic: its responses as they arrive (the server pushes `aiTopicResponded`
 * on each; a reconnect reads them again), time left, delay, edit, end; 生成总结 streams the AI's class summary as Markdown with 停止, and
 * the stored summary shows when there is one; each student's response in detail. */
function AiTopicLive({ aiTopicId, ...props }: AiTopicLiveProps) {
  const api = useTeacherAiTopicApi();
  const queryClient = useQueryClient();
  const { confirm } = useConfirm();
  const text = messages.aiTopic;
  const record = useQuery(aiTopicRecordOptions(api, aiTopicId));
  const refetch = () => void queryClient.invalidateQueries({ queryKey: aiTopicKeys.record(aiTopicId) });
  useClassroomEvent("aiTopicResponded", (event) => {
    if (event.aiTopicId === aiTopicId) refetch();
  });
  useOnPushReconnect(refetch);
  const [editing, setEditing] = useState(false);
  const [detail, setDetail] = useState<AiTopicSubmission | null>(null);

  const topic = record.data?.topic;
  const left = useCountdown(topic?.endTime, topic?.status === 1);
  const end = useMutation({ mutationFn: () => api.endAiTopic(aiTopicId), onSuccess: refetch });
  const delay = useMutation({ mutationFn: () => api.delayAiTopic(aiTopicId, 60), onSuccess: refetch });
  const summarise = useCallback(
    (handlers: Parameters<typeof api.summariseAiTopic>[1]) => api.summariseAiTopic(aiTopicId, handlers),
    [api, aiTopicId],
  );
  const summary = useAiAnswer(summarise);
  const askSummary = async () => {
    const outcome = await summary.ask();
    if (outcome?.status === "done") refetch();
  };

  if (record.isPending) return <LoadingState />;
  if (record.isError || !record.data || !topic)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  const data = record.data;
  const running = topic.status === 1;
  const fresh = summary.streaming || summary.text || summary.error;

  return (
    <Panel
      data-slot="ai-topic-live"
      data-state={running ? "running" : "ended"}
      title={topic.title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={running ? "primary" : "success"}>{messages.activityStatus[topic.status]}</Badge>
          <span className="tabular-nums" aria-live="polite">
            {text.responded(data.records.length, data.total)}
          </span>
          {running && left !== null ? (
            <span className="tabular-nums">{text.remaining(formatSeconds(left))}</span>
          ) : null}
        </span>
      }
      actions={
        running ? (
          <span className="flex flex-wrap gap-2">
            {topic.duration !== null ? (
              <Button size="small" variant="outline" onClick={() => delay.mutate()} disabled={delay.isPending}>
                <ClockIcon aria-hidden />
                {text.delay}
              </Button>
            ) : null}
            <Button size="small" variant="outline" onClick={() => setEditing(true)} disabled={editing}>
              <PencilIcon aria-hidden />
              {text.edit}
            </Button>
            <Button
              size="small"
              variant="danger"
              disabled={end.isPending}
              onClick={async () => {
                if (await confirm(text.confirmEnd(topic.title))) end.mutate();
              }}
            >
              {text.end}
            </Button>
          </span>
        ) : null
      }
      {...props}
    >
      <div className="flex flex-col gap-4">
        {editing ? (
          <TopicEditor topic={topic} onDone={() => setEditing(false)} />
        ) : topic.content ? (
          <p className="text-sm whitespace-pre-wrap">
            <UserText>{topic.content}</UserText>
          </p>
        ) : null}
        {end.isError || delay.isError ? (
          <p role="alert" className="text-sm text-danger">
            {errorMessage(end.error ?? delay.error)}
          </p>
        ) : null}

        <section aria-label={text.responses} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{text.responses}</h3>
          {data.records.length === 0 ? (
            <EmptyState>{text.noResponses}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-2">
              {data.records.map((r) => (
                <li key={r.id} className="flex items-start justify-between gap-3 rounded-md border p-3">
                  <div className="min-w-0">
                    <p className="text-sm font-medium">
                      <UserText>{r.nickname}</UserText> <span className="text-muted-foreground">{r.studentNo}</span>
                    </p>
                    <p className="line-clamp-3 text-sm whitespace-pre-wrap">
                      <UserText>{r.content}</UserText>
                    </p>
                  </div>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setDetail(r)}
                    aria-label={text.detail(r.nickname)}
                  >
                    {messages.lists.open}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-label={text.summary} className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{text.summary}</h3>
            <Button
              size="small"
              variant="outline"
              onClick={() => void askSummary()}
              disabled={summary.streaming || data.records.length === 0}
            >
              <SparklesIcon aria-hidden />
              {data.summary ? text.summariseAgain : text.summarise}
            </Button>
          </div>
          {fresh ? (
            <AiAnswerView answer={summary} waiting={text.summarising} />
          ) : data.summary ? (
            <div className="flex flex-col gap-1">
              {data.summaryTime ? (
                <p className="text-xs text-muted-foreground">{text.summaryTime(formatMoment(data.summaryTime))}</p>
              ) : null}
              <ChatMarkdown text={data.summary} />
            </div>
          ) : null}
        </section>
      </div>
      <ResponseDialog record={detail} onClose={() => setDetail(null)} />
    </Panel>
  );
}

export { AiTopicLive };
export type { AiTopicLiveProps };
