// What the message view shows: the stored messages, then the exchange in flight (the question just
// sent and the answer as far as it has streamed); which answer 重试 repeats; and how a finished
// exchange is written into the cached messages before the server's list is read again.
import type { AiChatStreamOutcome } from "@smartclass/api";

import type { ChatMessage } from "./chat-api";

/** How far an answer got: complete, still streaming, stopped by the person, or failed with a message. */
type ThreadItemState = "complete" | "streaming" | "stopped" | "error";

/** One message of the view. */
interface ThreadItem {
  key: string;
  role: "user" | "assistant";
  content: string;
  state: ThreadItemState;
  /** Why an answer failed (state `error`). */
  error?: string;
}

/** The exchange in flight: the question and the answer so far. */
interface PendingExchange {
  conversationId: number;
  question: string;
  answer: string;
}

/** A stored message as a view item: an incomplete answer is stopped, or failed when it has an error. */
function itemOf(message: ChatMessage): ThreadItem {
  const role = message.type === "assistant" ? "assistant" : "user";
  const base = { key: `m${message.id}`, role, content: message.content } as const;
  if (role === "user" || !message.incomplete) return { ...base, state: "complete" };
  return message.error ? { ...base, state: "error", error: message.error } : { ...base, state: "stopped" };
}

/** The items to show: the stored messages, then the pending exchange (question, answer streaming). */
function threadItems(stored: readonly ChatMessage[], pending: PendingExchange | null): ThreadItem[] {
  const items = stored.map(itemOf);
  if (!pending) return items;
  return [
    ...items,
    { key: "pending-question", role: "user", content: pending.question, state: "complete" },
    { key: "pending-answer", role: "assistant", content: pending.answer, state: "streaming" },
  ];
}

/** The question to send again: the one before the last answer, when that answer stopped or failed. */
function retryQuestion(items: readonly ThreadItem[]): string | null {
  const last = items.at(-1);
  if (!last || last.role !== "assistant" || (last.state !== "stopped" && last.state !== "error")) return null;
  const question = items.at(-2);
  return question?.role === "user" ? question.content : null;
}

/**
 * The cached messages with a finished exchange appended (ids below zero until the server's list is
 * read again), so the answer stays in place between the end of the stream and that read.
 */
function withExchange(
  stored: readonly ChatMessage[],
  exchange: PendingExchange,
  outcome: AiChatStreamOutcome,
  now: number,
): ChatMessage[] {
  const common = { conversationId: exchange.conversationId, createTime: now };
  const question: ChatMessage = {
    ...common,
    id: -now,
    type: "user",
    content: exchange.question,
    model: "",
    incomplete: false,
  };
  const answer: ChatMessage = {
    ...common,
    id: outcome.status === "stopped" ? -now - 1 : (outcome.messageId ?? -now - 1),
    type: "assistant",
    content: outcome.text,
    model: "",
    incomplete: outcome.status !== "done",
    ...(outcome.status === "error" ? { error: outcome.message } : {}),
  };
  return [...stored, question, answer];
}

export { itemOf, retryQuestion, threadItems, withExchange };
export type { PendingExchange, ThreadItem, ThreadItemState };
