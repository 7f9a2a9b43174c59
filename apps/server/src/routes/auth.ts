// Authentication: password, SMS and e-mail login, refresh, logout, the current user and its menus,
// codes, captcha (switched off), social and SaaS login (no provider configured), OAuth2 authorisation.
import { randomBytes, randomUUID } from "node:crypto";

import { and, eq, inArray, ne } from "drizzle-orm";

import type { AuthUser, TokenPair } from "../auth.js";
import { schema } from "../db/index.js";
import { businessError, notFound } from "../lib/errors.js";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "../lib/password.js";
import { authMessages } from "../auth-messages.js";
import { menuTitle, prefersEnglish } from "../menu-titles-en.js";
import { changeOwnPassword, newPasswordHash, requirePasswordLength } from "./passwords.js";
import { type Handler, me, op, type Services } from "./types.js";

const HOUR = 3_600_000;

// SMS scenes that only mean something for a registered number (1 login, 3 change password, 4 reset
// password, as the calls that accept the codes check them); for another number nothing is sent, and
// the answer is the same, so that the call does not tell who has an account.
const SMS_SCENES_FOR_USERS = new Set([1, 3, 4]);

/** Signs a user in (refusing a disabled or expired account) and notes where from. */
export async function loginAs(
  services: Services,
  user: typeof schema.users.$inferSelect,
  ip: string,
): Promise<TokenPair> {
  if (user.status !== 0) throw businessError(1_002_000_001, authMessages.accountDisabled);
  const now = services.clock.now();
  if (user.expireTime && user.expireTime.getTime() < now.getTime())
    throw businessError(1_002_000_007, authMessages.accountExpired);
  await services.db.update(schema.users).set({ loginIp: ip, loginDate: now }).where(eq(schema.users.id, user.id));
  return services.auth.login(user.id);
}

async function userBy(services: Services, column: "username" | "mobile" | "email", value: string) {
  const [user] = await services.db.select().from(schema.users).where(eq(schema.users[column], value)).limit(1);
  return user;
}

/** The route records of a user's menus, as a tree; titles in English when `english`. */
async function menusFor(services: Services, roleIds: number[], english = false) {
  if (roleIds.length === 0) return [];
  const rows = await services.db
    .selectDistinct({ menu: schema.menus })
    .from(schema.roleMenus)
    .innerJoin(schema.menus, eq(schema.menus.id, schema.roleMenus.menuId))
    .where(inArray(schema.roleMenus.roleId, roleIds));
  const menus = rows.map((r) => r.menu).sort((a, b) => a.sort - b.sort || a.id - b.id);
  type Route = ReturnType<typeof toRoute>;
  const toRoute = (m: (typeof menus)[number]) => ({
    id: m.id,
    parentId: m.parentId,
    name: m.name,
    path: m.path,
    component: m.component ?? "",
    componentName: m.componentName ?? m.name,
    icon: m.icon ?? "",
    visible: m.visible,
    keepAlive: m.keepAlive,
    meta: {
      title: menuTitle(m.name, m.title, english),
      icon: m.icon ?? "",
      noCache: !m.keepAlive,
      hidden: !m.visible,
      ...(m.affix ? { affix: true } : {}),
      ...(m.type === 1 ? { alwaysShow: true } : {}),
      ...(/^https?:\/\//.test(m.path) ? { link: m.path } : {}),
    },
    children: [] as unknown[],
  });
  const byId = new Map<number, Route>(menus.map((m) => [m.id, toRoute(m)]));
  const roots: Route[] = [];
  for (const route of byId.values()) {
    const parent = byId.get(route.parentId);
    if (parent) parent.children.push(route);
    else roots.push(route);
  }
  const prune = (r: Route): Route => {
    if (r.children.length === 0) {
      const { children: _c, ...rest } = r;
      return rest as Route;
    }
    return { ...r, children: (r.children as Route[]).map(prune) };
  };
  return roots.map(prune);
}

function loginUserInfo(user: AuthUser) {
  return {
    id: user.id,
    userName: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    roles: user.roles,
    permissions: user.permissions,
    roleIds: user.roleIds,
  };
}

function noProvider(kind: "social" | "saas"): never {
  throw businessError(1_002_018_000, kind === "social" ? authMessages.noSocialProvider : authMessages.noSaasProvider);
}

export const authHandlers: Record<string, Handler> = {
  "POST /teach/auth/login": op<never, { username: string; password: string; socialCode?: string; socialType?: number }>(
    async ({ body, services, req }) => {
      const username = body.username.trim();
      if (!username) throw businessError(400, authMessages.usernameRequired);
      const { config, limiter, loginGuard } = services;
      // Only failures count against the address, so a class signing in together behind one school
      // address is never held up (however many at once), and a guesser is.
      const window = config.loginFailureWindowMs;
      await limiter.check("login-address", req.ip, config.limits.loginFailuresPerAddress, window);
      // The guess is counted before the password is checked: concurrent guesses cannot all slip in.
      const wait = await loginGuard.reserve(username, req.ip);
      if (wait > 0) {
        await limiter.count("login-address", req.ip, window);
        throw businessError(1_002_000_005, authMessages.tooManyFailures(Math.ceil(wait / 60)));
      }
      const user = await userBy(services, "username", username);
      const cost = config.passwordHashCost;
      const ok = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash(cost)));
      if (!user || !ok) {
        await Promise.all([
          services.auth.recordFailure(username, req.ip),
          limiter.count("login-address", req.ip, window),
        ]);
        throw businessError(1_002_000_000, authMessages.loginFailed);
      }
      if (body.socialCode !== undefined && body.socialType !== undefined) noProvider("social");
      await loginGuard.clear(username, req.ip);
      if (needsRehash(user.passwordHash, cost)) {
        // The password is known only now: replace a hash made at a lower cost (unless it changed meanwhile).
        await services.db
          .update(schema.users)
          .set({ passwordHash: await hashPassword(body.password, cost) })
          .where(and(eq(schema.users.id, user.id), eq(schema.users.passwordHash, user.passwordHash)));
      }
      return loginAs(services, user, req.ip);
    },
  ),

  "POST /system/auth/refresh-token": op<{ refreshToken: string }>(async ({ query, services }) =>
    services.auth.refresh(query.refreshToken),
  ),

  "POST /teach/auth/logout": op(async (ctx) => {
    await ctx.services.auth.revokeSession(me(ctx).sessionId, "logout");
    return true;
  }),

  "GET /teach/user/current": op(async (ctx) => loginUserInfo(me(ctx))),

  "GET /teach/auth/get-permission-info": op(async (ctx) => {
    const user = me(ctx);
    // The menu titles follow the request's language: the answer differs by Accept-Language.
    ctx.reply.header("Vary", "Accept-Language");
    return {
      user: loginUserInfo(user),
      roles: user.roles,
      permissions: user.permissions,
      menus: await menusFor(ctx.services, user.roleIds, prefersEnglish(ctx.req.headers["accept-language"])),
    };
  }),

  "GET /teach/auth/jwt": op(async (ctx) => ctx.services.auth.sign({ typ: "embed" }, me(ctx).id, 300)),

  "GET /teach/auth/expireTime": op(async (ctx) => {
    const [row] = await ctx.services.db
      .select({ expireTime: schema.users.expireTime })
      .from(schema.users)
      .where(eq(schema.users.id, me(ctx).id));
    const at = row?.expireTime?.getTime() ?? null;
    return {
      expireTime: at,
      remainingDays:
        at === null ? null : Math.max(0, Math.floor((at - ctx.services.clock.now().getTime()) / 86_400_000)),
    };
  }),

  "POST /teach/auth/email": op<never, { email: string; code: string }>(async ({ body, services, req }) => {
    await services.codes.verify(body.email.toLowerCase(), body.code, undefined);
    const user = await userBy(services, "email", body.email.toLowerCase());
    if (!user) throw businessError(1_002_000_008, authMessages.emailNotBound);
    return loginAs(services, user, req.ip);
  }),

  "GET /teach/auth/saas/login": op(async () => noProvider("saas")),
  "GET /system/auth/social-auth-redirect": op(async () => noProvider("social")),
  "POST /system/auth/social-login": op(async () => noProvider("social")),

  "POST /teach/captcha/get": op(async () => ({ token: randomUUID(), secretKey: "", result: true })),
  "POST /teach/captcha/check": op<never, { token?: string }>(async ({ body }) => ({
    token: body.token ?? "",
    result: true,
  })),

  "POST /system/auth/send-sms-code": op<never, { mobile: string; scene: number }>(async ({ body, services, req }) => {
    const mobile = body.mobile.trim();
    const deliver = !SMS_SCENES_FOR_USERS.has(body.scene) || Boolean(await userBy(services, "mobile", mobile));
    await services.codes.send("sms", mobile, body.scene, req.ip, deliver);
    return true;
  }),

  "POST /system/auth/sms-login": op<never, { mobile: string; code: string }>(async ({ body, services, req }) => {
    const mobile = body.mobile.trim();
    await services.codes.verify(mobile, body.code, 1);
    const user = await userBy(services, "mobile", mobile);
    if (!user) throw businessError(1_002_000_009, authMessages.mobileNotRegistered);
    return loginAs(services, user, req.ip);
  }),

  "GET /teach/user/sendEmailCode": op<{ email: string }>(async ({ query, services, req }) => {
    // Its only use is signing in (/teach/auth/email): an address no account has gets nothing.
    const email = query.email.toLowerCase();
    await services.codes.send("email", email, 1, req.ip, Boolean(await userBy(services, "email", email)));
    return true;
  }),

  "POST /teach/user/sendMobileCode": op<{ type: number }, { mobile: string }>(
    async ({ query, body, services, req }) => {
      const mobile = body.mobile.trim();
      const deliver = !SMS_SCENES_FOR_USERS.has(query.type) || Boolean(await userBy(services, "mobile", mobile));
      await services.codes.send("sms", mobile, query.type, req.ip, deliver);
      return true;
    },
  ),

  "POST /teach/user/validateMobileCode": op<never, { mobile: string; code: string; type?: number }>(
    async ({ body, services }) => {
      await services.codes.verify(body.mobile.trim(), body.code, body.type, true);
      return true;
    },
  ),

  "POST /teach/user/forgotPassword": op<never, { mobile: string; code: string; password: string }>(
    async ({ body, services, req }) => {
      await services.limiter.hit("reset-address", req.ip, services.config.limits.resetPerAddress, HOUR);
      requirePasswordLength(body.password);
      const user = await userBy(services, "mobile", body.mobile.trim());
      await services.codes.verify(body.mobile.trim(), body.code, 4);
      if (!user) throw businessError(1_002_000_009, authMessages.mobileNotRegistered);
      await services.db
        .update(schema.users)
        .set({ passwordHash: await newPasswordHash(services, body.password) })
        .where(eq(schema.users.id, user.id));
      await services.auth.revokeUser(user.id, "password reset");
      return true;
    },
  ),

  "POST /teach/user/updateMobile": op<never, { mobile: string; code: string }>(async (ctx) => {
    const user = me(ctx);
    const mobile = ctx.body.mobile.trim();
    const [taken] = await ctx.services.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.mobile, mobile), ne(schema.users.id, user.id)));
    if (taken) throw businessError(1_002_003_001, authMessages.mobileInUse);
    await ctx.services.codes.verify(mobile, ctx.body.code, 2);
    await ctx.services.db.update(schema.users).set({ mobile }).where(eq(schema.users.id, user.id));
    return true;
  }),

  "POST /teach/user/update-password": op<never, { oldPassword: string; newPassword: string }>(async (ctx) =>
    changeOwnPassword(ctx.services, me(ctx), ctx.body.oldPassword, ctx.body.newPassword),
  ),

  "GET /system/oauth2/authorize": op<{ clientId: string }>(async (ctx) => {
    const client = await oauthClient(ctx.services, ctx.query.clientId);
    const approvals = await ctx.services.db
      .select()
      .from(schema.oauth2Approvals)
      .where(and(eq(schema.oauth2Approvals.userId, me(ctx).id), eq(schema.oauth2Approvals.clientId, client.clientId)));
    const approved = (scope: string) =>
      approvals.some((a) => a.scope === scope && a.approved && a.expiresAt > ctx.services.clock.now());
    return {
      client: { name: client.name, logo: client.logo ?? "" },
      scopes: client.scopes.map((key) => ({ key, value: approved(key) })),
    };
  }),

  "POST /system/oauth2/authorize": op<
    never,
    {
      response_type: "code" | "token";
      client_id: string;
      redirect_uri: string;
      state?: string;
      auto_approve: boolean;
      scope?: string;
    }
  >(async (ctx) => {
    const { body, services } = ctx;
    const user = me(ctx);
    const client = await oauthClient(services, body.client_id);
    if (!client.redirectUris.includes(body.redirect_uri))
      throw businessError(1_002_020_002, authMessages.redirectNotRegistered);
    let requested: Record<string, boolean> = {};
    if (body.scope) {
      try {
        const parsed = JSON.parse(body.scope) as unknown;
        if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
        requested = Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, v === true]));
      } catch {
        throw businessError(400, authMessages.scopeNotObject);
      }
    }
    const unknownScope = Object.keys(requested).find((s) => !client.scopes.includes(s));
    if (unknownScope) throw businessError(1_002_020_003, authMessages.scopeNotRegistered(unknownScope));
    const now = services.clock.now();
    const expiresAt = new Date(now.getTime() + 30 * 86_400_000);
    let granted: string[];
    if (body.auto_approve) {
      const previous = await services.db
        .select()
        .from(schema.oauth2Approvals)
        .where(and(eq(schema.oauth2Approvals.userId, user.id), eq(schema.oauth2Approvals.clientId, client.clientId)));
      const ok = (s: string) =>
        client.autoApproveScopes.includes(s) || previous.some((a) => a.scope === s && a.approved && a.expiresAt > now);
      const wanted = Object.keys(requested).length ? Object.keys(requested) : client.scopes;
      // Not every scope can be approved silently: the page must ask the user (empty answer).
      if (!wanted.every(ok)) return "";
      granted = wanted;
    } else {
      for (const [scope, approved] of Object.entries(requested)) {
        await services.db
          .insert(schema.oauth2Approvals)
          .values({ userId: user.id, clientId: client.clientId, scope, approved, expiresAt })
          .onConflictDoUpdate({
            target: [schema.oauth2Approvals.userId, schema.oauth2Approvals.clientId, schema.oauth2Approvals.scope],
            set: { approved, expiresAt },
          });
      }
      granted = Object.entries(requested)
        .filter(([, v]) => v)
        .map(([k]) => k);
    }
    const url = new URL(body.redirect_uri);
    if (granted.length === 0) {
      url.searchParams.set("error", "access_denied");
      if (body.state) url.searchParams.set("state", body.state);
      return url.toString();
    }
    if (body.response_type === "token") {
      const token = await services.auth.sign(
        { typ: "oauth2", client_id: client.clientId, scope: granted.join(" ") },
        user.id,
        3600,
      );
      const fragment = new URLSearchParams({
        access_token: token,
        token_type: "bearer",
        expires_in: "3600",
        scope: granted.join(" "),
      });
      if (body.state) fragment.set("state", body.state);
      url.hash = fragment.toString();
      return url.toString();
    }
    const code = randomBytes(24).toString("base64url");
    await services.db.insert(schema.oauth2Codes).values({
      code,
      clientId: client.clientId,
      userId: user.id,
      redirectUri: body.redirect_uri,
      scopes: granted,
      state: body.state ?? null,
      expiresAt: new Date(now.getTime() + 5 * 60_000),
    });
    url.searchParams.set("code", code);
    if (body.state) url.searchParams.set("state", body.state);
    return url.toString();
  }),
};

async function oauthClient(services: Services, clientId: string) {
  const [client] = await services.db
    .select()
    .from(schema.oauth2Clients)
    .where(eq(schema.oauth2Clients.clientId, clientId));
  if (!client) throw notFound(authMessages.clientNotFound(clientId));
  return client;
}
