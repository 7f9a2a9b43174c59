// What a class session uses around its activities: uploads (/teach/file and the chunk cache),
// classroom control (video, mode), share links and the environment the client connects to.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { changeControl } from "../classroom/control.js";
import { ownItem } from "../classroom/sessions.js";
import { joinByShareLink, liveShareLink, revokeShareLink, viewShareLink } from "../classroom/share-links.js";
import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import { saveUpload } from "../lib/files.js";
import { type Handler, me, ms, op } from "./types.js";
import { serverMessages } from "../lib/messages.js";

function shareLinkView(
  ctx: { req: { protocol: string; headers: { host?: string } } },
  link: typeof schema.shareLinks.$inferSelect,
) {
  const host = ctx.req.headers.host ?? "127.0.0.1";
  return {
    id: link.id,
    courseItemId: link.courseItemId,
    code: link.code,
    url: `${ctx.req.protocol}://${host}/share/${link.code}`,
    expireTime: ms(link.expireTime),
  };
}

export const resourceHandlers: Record<string, Handler> = {
  "POST /teach/file/s3/ali/api": op(async (ctx) => saveUpload(ctx.services, ctx.req, me(ctx), "file", "path")),

  "PUT /class/resource/saveUploadFilesToCache/api": op<{ partId: string; md5: string }>(async (ctx) => {
    const body = ctx.body as unknown;
    if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(serverMessages.chunkEmpty);
    const { partId, md5 } = ctx.query;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(partId)) throw badRequest(serverMessages.chunkPartId);
    if (!/^[a-fA-F0-9]{32}$/.test(md5)) throw badRequest(serverMessages.chunkMd5);
    const actual = createHash("md5").update(body).digest("hex");
    if (actual !== md5.toLowerCase()) throw badRequest(serverMessages.chunkMd5Mismatch);
    const dir = join(ctx.services.config.dataDir, "chunks", md5.toLowerCase());
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, partId), body);
    return { partId, md5: md5.toLowerCase(), cached: true };
  }),

  "GET /teach/control/video/start": op(async (ctx) => changeControl(ctx.services, me(ctx), { videoOn: true })),
  "GET /teach/control/video/end": op(async (ctx) => changeControl(ctx.services, me(ctx), { videoOn: false })),
  "GET /teach/control/mode": op<{ mode: 0 | 1 | 2 }>(async (ctx) =>
    changeControl(ctx.services, me(ctx), { mode: ctx.query.mode }),
  ),

  "POST /teach/course-sharelink/create": op<never, { courseItemId: number; expireMinutes?: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.body.courseItemId);
    const code = randomBytes(9).toString("base64url");
    const expireTime = ctx.body.expireMinutes
      ? new Date(ctx.services.clock.now().getTime() + ctx.body.expireMinutes * 60_000)
      : null;
    const [link] = await ctx.services.db
      .insert(schema.shareLinks)
      .values({ courseItemId: item.id, code, expireTime })
      .returning();
    return shareLinkView(ctx, link!);
  }),

  "GET /teach/course-sharelink/get": op<{ courseItemId: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.query.courseItemId);
    const live = await liveShareLink(ctx.services, item.id);
    return live ? shareLinkView(ctx, live) : null;
  }),

  "GET /teach/course-sharelink/view": op<{ code: string }>(async (ctx) =>
    viewShareLink(ctx.services, me(ctx), ctx.query.code),
  ),
  "POST /teach/course-sharelink/join": op<{ code: string }>(async (ctx) =>
    joinByShareLink(ctx.services, me(ctx), ctx.query.code),
  ),
  "DELETE /teach/course-sharelink/revoke": op<{ id: number }>(async (ctx) =>
    revokeShareLink(ctx.services, me(ctx), ctx.query.id),
  ),

  "GET /teach/environment/get": op(async ({ req, services }) => {
    const host = req.headers.host ?? "127.0.0.1";
    return {
      name: process.env.SMARTCLASS_ENV_NAME || "local",
      apiBaseUrl: `${req.protocol}://${host}/admin-api`,
      wsBaseUrl: `${req.protocol === "https" ? "wss" : "ws"}://${host}/admin-api/infra/ws`,
      tenantEnabled: false,
      captchaEnabled: false,
      docsEnabled: false,
      version: "0.1.0",
      previewOrigins: services.config.previewOrigins ?? [],
    };
  }),
};
