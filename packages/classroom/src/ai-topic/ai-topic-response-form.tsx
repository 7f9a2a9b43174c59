import { Badge, Button, cn, Label, Textarea, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SendIcon, SparklesIcon } from "lucide-react";
import { useCallback, useId, useState } from "react";
import type * as React from "react";

import { ChatMarkdown } from "../chat/chat-markdown";
import { useStudentAiTopicApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { usePhoneLayout } from "../lib/phone-layout";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { useCountdown } from "../lib/use-countdown";
import { messages } from "../messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { AiAnswerView } from "./ai-answer-view";
import type { AiTopicStreamHandlers } from "./ai-topic-api";
import { formatMoment, formatSeconds } from "./ai-topic-format";
import { aiTopicKeys, studentAiTopicOptions } from "./ai-topic-queries";
import { useAiAnswer } from "./use-ai-answer";

type AiTopicResponseFormProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The topic to answer. */
  aiTopicId: number;
};

/** The student's AI topic: the topic, a response editor (editable until the topic ends), a preview of
 * what they submitted, and 获取AI反馈 streaming the AI's feedback on their own response. Follows the
 * teacher's edits and end through `activityChanged`. */
function AiTopicResponseForm({ aiTopicId, ...props }: AiTopicResponseFormProps) {
  const api = useStudentAiTopicApi();
  const queryClient = useQueryClient();
  const id = useId();
  const text = messages.aiTopic;
  const layout = usePhoneLayout();
  const view = useQuery(studentAiTopicOptions(api, aiTopicId));
  const refetch = () => void queryClient.invalidateQueries({ queryKey: aiTopicKeys.student(aiTopicId) });
  useClassroomEvent("activityChanged", (event) => {
    if (event.activity === "aiTopic" && event.id === aiTopicId) refetch();
  });
  useOnPushReconnect(refetch);

  // The editor's text; null until the student edits (the stored response shows meanwhile).
  const [draft, setDraft] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const mine = view.data?.mine ?? null;
  const content = draft ?? mine?.content ?? "";

  const submit = useMutation({
    mutationFn: () => api.submitAiTopic(aiTopicId, content.trim()),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: aiTopicKeys.student(aiTopicId) });
      setDraft(null);
    },
  });
  const ask = useCallback(
    (handlers: AiTopicStreamHandlers) => {
      if (!mine) throw new Error("No response to give feedback on.");
      return api.aiTopicFeedback(mine.id, handlers);
    },
    [api, mine],
  );
  const feedback = useAiAnswer(ask);
  const askFeedback = async () => {
    const outcome = await feedback.ask();
    if (outcome?.status === "done") refetch();
  };

  const topic = view.data?.topic;
  const left = useCountdown(topic?.endTime, topic?.status === 1);
  if (view.isPending) return <LoadingState />;
  if (view.isError) return <ErrorState message={errorMessage(view.error)} onRetry={() => void view.refetch()} />;
  if (!view.data || !topic) return <EmptyState>{text.noTopic}</EmptyState>;
  const open = topic.status === 1;
  const fresh = feedback.streaming || feedback.text || feedback.error;

  return (
    <Panel
      data-slot="ai-topic-response-form"
      data-state={open ? (mine ? "submitted" : "open") : "ended"}
      title={topic.title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge variant={open ? "primary" : "success"}>{messages.activityStatus[topic.status]}</Badge>
          {open && left !== null ? <span className="tabular-nums">{text.remaining(formatSeconds(left))}</span> : null}
        </span>
      }
      {...props}
    >
      <div className="flex flex-col gap-4">
        {topic.content ? (
          <p className="text-sm whitespace-pre-wrap">
            <UserText>{topic.content}</UserText>
          </p>
        ) : null}

        {open ? (
          <form
            className="flex flex-col gap-2"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              if (!content.trim()) {
                setBlank(true);
                return;
              }
              setBlank(false);
              submit.mutate();
            }}
          >
            <Label htmlFor={`${id}-response`}>{text.myResponse}</Label>
            <Textarea
              id={`${id}-response`}
              rows={6}
              maxLength={10000}
              value={content}
              aria-invalid={blank ? true : undefined}
              aria-describedby={`${id}-hint`}
              onChange={(e) => setDraft(e.target.value)}
            />
            <p id={`${id}-hint`} className={blank ? "text-xs text-danger" : "text-xs text-muted-foreground"}>
              {blank ? text.needContent : text.responseHint}
            </p>
            <div className={cn("flex flex-wrap items-center gap-3", layout.submitBar)}>
              <Button type="submit" variant="primary" disabled={submit.isPending}>
                <SendIcon aria-hidden />
                {mine ? text.resubmit : text.submit}
              </Button>
              {submit.isError ? (
                <p role="alert" className="text-sm text-danger">
                  {errorMessage(submit.error)}
                </p>
              ) : null}
            </div>
          </form>
        ) : (
          <p className="text-sm text-muted-foreground">{text.ended}</p>
        )}

        {mine ? (
          <section aria-label={text.submitted} className="flex flex-col gap-2 rounded-md border p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-sm font-semibold">{text.submitted}</h3>
              <span className="text-xs text-muted-foreground">{text.submittedAt(formatMoment(mine.updateTime))}</span>
            </div>
            <p className="text-sm whitespace-pre-wrap">
              <UserText>{mine.content}</UserText>
            </p>
          </section>
        ) : null}

        {mine ? (
          <section aria-label={text.feedbackTitle} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{text.feedbackTitle}</h3>
              <Button size="small" variant="outline" onClick={() => void askFeedback()} disabled={feedback.streaming}>
                <SparklesIcon aria-hidden />
                {mine.aiReply ? text.feedbackAgain : text.feedback}
              </Button>
            </div>
            {fresh ? (
              <AiAnswerView answer={feedback} waiting={text.feedbacking} />
            ) : mine.aiReply ? (
              <ChatMarkdown text={mine.aiReply} />
            ) : null}
          </section>
        ) : null}
      </div>
    </Panel>
  );
}

export { AiTopicResponseForm };
export type { AiTopicResponseFormProps };
