// The personal centre's calls (contract tag "User profile"); the rules and SQL are in system/profile.ts.
import { saveUpload } from "../lib/files.js";
import { profileOf, setAvatar, updateProfile } from "../system/profile.js";
import { changeOwnPassword } from "./passwords.js";
import { type Handler, me, op } from "./types.js";

export const userProfileHandlers: Record<string, Handler> = {
  "GET /system/user/profile/get": op(async (ctx) => profileOf(ctx.services, me(ctx))),
  "PUT /system/user/profile/update": op<never, { nickname: string; mobile: string; email: string; sex?: number }>(
    async (ctx) => updateProfile(ctx.services, me(ctx), ctx.body),
  ),
  "PUT /system/user/profile/update-password": op<never, { oldPassword: string; newPassword: string }>(async (ctx) =>
    changeOwnPassword(ctx.services, me(ctx), ctx.body.oldPassword, ctx.body.newPassword),
  ),
  "PUT /system/user/profile/update-avatar": op(async (ctx) => {
    const user = me(ctx);
    const stored = await saveUpload(ctx.services, ctx.req, user, "avatarFile", undefined, "avatar", "avatar");
    return setAvatar(ctx.services, user, stored.url);
  }),
};
