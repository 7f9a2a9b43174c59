// What a class session uses around its activities: uploads (/teach/file and the chunk cache),
// classroom control (video, mode), share links and the environment the client connects to.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { desc, eq } from "drizzle-orm";

import { type AuthUser } from "../auth.js";
import { classroomMessages as m } from "../classroom/messages.js";
import { ownItem, teacherCurrentItem } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest, businessError } from "../lib/errors.js";
import { saveUpload } from "../lib/files.js";
import { type Handler, me, ms, op, type Services } from "./types.js";

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

async function setControl(services: Services, user: AuthUser, set: { videoOn?: boolean; mode?: number }) {
  const item = await teacherCurrentItem(services, user.id);
  if (!item) throw businessError(1_003_000_003, m.noClass);
  await services.db.update(schema.courseItems).set(set).where(eq(schema.courseItems.id, item.id));
  return true;
}

export const resourceHandlers: Record<string, Handler> = {
  "POST /teach/file/s3/ali/api": op(async (ctx) => saveUpload(ctx.services, ctx.req, me(ctx), "file", "path")),

  "PUT /class/resource/saveUploadFilesToCache/api": op<{ partId: string; md5: string }>(async (ctx) => {
    const body = ctx.body as unknown;
    if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("请求参数不正确：body 必须是非空的二进制数据");
    const { partId, md5 } = ctx.query;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(partId))
      throw badRequest("请求参数不正确：query.partId 只能包含字母、数字、- 和 _");
    if (!/^[a-fA-F0-9]{32}$/.test(md5)) throw badRequest("请求参数不正确：query.md5 必须是 32 位十六进制");
    const actual = createHash("md5").update(body).digest("hex");
    if (actual !== md5.toLowerCase()) throw badRequest("请求参数不正确：query.md5 与上传内容不一致");
    const dir = join(ctx.services.config.dataDir, "chunks", md5.toLowerCase());
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, partId), body);
    return { partId, md5: md5.toLowerCase(), cached: true };
  }),

  "GET /teach/control/video/start": op(async (ctx) => setControl(ctx.services, me(ctx), { videoOn: true })),
  "GET /teach/control/video/end": op(async (ctx) => setControl(ctx.services, me(ctx), { videoOn: false })),
  "GET /teach/control/mode": op<{ mode: number }>(async (ctx) =>
    setControl(ctx.services, me(ctx), { mode: ctx.query.mode }),
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
    const links = await ctx.services.db
      .select()
      .from(schema.shareLinks)
      .where(eq(schema.shareLinks.courseItemId, item.id))
      .orderBy(desc(schema.shareLinks.id));
    const live = links.find((l) => !l.expireTime || l.expireTime.getTime() > ctx.services.clock.now().getTime());
    return live ? shareLinkView(ctx, live) : null;
  }),

  "GET /teach/environment/get": op(async ({ req }) => {
    const host = req.headers.host ?? "127.0.0.1";
    return {
      name: process.env.SMARTCLASS_ENV_NAME || "local",
      apiBaseUrl: `${req.protocol}://${host}/admin-api`,
      wsBaseUrl: `${req.protocol === "https" ? "wss" : "ws"}://${host}/admin-api/infra/ws`,
      tenantEnabled: false,
      captchaEnabled: false,
      docsEnabled: false,
      version: "0.1.0",
    };
  }),
};
