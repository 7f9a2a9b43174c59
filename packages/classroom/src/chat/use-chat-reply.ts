// Sending a message and following its streamed answer: the exchange in flight for the view, 停止 (aborts
// the request), the refusal the server gave before streaming (AI 服务未配置, the rate limit, …), and
// the finished exchange written into the cached messages before they are read again.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";

import { useChatApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import type { ChatMessage } from "./chat-api";
import { chatKeys } from "./chat-queries";
import { type PendingExchange, withExchange } from "./chat-thread";

/** What useChatReply gives the panel. */
interface ChatReply {
  /** The question and answer in flight, if any. */
  pending: PendingExchange | null;
  /** The server's refusal of the last message (before any answer streamed), if any. */
  refusal: string | null;
  /** Sends a message in a conversation; resolves false when the server refused it. */
  send: (conversationId: number, content: string) => Promise<boolean>;
  /** Stops the answer in flight. */
  stop: () => void;
}

/** Sends messages to the AI assistant and follows the streamed answers. */
function useChatReply(): ChatReply {
  const api = useChatApi();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the answer (the server keeps what arrived).
  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (conversationId: number, content: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const exchange: PendingExchange = { conversationId, question: content, answer: "" };
      setRefusal(null);
      setPending(exchange);
      try {
        const outcome = await api.sendChatMessage(
          { conversationId, content },
          {
            signal: abort.signal,
            onEvent: (event) => {
              if (event.type !== "delta") return;
              exchange.answer += event.text;
              setPending({ ...exchange });
            },
          },
        );
        const key = chatKeys.messages(conversationId);
        queryClient.setQueryData<ChatMessage[]>(key, (stored) =>
          withExchange(stored ?? [], exchange, outcome, Date.now()),
        );
        // A stopped answer is stored by the server only after it notices the closed connection: read the
        // list again later (the next answer, or the next visit), not now.
        void queryClient.invalidateQueries({
          queryKey: key,
          refetchType: outcome.status === "stopped" ? "none" : "active",
        });
        return true;
      } catch (error) {
        setRefusal(errorMessage(error));
        return false;
      } finally {
        // A newer message may have started meanwhile: its exchange stays.
        if (controller.current === abort) {
          controller.current = null;
          setPending(null);
        }
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
      }
    },
    [api, queryClient],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { pending, refusal, send, stop };
}

export { useChatReply };
export type { ChatReply };
