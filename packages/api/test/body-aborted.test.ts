// An answer whose headers arrived but whose body was cut short — the caller stopped waiting (a query
// refetched again, a page left) or the connection dropped — is not an answer of the wrong format: no
// 系统接口返回格式异常 notice, which used to appear now and then after refused actions (every answer 200),
// when the refetches they started were cancelled mid-body. Real HTTP on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { ApiError, createApiClient } from "../src";
import { startServer, type TestServer } from "./support/http-server";
import { memoryTokens, recordingNotifier, type RecordingNotifier } from "./support/recorder";

let server: TestServer;
let notify: RecordingNotifier;
let headersArrived: boolean;

beforeEach(async () => {
  server = await startServer();
  notify = recordingNotifier();
  headersArrived = false;
});

afterEach(async () => {
  await server.close();
});

function client() {
  return createApiClient({
    baseUrl: server.baseUrl,
    session: memoryTokens("access-1", "refresh-1", "7"),
    notify,
    fetch: async (request) => {
      const response = await globalThis.fetch(request);
      headersArrived = true;
      return response;
    },
  });
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to reject");
}

/** An envelope whose first half is sent at once and whose rest never comes (or the socket drops). */
const halfAnswer = (dropAfter: boolean) => () => ({
  headers: { "content-type": "application/json" },
  chunks: [{ text: '{"code":0,"data":{"id":' }],
  ...(dropAfter ? { dropAfter: true } : { keepOpen: true }),
});

describe("an answer cut short after its headers", () => {
  it("rejects quietly as aborted when the caller stops waiting mid-body", async () => {
    server.route("GET /teach/user/current", halfAnswer(false));
    const controller = new AbortController();
    const call = rejection(client().get("/teach/user/current", { signal: controller.signal }));
    await until(() => headersArrived);
    controller.abort();
    expect(await call).toMatchObject({ kind: "aborted", silent: true });
    expect(notify.messages).toEqual([]);
  });

  it("says the connection failed, not the format, when the connection drops mid-body", async () => {
    server.route("GET /teach/user/current", halfAnswer(true));
    const error = await rejection(client().get("/teach/user/current"));
    expect(error.kind).toBe("network");
    expect(notify.messages.map((m) => m.text)).toEqual(["后端接口连接异常"]);
  });
});
