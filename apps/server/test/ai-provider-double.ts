// A loopback double of an OpenAI-compatible chat-completions endpoint (node:http on 127.0.0.1): it
// answers POST /v1/chat/completions in the streaming format (SSE chunks, then [DONE]) or as told
// (an HTTP error, a stall), and records what our server sent and whether it hung up.
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What the double does with the next request. */
type Behaviour =
  /** Streams the pieces (`delayMs` apart); with `hang`, never finishes after them. */
  | { kind: "stream"; pieces: string[]; delayMs?: number; hang?: boolean }
  /** Answers an HTTP error with an OpenAI-style error body. */
  | { kind: "status"; status: number; message: string };

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    stream?: boolean;
    max_tokens?: number;
    messages?: { role: string; content: string }[];
  };
  /** Resolves when our server closed the connection before the answer finished. */
  aborted: Promise<void>;
  wasAborted: boolean;
}

export interface ProviderDouble {
  /** The base URL to configure (…/v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Sets what the following requests get (default: a short complete answer). */
  behave(next: Behaviour): void;
  close(): Promise<void>;
}

const chunk = (model: string, delta: Record<string, string>, finish: string | null) =>
  `data: ${JSON.stringify({
    id: "chatcmpl-double",
    object: "chat.completion.chunk",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

/** Starts the double on 127.0.0.1 (a free port). */
export async function startProviderDouble(): Promise<ProviderDouble> {
  let behaviour: Behaviour = { kind: "stream", pieces: ["好的。"] };
  const requests: RecordedRequest[] = [];
  const open = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (b: Buffer) => parts.push(b));
    req.on("end", () => {
      let markAborted = () => {};
      const record: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body: JSON.parse(Buffer.concat(parts).toString("utf8") || "{}") as RecordedRequest["body"],
        aborted: new Promise<void>((resolve) => (markAborted = resolve)),
        wasAborted: false,
      };
      requests.push(record);
      open.add(res);
      res.on("close", () => {
        open.delete(res);
        if (!res.writableFinished) {
          record.wasAborted = true;
          markAborted();
        }
      });
      const now = behaviour;
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
        return;
      }
      if (now.kind === "status") {
        res
          .writeHead(now.status, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: now.message, type: "double_error", code: null } }));
        return;
      }
      const model = record.body.model ?? "";
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(chunk(model, { role: "assistant", content: "" }, null));
      void (async () => {
        for (const piece of now.pieces) {
          if (now.delayMs) await new Promise((r) => setTimeout(r, now.delayMs));
          if (res.destroyed) return;
          res.write(chunk(model, { content: piece }, null));
        }
        if (now.hang) return;
        res.write(chunk(model, {}, "stop"));
        res.end("data: [DONE]\n\n");
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const res of open) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
