// The end-to-end runs' AI provider: an OpenAI-compatible chat-completions endpoint on 127.0.0.1 that
// the reference server is configured with (AI_BASE_URL), so no test reaches the internet. It answers
// like a model would, from what it is asked: a topic draft as JSON; a class summary in the asked
// sections, naming the students whose responses it was given; in a chat, a short answer, or — when
// the question asks for a long one (长) — a long answer slowly enough for a person to stop it.
// A test that must see a summary while it is still streaming asks the provider to hold the next one
// before its last section's heading (POST /e2e/summary/hold) and lets it finish (POST /e2e/summary/release):
// what a slow model does, without depending on how fast a loaded machine renders.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** Pieces of the long answer; one every LONG_PIECE_MS. */
const LONG_PIECES = 400;
const LONG_PIECE_MS = 50;

interface AiProvider {
  baseUrl: string;
  close(): Promise<void>;
}

const chunk = (content: string | null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-e2e",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model: "e2e-model",
    choices: [
      { index: 0, delta: content === null ? {} : { content }, finish_reason: content === null ? "stop" : null },
    ],
  })}\n\n`;

/** The system prompt and the last user message of a chat-completions request body. */
function conversationOf(body: string): { system: string; question: string } {
  try {
    const parsed = JSON.parse(body) as { messages?: { role: string; content: string }[] };
    const messages = parsed.messages ?? [];
    return {
      system: messages.find((m) => m.role === "system")?.content ?? "",
      question: messages.filter((m) => m.role === "user").at(-1)?.content ?? "",
    };
  } catch {
    return { system: "", question: "" };
  }
}

/** A class summary in the sections the server asks for, naming the students named in the question. */
function summaryOf(question: string): string[] {
  const names = [...question.matchAll(/（学生：([^，]+)，学号/g)].map((match) => match[1]);
  const all = names.join("、");
  return [
    "## 共同观点\n\n",
    `- 光合作用把光能转化为化学能（${all}）\n\n`,
    "## 常见误解\n\n",
    `- 认为植物只在白天呼吸：植物昼夜都呼吸（${names[0] ?? ""}）\n\n`,
    "## 优秀回答\n\n",
    `- 用能量守恒解释了光合作用（${names.at(-1) ?? ""}）\n`,
  ];
}

/** Starts the provider on a free loopback port. */
async function startAiProvider(): Promise<AiProvider> {
  /** The next summary is held before its last section until released (see the header). */
  const held: { armed: boolean; released: boolean; waiting: (() => void) | null } = {
    armed: false,
    released: false,
    waiting: null,
  };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (part: Buffer) => (body += part.toString()));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/e2e/summary/hold") {
        Object.assign(held, { armed: true, released: false, waiting: null });
        res.writeHead(204).end();
        return;
      }
      if (req.method === "POST" && req.url === "/e2e/summary/release") {
        held.released = true;
        const waiting = held.waiting;
        held.waiting = null;
        waiting?.();
        res.writeHead(204).end();
        return;
      }
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const { system, question } = conversationOf(body);
      const answer = (pieces: string[], gapMs = 0, holdBefore = -1) => {
        let next = 0;
        const write = () => {
          if (res.destroyed) return;
          if (next === holdBefore && !held.released) {
            held.waiting = write;
            return;
          }
          if (next === pieces.length) {
            res.write(chunk(null));
            res.end("data: [DONE]\n\n");
            return;
          }
          res.write(chunk(pieces[next]!));
          next += 1;
          setTimeout(write, gapMs);
        };
        write();
      };
      if (system.includes("只输出一个 JSON 对象")) {
        answer([
          JSON.stringify({ title: "光合作用的意义", questions: ["光合作用为什么重要？", "没有光合作用会怎样？"] }),
        ]);
        return;
      }
      if (system.includes("总结全班学生")) {
        const pieces = summaryOf(question);
        // Held before the last section's heading (优秀回答).
        const holdBefore = held.armed ? pieces.length - 2 : -1;
        held.armed = false;
        answer(pieces, 150, holdBefore);
        return;
      }
      if (!question.includes("长")) {
        answer(["这是", "一个", "简短的", "回答。"]);
        return;
      }
      let sent = 0;
      const timer = setInterval(() => {
        if (sent === LONG_PIECES) {
          clearInterval(timer);
          res.write(chunk(null));
          res.end("data: [DONE]\n\n");
          return;
        }
        res.write(chunk(sent === 0 ? "第一段：光合作用是植物利用光能的过程。" : `第${sent + 1}句。`));
        sent += 1;
      }, LONG_PIECE_MS);
      res.on("close", () => clearInterval(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export { startAiProvider };
