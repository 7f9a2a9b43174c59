// The end-to-end runs' AI provider: an OpenAI-compatible chat-completions endpoint on 127.0.0.1 that
// the reference server is configured with (AI_BASE_URL), so no test reaches the internet. It streams
// a short answer, or — when the question asks for a long one (长) — a long answer slowly enough for a
// person to stop it; it counts the answers it had to abandon because our server hung up.
import { createServer, type Server } from "node:http";
import { type AddressInfo } from "node:net";

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

/** The last user message of a chat-completions request body. */
function lastQuestion(body: string): string {
  try {
    const parsed = JSON.parse(body) as { messages?: { role: string; content: string }[] };
    return parsed.messages?.filter((m) => m.role === "user").at(-1)?.content ?? "";
  } catch {
    return "";
  }
}

/** Starts the provider on a free loopback port. */
async function startAiProvider(): Promise<AiProvider> {
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (part: Buffer) => (body += part.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      const question = lastQuestion(body);
      if (!question.includes("长")) {
        for (const piece of ["这是", "一个", "简短的", "回答。"]) res.write(chunk(piece));
        res.write(chunk(null));
        res.end("data: [DONE]\n\n");
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
export type { AiProvider };
