// /teacher/topic: the running class's AI topic — the composer (write it, or 用AI起草 and edit), then
// the live view of the started topic (responses by push, delay, edit, end, the AI summary). The topic
// shown is in the address (?aiTopicId=), so a reload keeps following it.
import { AiTopicComposer, AiTopicLive, useTeacherRunningClass } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useSearchParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";
import { TeacherClassControl } from "../teacher-class-control";

const PARAM = "aiTopicId";

/** /teacher/topic. */
function TeacherAiTopicPage() {
  const current = useTeacherRunningClass();
  const [params, setParams] = useSearchParams();
  const aiTopicId = positiveId(params.get(PARAM));
  const show = (id: number | null) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (id === null) next.delete(PARAM);
        else next.set(PARAM, String(id));
        return next;
      },
      { replace: true },
    );
  const courseItemId = current.data?.id ?? null;
  return (
    <PageFrame
      title={messages.aiTopic.title}
      actions={
        aiTopicId !== null && courseItemId !== null ? (
          <Button variant="outline" onClick={() => show(null)}>
            {messages.aiTopic.newTopic}
          </Button>
        ) : null
      }
    >
      <TeacherClassControl />
      {aiTopicId !== null ? (
        <AiTopicLive aiTopicId={aiTopicId} />
      ) : courseItemId !== null ? (
        <AiTopicComposer courseItemId={courseItemId} onStarted={(topic) => show(topic.id)} />
      ) : current.isPending ? null : (
        <p className="text-sm text-muted-foreground">{messages.activity.needClass}</p>
      )}
    </PageFrame>
  );
}

export default TeacherAiTopicPage;
