// Screen-casting an assignment to the big screen (/teach/assignment/castScreen…): the teacher starts,
// changes and ends a cast; the screen reads the public view and follows its event stream.
import type { components } from "@smartclass/api";

import { castViewOf, currentCastOf, endCasts, startCast, streamCast } from "../assignment/screen-cast.js";
import { type Handler, me, op } from "./types.js";

export const assignmentCastHandlers: Record<string, Handler> = {
  "POST /teach/assignment/castScreen": op<{ assignmentId: number }, components["schemas"]["ScreenCastStart"]>(
    async (ctx) => startCast(ctx.services, me(ctx), ctx.query.assignmentId, ctx.body ?? {}),
  ),

  "GET /teach/assignment/castScreen/end": op<{ assignmentId?: number }>(async (ctx) => {
    await endCasts(ctx.services, me(ctx), ctx.query.assignmentId);
    return true;
  }),

  "GET /teach/assignment/castScreen/get": op<{ assignmentId: number }>(async (ctx) =>
    currentCastOf(ctx.services, me(ctx), ctx.query.assignmentId),
  ),

  "GET /teach/assignment/castScreen/view": op<{ screenId: string }>(async (ctx) =>
    castViewOf(ctx.services, ctx.query.screenId),
  ),

  "GET /teach/assignment/castScreen/events": op<{ screenId: string }>(async (ctx) => {
    await streamCast(ctx.services, ctx.reply, ctx.query.screenId);
  }),
};
