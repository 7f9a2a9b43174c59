import { describe, expect, it } from "vitest";

import type { ChatMessage } from "./chat-api";
import { retryQuestion, threadItems, withExchange } from "./chat-thread";

const message = (over: Partial<ChatMessage> & Pick<ChatMessage, "id" | "type" | "content">): ChatMessage => ({
  conversationId: 3,
  model: over.type === "assistant" ? "deepseek-chat" : "",
  incomplete: false,
  createTime: 1,
  ...over,
});

describe("chat thread", () => {
  it("marks stored answers complete, stopped (no error) or failed (with the error)", () => {
    const items = threadItems(
      [
        message({ id: 1, type: "user", content: "问" }),
        message({ id: 2, type: "assistant", content: "答" }),
        message({ id: 3, type: "assistant", content: "半", incomplete: true }),
        message({ id: 4, type: "assistant", content: "", incomplete: true, error: "AI 服务繁忙" }),
      ],
      null,
    );
    expect(items.map((i) => [i.role, i.state, i.error])).toEqual([
      ["user", "complete", undefined],
      ["assistant", "complete", undefined],
      ["assistant", "stopped", undefined],
      ["assistant", "error", "AI 服务繁忙"],
    ]);
  });

  it("shows the exchange in flight after the stored messages", () => {
    const items = threadItems([message({ id: 1, type: "user", content: "旧" })], {
      conversationId: 3,
      question: "新问题",
      answer: "正在",
    });
    expect(items.slice(1).map((i) => [i.role, i.content, i.state])).toEqual([
      ["user", "新问题", "complete"],
      ["assistant", "正在", "streaming"],
    ]);
  });

  it("offers retry only for a last answer that stopped or failed, with the question before it", () => {
    const q = message({ id: 1, type: "user", content: "怎么备课？" });
    expect(
      retryQuestion(threadItems([q, message({ id: 2, type: "assistant", content: "半", incomplete: true })], null)),
    ).toBe("怎么备课？");
    expect(retryQuestion(threadItems([q, message({ id: 2, type: "assistant", content: "全" })], null))).toBeNull();
    expect(retryQuestion(threadItems([q], null))).toBeNull();
    expect(retryQuestion(threadItems([q], { conversationId: 3, question: "再问", answer: "" }))).toBeNull();
  });

  it("appends a finished exchange to the cache: the stored id when known, incomplete unless done", () => {
    const exchange = { conversationId: 3, question: "问", answer: "" };
    const done = withExchange([], exchange, { status: "done", text: "答", messageId: 42 }, 1000);
    expect(done.map((m) => [m.type, m.content, m.id, m.incomplete])).toEqual([
      ["user", "问", -1000, false],
      ["assistant", "答", 42, false],
    ]);
    const failed = withExchange([], exchange, { status: "error", text: "半", message: "超时" }, 1000);
    expect(failed[1]).toMatchObject({ incomplete: true, error: "超时", id: -1001 });
    const stopped = withExchange([], exchange, { status: "stopped", text: "半" }, 1000);
    expect(stopped[1]).toMatchObject({ incomplete: true, content: "半" });
    expect(stopped[1]).not.toHaveProperty("error");
  });
});
