import { Button } from "@smartclass/ui";
import { SquareIcon } from "lucide-react";

import { ChatMarkdown } from "../chat/chat-markdown";
import { messages } from "../messages";
import type { AiAnswer } from "./use-ai-answer";

/** Props of AiAnswerView. */
interface AiAnswerViewProps {
  /** The answer being followed. */
  answer: AiAnswer;
  /** Said while the first words are awaited. */
  waiting: string;
}

/** A streamed AI answer as sanitised Markdown, with 停止 while it arrives, 已停止 and the error after. */
function AiAnswerView({ answer, waiting }: AiAnswerViewProps) {
  const text = messages.aiTopic;
  if (!answer.streaming && !answer.text && !answer.error) return null;
  return (
    <div data-slot="ai-answer" aria-busy={answer.streaming} className="flex flex-col gap-2">
      {answer.streaming && !answer.text ? <p className="text-sm text-muted-foreground">{waiting}</p> : null}
      {answer.text ? <ChatMarkdown text={answer.text} streaming={answer.streaming} /> : null}
      {answer.streaming ? (
        <Button type="button" variant="outline" size="small" className="self-start" onClick={answer.stop}>
          <SquareIcon aria-hidden />
          {text.stop}
        </Button>
      ) : null}
      {answer.outcome === "stopped" ? <p className="text-xs text-muted-foreground">{text.stopped}</p> : null}
      {answer.error ? (
        <p role="alert" className="text-sm text-danger">
          {answer.error}
        </p>
      ) : null}
    </div>
  );
}

export { AiAnswerView };
