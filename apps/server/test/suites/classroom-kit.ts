// What the parts of the course and sign-in suite share: the suite's server, password-login tokens of
// the demo accounts (cached), user ids, a teacher's seeded class session, and a raw push socket that
// records every frame.
import { eq } from "drizzle-orm";
import WebSocket from "ws";

import { schema } from "../../src/db/index.js";
import type { TestServer } from "../helpers.js";

export interface Socket {
  ws: WebSocket;
  frames: string[];
  closed: Promise<{ code: number; reason: string }>;
}

export interface ClassroomKit {
  /** The suite's server, started before any part's tests run. */
  server(): TestServer;
  tokenOf(username: string): Promise<string>;
  userId(username: string): Promise<number>;
  /** The teacher's seeded class session and its course. */
  itemOf(teacher: string): Promise<{ id: number; courseId: number }>;
  /** Opens a push socket with the token in the URL (on another instance when `base` is given). */
  connect(token: string, deviceType?: string, base?: string): Promise<Socket>;
}

/** The helpers, bound to the suite's server. */
export function classroomKit(server: () => TestServer): ClassroomKit {
  const tokens: Record<string, string> = {};

  async function tokenOf(username: string): Promise<string> {
    tokens[username] ??= (await server().login(username)).accessToken;
    return tokens[username]!;
  }

  async function userId(username: string): Promise<number> {
    const [u] = await server()
      .database.db.select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.username, username));
    return u!.id;
  }

  async function itemOf(teacher: string) {
    const [row] = await server()
      .database.db.select({ id: schema.courseItems.id, courseId: schema.courseItems.courseId })
      .from(schema.courseItems)
      .where(eq(schema.courseItems.teacherId, await userId(teacher)));
    return row!;
  }

  function connect(token: string, deviceType?: string, base = server().base): Promise<Socket> {
    const url = new URL(`${base.replace(/^http/, "ws")}/infra/ws`);
    url.searchParams.set("token", token);
    if (deviceType) url.searchParams.set("deviceType", deviceType);
    const ws = new WebSocket(url);
    const frames: string[] = [];
    ws.on("message", (d) => frames.push(d.toString()));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve({ ws, frames, closed }));
      ws.once("error", reject);
    });
  }

  return { server, tokenOf, userId, itemOf, connect };
}
