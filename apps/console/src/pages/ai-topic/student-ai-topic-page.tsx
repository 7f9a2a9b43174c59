// The student's AI topic pages: /student/topic (where the pushed aiTopic lands: the topic in progress
// of the student's class, or a notice until there is one), /student/topic/create/{aiTopicId} (respond)
// and /student/topic/{aiTopicId} (what was submitted, and the AI's feedback).
import { useApiClient } from "@smartclass/api/react";
import { AiTopicResponseForm, useClassroomEvent, useOnPushReconnect } from "@smartclass/classroom";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";

/** /student/topic: the topic in progress; a newly pushed topic replaces the notice. */
function StudentCurrentAiTopicPage() {
  const api = useApiClient();
  const current = useQuery({
    queryKey: ["console", "student-ai-topic", "current"],
    queryFn: () => api.get("/teach/ai-topic/student", {}),
  });
  useClassroomEvent("aiTopic", () => void current.refetch());
  useOnPushReconnect(() => void current.refetch());
  const topicId = current.data?.topic.id ?? null;
  return (
    <PageFrame title={messages.aiTopic.title}>
      {topicId !== null ? (
        <AiTopicResponseForm aiTopicId={topicId} />
      ) : current.isPending ? null : (
        <p className="text-sm text-muted-foreground" role="status">
          {messages.aiTopic.noTopic}
        </p>
      )}
    </PageFrame>
  );
}

/** /student/topic/create/{aiTopicId} and /student/topic/{aiTopicId}. */
function StudentAiTopicPage({ title }: { title: string }) {
  const id = positiveId(useParams().aiTopicId);
  return (
    <PageFrame title={title}>
      {id === null ? <p role="alert">{messages.activity.badId}</p> : <AiTopicResponseForm aiTopicId={id} />}
    </PageFrame>
  );
}

/** /student/topic/create/{aiTopicId}. */
function StudentAiTopicRespondPage() {
  return <StudentAiTopicPage title={messages.aiTopic.respond} />;
}

/** /student/topic/{aiTopicId}. */
function StudentAiTopicPreviewPage() {
  return <StudentAiTopicPage title={messages.aiTopic.preview} />;
}

export { StudentAiTopicPreviewPage, StudentAiTopicRespondPage, StudentCurrentAiTopicPage };
