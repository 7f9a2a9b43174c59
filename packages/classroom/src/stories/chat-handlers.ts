// MSW handlers for the AI assistant over an in-memory set of conversations: list, new, rename, delete,
// messages, and send-stream answering `text/event-stream` with a scripted answer in delayed pieces
// (then done, or the scripted error), or refusing in the envelope before streaming as the server does.
import { delay, http, HttpResponse } from "msw";

import type { Schemas } from "./contract-types";
import { BASE, numberParam, ok } from "./mock-http";

type Conversation = Schemas["AiChatConversation"];
type Message = Schemas["AiChatMessage"];
type StreamEvent = Schemas["AiChatStreamEvent"];

/** The server's texts the stories use. */
const NOT_CONFIGURED =
  "AI 服务未配置：请管理员设置 AI_BASE_URL、AI_API_KEY、AI_MODEL（或配置项 ai.baseUrl、ai.apiKey、ai.model）";
const RATE_LIMITED = "AI 请求过于频繁：每人每分钟最多 10 次，请 42 秒后再试";

/** The mock assistant a story scripts. */
interface MockChat {
  conversations: Conversation[];
  messages: Message[];
  /** The pieces of the next answers, in order (each answer takes the first script left; the last repeats). */
  answers: { pieces: string[]; error?: string }[];
  /** Milliseconds before each piece. */
  pieceDelay: number;
  /** Milliseconds each list call takes. */
  latency: number;
  /** Refuse send-stream before streaming: not configured, or the rate limit (HTTP 429). */
  refuse: "not-configured" | "rate-limited" | null;
  /** Calls seen, for play functions. */
  calls: string[];
  nextId: number;
}

function mockChat(over: Partial<MockChat> = {}): MockChat {
  return {
    conversations: [],
    messages: [],
    answers: [{ pieces: ["好的。"] }],
    pieceDelay: 60,
    latency: 0,
    refuse: null,
    calls: [],
    nextId: 100,
    ...over,
  };
}

/** A conversation of the mock. */
function conversation(id: number, title: string, messageCount = 0): Conversation {
  return {
    id,
    title,
    messageCount,
    createTime: Date.UTC(2026, 10, 23, 1, id),
    updateTime: Date.UTC(2026, 10, 23, 1, id),
  };
}

/** A stored message of the mock. */
function chatMessage(over: Partial<Message> & Pick<Message, "id" | "type" | "content">): Message {
  return {
    conversationId: 1,
    model: over.type === "assistant" ? "deepseek-chat" : "",
    incomplete: false,
    createTime: Date.UTC(2026, 10, 23, 1, 0),
    ...over,
  };
}

const sse = (event: StreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/** The handlers of the AI assistant's calls. */
function chatHandlers(state: MockChat) {
  const touch = (id: number) => {
    const c = state.conversations.find((x) => x.id === id);
    if (!c) return;
    c.messageCount = state.messages.filter((m) => m.conversationId === id).length;
    c.updateTime = Date.now();
    state.conversations = [c, ...state.conversations.filter((x) => x !== c)];
  };
  return [
    http.get(`${BASE}/ai/chat/conversation/my-list`, async () => {
      state.calls.push("list");
      await delay(state.latency);
      return ok(state.conversations);
    }),
    http.post(`${BASE}/ai/chat/conversation/create-my`, async () => {
      const id = state.nextId++;
      state.calls.push(`create:${id}`);
      state.conversations = [conversation(id, "新对话"), ...state.conversations];
      return ok(id);
    }),
    http.put(`${BASE}/ai/chat/conversation/update-my`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AiChatConversationUpdate"];
      state.calls.push(`rename:${body.id}:${body.title}`);
      const c = state.conversations.find((x) => x.id === body.id);
      if (c) c.title = body.title;
      return ok(true);
    }),
    http.delete(`${BASE}/ai/chat/conversation/delete-my`, ({ request }) => {
      const id = numberParam(request, "id");
      state.calls.push(`delete:${id}`);
      state.conversations = state.conversations.filter((c) => c.id !== id);
      state.messages = state.messages.filter((m) => m.conversationId !== id);
      return ok(true);
    }),
    http.get(`${BASE}/ai/chat/message/list-by-conversation-id`, async ({ request }) => {
      const id = numberParam(request, "conversationId");
      state.calls.push(`messages:${id}`);
      await delay(state.latency);
      return ok(state.messages.filter((m) => m.conversationId === id));
    }),
    http.post(`${BASE}/ai/chat/message/send-stream`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AiChatMessageSend"];
      state.calls.push(`send:${body.content}`);
      if (state.refuse === "not-configured")
        return HttpResponse.json({ code: 1_040_000_001, data: null, msg: NOT_CONFIGURED });
      if (state.refuse === "rate-limited") {
        return HttpResponse.json({ code: 429, data: null, msg: RATE_LIMITED }, { status: 429 });
      }
      const conversationId = body.conversationId;
      state.messages.push(chatMessage({ id: state.nextId++, conversationId, type: "user", content: body.content }));
      const c = state.conversations.find((x) => x.id === conversationId);
      if (c?.title === "新对话") c.title = body.content.slice(0, 20);
      touch(conversationId);
      const script = state.answers.length > 1 ? state.answers.shift()! : state.answers[0]!;
      const encoder = new TextEncoder();
      let text = "";
      let closed = false;
      const store = (incomplete: boolean, error?: string) => {
        const id = state.nextId++;
        state.messages.push(
          chatMessage({
            id,
            conversationId,
            type: "assistant",
            content: text,
            incomplete,
            ...(error ? { error } : {}),
          }),
        );
        touch(conversationId);
        return id;
      };
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const piece of script.pieces) {
            await delay(state.pieceDelay);
            if (closed) return;
            text += piece;
            controller.enqueue(encoder.encode(sse({ type: "delta", text: piece })));
          }
          if (closed) return;
          const messageId = store(Boolean(script.error), script.error);
          controller.enqueue(
            encoder.encode(
              sse(script.error ? { type: "error", message: script.error, messageId } : { type: "done", messageId }),
            ),
          );
          controller.close();
        },
        cancel() {
          // The browser stopped the answer: kept with what arrived, marked incomplete.
          closed = true;
          state.calls.push("stopped");
          store(true);
        },
      });
      return new HttpResponse(stream, { headers: { "content-type": "text/event-stream" } });
    }),
  ];
}

/** A story's mock assistant: its handlers, and its state reset before each run. */
function chatScenario(over: Partial<MockChat> | (() => Partial<MockChat>) = {}) {
  const initial = () => mockChat(structuredClone(typeof over === "function" ? over() : over));
  const state = initial();
  return {
    state,
    story: {
      parameters: { msw: { handlers: chatHandlers(state) } },
      beforeEach: () => {
        Object.assign(state, initial());
      },
    },
  };
}

export { chatMessage, chatScenario, conversation, NOT_CONFIGURED, RATE_LIMITED };
