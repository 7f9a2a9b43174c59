import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  followScreenCast,
  parseStreamEvent,
  readScreenCastStream,
  reconnectDelay,
  type ScreenCastState,
  type ScreenCastStreamEvent,
  type ScreenCastView,
} from "./screen-cast-stream";

const view = (version: number, nickname: string | null = "李明"): ScreenCastView => ({
  screenId: "AbCdEfGhIjKlMnOpQrStUv",
  assignmentTitle: "函数作业",
  version,
  nickname,
  questions: [],
  grade: null,
  comment: null,
});

/** What the server on 127.0.0.1 does with the next request to each path. */
type Script = (req: IncomingMessage, res: ServerResponse) => void;
let scripts: Record<string, Script[]> = {};
const requests: string[] = [];
let server: Server;
let base = "";

const sse = (res: ServerResponse) => res.writeHead(200, { "content-type": "text/event-stream" });
const send = (res: ServerResponse, event: unknown) => res.write(`data: ${JSON.stringify(event)}\n\n`);
const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};
const gone = (res: ServerResponse) => json(res, 200, { code: 404, data: null, msg: "投屏不存在或已结束" });

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push(`${url.pathname.split("/").pop()}?${url.searchParams.toString()}`);
    const next = scripts[url.pathname]?.shift();
    if (next) next(req, res);
    else json(res, 500, { code: 500, data: null, msg: "no script" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin-api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  scripts = {};
  requests.length = 0;
});

const EVENTS = "/admin-api/teach/assignment/castScreen/events";
const VIEW = "/admin-api/teach/assignment/castScreen/view";
const SCREEN = "AbCdEfGhIjKlMnOpQrStUv";

describe("the screen-cast stream", () => {
  it("reads cast events as they come and stops at end", async () => {
    scripts[EVENTS] = [
      (_req, res) => {
        sse(res);
        send(res, { type: "cast", view: view(1) });
        // An event split across two chunks still arrives whole.
        res.write('data: {"type":"cast","view":');
        setTimeout(() => {
          res.write(`${JSON.stringify(view(2, "王芳"))}}\n\n`);
          send(res, { type: "end" });
          res.end();
        }, 20);
      },
    ];
    const seen: ScreenCastStreamEvent[] = [];
    const outcome = await readScreenCastStream(base, SCREEN, (event) => seen.push(event));
    expect(outcome).toEqual({ kind: "ended" });
    expect(seen.map((e) => (e.type === "cast" ? e.view?.nickname : e.type))).toEqual(["李明", "王芳", "end"]);
    expect(requests).toEqual([`events?screenId=${SCREEN}`]);
  });

  it("answers ended for an unknown screen (404 envelope) and dropped when the connection closes early", async () => {
    scripts[EVENTS] = [
      (_req, res) => gone(res),
      (_req, res) => {
        sse(res);
        send(res, { type: "cast", view: view(3) });
        res.end();
      },
      (_req, res) => json(res, 502, { code: 500, data: null, msg: "bad gateway" }),
    ];
    expect(await readScreenCastStream(base, SCREEN, () => undefined)).toEqual({ kind: "ended" });
    expect(await readScreenCastStream(base, SCREEN, () => undefined)).toEqual({ kind: "dropped", events: 1 });
    expect(await readScreenCastStream(base, SCREEN, () => undefined)).toEqual({ kind: "dropped", events: 0 });
  });

  it("skips data that is not a contract event", () => {
    expect(parseStreamEvent("not json")).toBeNull();
    expect(parseStreamEvent('{"type":"other"}')).toBeNull();
    expect(parseStreamEvent('{"type":"cast"}')).toBeNull();
    expect(parseStreamEvent('{"type":"end"}')).toEqual({ type: "end" });
  });

  it("waits longer after each failed attempt, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe("following a cast", () => {
  it("reconnects after a drop, shows the fallback view meanwhile, and ends with the cast", async () => {
    scripts[EVENTS] = [
      (_req, res) => {
        sse(res);
        send(res, { type: "cast", view: view(1) });
        res.end();
      },
      (_req, res) => res.destroy(),
      (_req, res) => {
        sse(res);
        send(res, { type: "cast", view: view(3, "张伟") });
        send(res, { type: "end" });
        res.end();
      },
    ];
    scripts[VIEW] = [(_req, res) => json(res, 200, { code: 0, data: view(2, "王芳"), msg: "" })];
    const states: ScreenCastState[] = [];
    const waits: number[] = [];
    await followScreenCast(base, SCREEN, {
      signal: new AbortController().signal,
      onState: (state) => states.push(state),
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(states.map((s) => `${s.status}:${s.view?.nickname ?? "-"}`)).toEqual([
      "connecting:-",
      "live:李明",
      "reconnecting:李明",
      "reconnecting:王芳",
      // The second attempt fails at once; the view read then fails too (no script): the view stays.
      "reconnecting:王芳",
      "live:张伟",
      "ended:-",
    ]);
    // The first drop followed a delivered event (attempts start over); the second did not.
    expect(waits).toEqual([1000, 2000]);
  });

  it("ends when the fallback read says the cast is over", async () => {
    scripts[EVENTS] = [(_req, res) => res.destroy()];
    scripts[VIEW] = [(_req, res) => gone(res)];
    const states: string[] = [];
    await followScreenCast(base, SCREEN, {
      signal: new AbortController().signal,
      onState: (state) => states.push(state.status),
      wait: async () => undefined,
    });
    expect(states).toEqual(["connecting", "reconnecting", "ended"]);
  });

  it("never goes back to an older cast", async () => {
    scripts[EVENTS] = [
      (_req, res) => {
        sse(res);
        send(res, { type: "cast", view: view(5, "张伟") });
        res.end();
      },
      (_req, res) => gone(res),
    ];
    scripts[VIEW] = [(_req, res) => json(res, 200, { code: 0, data: view(4, "旧"), msg: "" })];
    const names: string[] = [];
    await followScreenCast(base, SCREEN, {
      signal: new AbortController().signal,
      onState: (state) => names.push(state.view?.nickname ?? "-"),
      wait: async () => undefined,
    });
    expect(names).toEqual(["-", "张伟", "张伟", "张伟", "-"]);
  });

  it("stops when aborted while connected", async () => {
    scripts[EVENTS] = [
      (_req, res) => {
        sse(res);
        send(res, { type: "cast", view: view(1) });
      },
    ];
    const controller = new AbortController();
    const states: string[] = [];
    const following = followScreenCast(base, SCREEN, {
      signal: controller.signal,
      onState: (state) => {
        states.push(state.status);
        if (state.status === "live") controller.abort();
      },
    });
    await following;
    expect(states).toEqual(["connecting", "live"]);
  });
});
