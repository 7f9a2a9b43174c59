// Following one streamed AI answer (a topic's summary, a student's feedback): the text so far, 停止,
// how it ended, and the server's refusal before streaming (AI 服务未配置, the rate limit, …).
import type { AiTopicStreamOutcome } from "@smartclass/api";
import { useCallback, useEffect, useRef, useState } from "react";

import { errorMessage } from "../lib/error-message";
import type { AiTopicStreamHandlers } from "./ai-topic-api";

/** What useAiAnswer gives a widget. */
interface AiAnswer {
  /** The text so far (the last answer's, kept after it ends). */
  text: string;
  /** True while the answer arrives. */
  streaming: boolean;
  /** How the last answer ended (null before any, or while one streams). */
  outcome: AiTopicStreamOutcome["status"] | null;
  /** Why it failed: the server's refusal or the stream's error sentence. */
  error: string | null;
  /** Starts an answer; resolves with how it ended (null when refused). */
  ask: () => Promise<AiTopicStreamOutcome | null>;
  /** Stops the answer in flight. */
  stop: () => void;
}

/** Streams answers from `call` one at a time (a new one stops the last). */
function useAiAnswer(call: (handlers: AiTopicStreamHandlers) => Promise<AiTopicStreamOutcome>): AiAnswer {
  const [text, setText] = useState("");
  const [streaming, setStreaming] = useState(false);
  const [outcome, setOutcome] = useState<AiTopicStreamOutcome["status"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the answer.
  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(async () => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let sofar = "";
    setText("");
    setError(null);
    setOutcome(null);
    setStreaming(true);
    try {
      const result = await call({
        signal: abort.signal,
        onEvent: (event) => {
          if (event.type !== "delta") return;
          sofar += event.text;
          setText(sofar);
        },
      });
      if (controller.current !== abort) return result;
      setText(result.text);
      setOutcome(result.status);
      if (result.status === "error") setError(result.message);
      return result;
    } catch (failure) {
      if (controller.current === abort) setError(errorMessage(failure));
      return null;
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setStreaming(false);
      }
    }
  }, [call]);

  const stop = useCallback(() => controller.current?.abort(), []);

  return { text, streaming, outcome, error, ask, stop };
}

export { useAiAnswer };
export type { AiAnswer };
