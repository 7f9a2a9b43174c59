// Authentication over real HTTP: password login, throttling, refresh rotation and reuse, logout,
// the current user and menus per role, codes, password and mobile flows, captcha, social, OAuth2.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { SETUP_TIMEOUT, startServer, type TestServer, engineAvailable, type Engine } from "../helpers.js";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineAuthTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    // The production default: the second tab's reuse must fall within it however slow the machine is.
    const GRACE = 5_000;

    beforeAll(async () => {
      s = await startServer(engine, { refreshReuseGraceMs: GRACE, loginMaxFailures: 3 });
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    async function latestCode(target: string): Promise<string> {
      const code = s.codeSentTo(target);
      if (!code) throw new Error(`no code for ${target}`);
      return code;
    }

    async function clearCodes(target: string) {
      await s.database.db.delete(schema.verifyCodes).where(eq(schema.verifyCodes.target, target));
    }

    describe("password login", () => {
      it("logs in every demo role, trimming the user name, and answers the token pair", async () => {
        for (const [username, password] of [
          [" admin ", "admin123"],
          ["teacher1", "teacher123"],
          ["teacher2", "teacher123"],
          ["student01", "student123"],
          ["student40", "student123"],
        ]) {
          const r = await s.call<{ userId: number; accessToken: string; refreshToken: string; expiresTime: number }>(
            "POST",
            "/teach/auth/login",
            { body: { username, password } },
          );
          expect(r.status).toBe(200);
          expect(r.code).toBe(0);
          expect(r.data.userId).toBeGreaterThan(0);
          expect(r.data.accessToken.split(".")).toHaveLength(3);
          expect(r.data.refreshToken.length).toBeGreaterThan(20);
          expect(r.data.expiresTime).toBeGreaterThan(Date.now());
        }
      });

      it("refuses a wrong password with a business error and no token", async () => {
        const r = await s.call("POST", "/teach/auth/login", { body: { username: "teacher2", password: "nope" } });
        expect(r.code).toBe(1_002_000_000);
        expect(r.msg).toBe("登录失败，账号密码不正确");
        expect(r.data).toBeNull();
      });

      it("throttles a user name after repeated failures, even with the right password", async () => {
        for (let i = 0; i < 3; i++)
          await s.call("POST", "/teach/auth/login", { body: { username: "student39", password: "bad" } });
        const r = await s.call("POST", "/teach/auth/login", {
          body: { username: "student39", password: "student123" },
        });
        expect(r.code).toBe(1_002_000_005);
        expect(r.msg).toContain("登录失败次数过多");
        // Another account is not affected.
        expect(
          (await s.call("POST", "/teach/auth/login", { body: { username: "student38", password: "student123" } })).code,
        ).toBe(0);
      });

      it("answers 400 naming the field for bad input", async () => {
        const missing = await s.call("POST", "/teach/auth/login", { body: { username: "admin" } });
        expect(missing.status).toBe(400);
        expect(missing.code).toBe(400);
        expect(missing.msg).toContain("password");
        const wrongType = await s.call("POST", "/teach/auth/login", { body: { username: 5, password: "x" } });
        expect(wrongType.status).toBe(400);
        expect(wrongType.msg).toContain("username");
        const tooLong = await s.call("POST", "/teach/auth/login", {
          body: { username: "a".repeat(31), password: "x" },
        });
        expect(tooLong.status).toBe(400);
        expect(tooLong.msg).toContain("username");
        const malformed = await s.call("POST", "/teach/auth/login", {
          rawBody: "{bad json",
          contentType: "application/json",
        });
        expect(malformed.status).toBe(400);
        expect(malformed.code).toBe(400);
      });
    });

    describe("tokens", () => {
      it("rotates refresh tokens: each is single use, the new pair works", async () => {
        const first = await s.login("student02");
        const r1 = await s.call<{ accessToken: string; refreshToken: string }>("POST", "/system/auth/refresh-token", {
          query: { refreshToken: first.refreshToken },
        });
        expect(r1.code).toBe(0);
        expect(r1.data.refreshToken).not.toBe(first.refreshToken);
        const me = await s.call<{ userName: string }>("GET", "/teach/user/current", { token: r1.data.accessToken });
        expect(me.data.userName).toBe("student02");
        const r2 = await s.call<{ refreshToken: string }>("POST", "/system/auth/refresh-token", {
          query: { refreshToken: r1.data.refreshToken },
        });
        expect(r2.code).toBe(0);
        // Tokens never reach the log, not even in a logged URL.
        const logs = s.logs.join("\n");
        expect(logs).toContain("refreshToken=[redacted]");
        for (const secret of [first.refreshToken, r1.data.refreshToken, first.accessToken])
          expect(logs).not.toContain(secret);
      });

      it("tolerates a reuse within the grace period, and revokes the family on a later reuse", async () => {
        const pair = await s.login("student03");
        const a = await s.call<{ accessToken: string; refreshToken: string }>("POST", "/system/auth/refresh-token", {
          query: { refreshToken: pair.refreshToken },
        });
        const b = await s.call<{ accessToken: string; refreshToken: string }>("POST", "/system/auth/refresh-token", {
          query: { refreshToken: pair.refreshToken },
        });
        expect(a.code).toBe(0);
        expect(b.code).toBe(0); // a second tab, within the grace period
        s.clock.advance(GRACE + 1);
        const late = await s.call("POST", "/system/auth/refresh-token", { query: { refreshToken: pair.refreshToken } });
        expect(late.code).toBe(401);
        expect(late.msg).toBe("无效的刷新令牌");
        // The whole family is revoked: the tokens issued from it no longer work.
        expect((await s.call("GET", "/teach/user/current", { token: a.data.accessToken })).code).toBe(401);
        expect(
          (await s.call("POST", "/system/auth/refresh-token", { query: { refreshToken: b.data.refreshToken } })).code,
        ).toBe(401);
        // Another login of the same user is untouched.
        const other = await s.login("student03");
        expect((await s.call("GET", "/teach/user/current", { token: other.accessToken })).code).toBe(0);
      });

      it("refuses unknown refresh tokens silently-recognisably and requires the parameter", async () => {
        const r = await s.call("POST", "/system/auth/refresh-token", { query: { refreshToken: "nope" } });
        expect(r.code).toBe(401);
        expect(r.msg).toBe("无效的刷新令牌");
        const missing = await s.call("POST", "/system/auth/refresh-token");
        expect(missing.status).toBe(400);
        expect(missing.msg).toContain("refreshToken");
      });

      it("logout revokes the access and refresh tokens", async () => {
        const pair = await s.login("student04");
        expect((await s.call("POST", "/teach/auth/logout", { token: pair.accessToken })).data).toBe(true);
        expect((await s.call("GET", "/teach/user/current", { token: pair.accessToken })).code).toBe(401);
        expect(
          (await s.call("POST", "/system/auth/refresh-token", { query: { refreshToken: pair.refreshToken } })).code,
        ).toBe(401);
        expect((await s.call("POST", "/teach/auth/logout")).status).toBe(401);
      });

      it("refuses missing, malformed and expired access tokens with 401", async () => {
        expect((await s.call("GET", "/teach/user/current")).status).toBe(401);
        expect((await s.call("GET", "/teach/user/current", { token: "abc.def.ghi" })).code).toBe(401);
        const pair = await s.login("student05");
        const expired = await s.services.auth.sign({ typ: "access", sid: "x" }, pair.userId, -10);
        expect((await s.call("GET", "/teach/user/current", { token: expired })).code).toBe(401);
      });

      it("refuses an access token once it expires, though it was accepted before", async () => {
        const pair = await s.login("student07");
        const sid = (
          JSON.parse(Buffer.from(pair.accessToken.split(".")[1]!, "base64url").toString()) as { sid: string }
        ).sid;
        const shortLived = await s.services.auth.sign({ typ: "access", sid }, pair.userId, 2);
        expect((await s.call("GET", "/teach/user/current", { token: shortLived })).code).toBe(0);
        // Two seconds and a little later on the server's clock (a token's expiry counts whole seconds).
        s.clock.advance(2_001);
        const late = await s.call("GET", "/teach/user/current", { token: shortLived });
        expect([late.status, late.msg]).toEqual([401, "访问令牌无效或已过期"]);
        expect((await s.call("GET", "/teach/user/current", { token: pair.accessToken })).code).toBe(0);
      });

      it("answers many callers arriving at once each as themselves, refusing the revoked and the forged", async () => {
        const names = ["student08", "student09", "student10", "student11", "student12", "teacher2", "admin"];
        const pairs = await Promise.all(names.map((n) => s.login(n)));
        const sidOf = (token: string) =>
          (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string }).sid;
        // Accepted once (signature checked), then logged out: refused from then on.
        const out = await s.login("student13");
        expect((await s.call("GET", "/teach/user/current", { token: out.accessToken })).code).toBe(0);
        expect((await s.call("POST", "/teach/auth/logout", { token: out.accessToken })).data).toBe(true);
        // A validly signed token naming another user's session.
        const forged = await s.services.auth.sign(
          { typ: "access", sid: sidOf(pairs[0]!.accessToken) },
          pairs[6]!.userId,
          60,
        );
        const answers = await Promise.all([
          ...pairs.map((p) => s.call<{ userName: string }>("GET", "/teach/user/current", { token: p.accessToken })),
          s.call("GET", "/teach/user/current", { token: out.accessToken }),
          s.call("GET", "/teach/user/current", { token: forged }),
        ]);
        expect(answers.slice(0, names.length).map((a) => (a.data as { userName: string }).userName)).toEqual(names);
        expect(answers.slice(names.length).map((a) => a.status)).toEqual([401, 401]);
      });

      it("answers a JWT for embedded pages and the account expiry", async () => {
        const { accessToken } = await s.login("teacher1");
        const jwt = await s.call<string>("GET", "/teach/auth/jwt", { token: accessToken });
        expect(jwt.data.split(".")).toHaveLength(3);
        const exp = await s.call("GET", "/teach/auth/expireTime", { token: accessToken });
        expect(exp.data).toEqual({ expireTime: null, remainingDays: null });
        expect((await s.call("GET", "/teach/auth/jwt")).status).toBe(401);
      });
    });

    describe("current user and menus", () => {
      it("answers the login user info per role", async () => {
        const admin = await s.call<Record<string, unknown>>("GET", "/teach/user/current", {
          token: (await s.login("admin")).accessToken,
        });
        expect(admin.data).toMatchObject({
          userName: "admin",
          nickname: "管理员",
          avatar: "",
          roles: ["admin"],
          permissions: ["*:*:*"],
        });
        expect((admin.data.roleIds as number[]).length).toBe(1);
        const student = await s.call<Record<string, unknown>>("GET", "/teach/user/current", {
          token: (await s.login("student06")).accessToken,
        });
        expect(student.data.roles).toEqual(["student"]);
        expect(student.data.permissions).toContain("teach:sign-in:check-in");
      });

      it("answers menus as route records per role", async () => {
        const names = async (username: string) => {
          const r = await s.call<{
            menus: {
              name: string;
              path: string;
              meta: { title: string };
              children?: { name: string; component: string }[];
            }[];
            user: { userName: string };
          }>("GET", "/teach/auth/get-permission-info", { token: (await s.login(username)).accessToken });
          expect(r.data.user.userName).toBe(username);
          return r.data.menus;
        };
        const admin = await names("admin");
        expect(admin.map((m) => m.name)).toEqual(["Home", "StudentArea", "TeacherArea", "System", "Bpm"]);
        const system = admin.find((m) => m.name === "System")!;
        expect(system.meta.title).toBe("系统管理");
        expect(system.children!.map((c) => c.component)).toContain("system/user/index");
        expect((await names("teacher1")).map((m) => m.name)).toEqual(["Home", "TeacherArea", "Bpm"]);
        const student = await names("student07");
        // Students start processes and follow their own (工作流程: 发起流程, 我的流程, the hidden detail).
        expect(student.map((m) => m.name)).toEqual(["Home", "StudentArea", "Bpm"]);
        expect(student[1]!.path).toBe("/student");
        expect(student[1]!.children!.map((c) => c.name)).toContain("StudentCheckin");
      });
    });

    describe("codes, SMS and e-mail login, password and mobile flows", () => {
      it("sends an SMS code (6 digits, to the log), rate-limits it, and logs in with it once", async () => {
        const mobile = "13800000008";
        await clearCodes(mobile);
        const sent = await s.call("POST", "/system/auth/send-sms-code", { body: { mobile, scene: 1 } });
        expect(sent.data).toBe(true);
        const code = await latestCode(mobile);
        expect(code).toMatch(/^\d{6}$/);
        // The database keeps a hash, not the code.
        const stored = await s.database.db
          .select()
          .from(schema.verifyCodes)
          .where(eq(schema.verifyCodes.target, mobile));
        expect(stored.map((r) => r.code)).not.toContain(code);
        const again = await s.call("POST", "/system/auth/send-sms-code", { body: { mobile, scene: 1 } });
        expect(again.code).not.toBe(0);
        expect(again.msg).toContain("频繁");
        const wrong = await s.call("POST", "/system/auth/sms-login", {
          body: { mobile, code: code === "000000" ? "111111" : "000000" },
        });
        expect(wrong.code).not.toBe(0);
        const ok = await s.call<{ accessToken: string }>("POST", "/system/auth/sms-login", {
          body: { mobile: ` ${mobile}`.trim(), code },
        });
        expect(ok.code).toBe(0);
        expect(
          (await s.call<{ userName: string }>("GET", "/teach/user/current", { token: ok.data.accessToken })).data
            .userName,
        ).toBe("student08");
        expect((await s.call("POST", "/system/auth/sms-login", { body: { mobile, code } })).code).not.toBe(0);
      });

      it("expires codes after 5 minutes", async () => {
        const mobile = "13800000009";
        await clearCodes(mobile);
        await s.call("POST", "/system/auth/send-sms-code", { body: { mobile, scene: 1 } });
        const code = await latestCode(mobile);
        await s.database.db
          .update(schema.verifyCodes)
          .set({ expiresAt: new Date(Date.now() - 1) })
          .where(eq(schema.verifyCodes.target, mobile));
        const r = await s.call("POST", "/system/auth/sms-login", { body: { mobile, code } });
        expect(r.msg).toBe("验证码已过期");
      });

      it("rejects bad SMS input with 400", async () => {
        expect(
          (await s.call("POST", "/system/auth/send-sms-code", { body: { mobile: "12345", scene: 1 } })).status,
        ).toBe(400);
        expect(
          (await s.call("POST", "/system/auth/send-sms-code", { body: { mobile: "13800000001", scene: 9 } })).msg,
        ).toContain("scene");
        expect((await s.call("POST", "/system/auth/sms-login", { body: { mobile: "13800000001" } })).msg).toContain(
          "code",
        );
      });

      it("logs in with an e-mailed code", async () => {
        const email = "student10@smartclass.local";
        await clearCodes(email);
        expect((await s.call("GET", "/teach/user/sendEmailCode", { query: { email } })).data).toBe(true);
        const ok = await s.call("POST", "/teach/auth/email", { body: { email, code: await latestCode(email) } });
        expect(ok.code).toBe(0);
        expect((await s.call("GET", "/teach/user/sendEmailCode", { query: { email: "not-an-email" } })).status).toBe(
          400,
        );
        expect((await s.call("POST", "/teach/auth/email", { body: { email } })).status).toBe(400);
      });

      it("resets a forgotten password with a mobile code and signs out old sessions", async () => {
        const mobile = "13800000011";
        await clearCodes(mobile);
        const before = await s.login("student11");
        await s.call("POST", "/teach/user/sendMobileCode", { query: { type: 4 }, body: { mobile } });
        const code = await latestCode(mobile);
        expect((await s.call("POST", "/teach/user/validateMobileCode", { body: { mobile, code, type: 4 } })).data).toBe(
          true,
        );
        const r = await s.call("POST", "/teach/user/forgotPassword", { body: { mobile, code, password: "newpass11" } });
        expect(r.data).toBe(true);
        expect((await s.call("GET", "/teach/user/current", { token: before.accessToken })).code).toBe(401);
        await s.login("student11", "newpass11");
        expect((await s.call("POST", "/teach/user/forgotPassword", { body: { mobile, code: "12" } })).status).toBe(400);
        expect(
          (await s.call("POST", "/teach/user/sendMobileCode", { query: { type: 7 }, body: { mobile } })).status,
        ).toBe(400);
      });

      it("changes the own password after checking the old one", async () => {
        const { accessToken } = await s.login("student12");
        const wrong = await s.call("POST", "/teach/user/update-password", {
          token: accessToken,
          body: { oldPassword: "x", newPassword: "abcd1234" },
        });
        expect(wrong.msg).toBe("旧密码不正确");
        const ok = await s.call("POST", "/teach/user/update-password", {
          token: accessToken,
          body: { oldPassword: "student123", newPassword: "abcd1234" },
        });
        expect(ok.data).toBe(true);
        await s.login("student12", "abcd1234");
        expect(
          (await s.call("POST", "/teach/user/update-password", { token: accessToken, body: { oldPassword: "x" } }))
            .status,
        ).toBe(400);
      });

      it("updates the mobile with a code sent to the new number", async () => {
        const { accessToken } = await s.login("student13");
        const mobile = "13900000013";
        await s.call("POST", "/teach/user/sendMobileCode", { query: { type: 2 }, body: { mobile } });
        const r = await s.call("POST", "/teach/user/updateMobile", {
          token: accessToken,
          body: { mobile, code: await latestCode(mobile) },
        });
        expect(r.data).toBe(true);
        const [u] = await s.database.db.select().from(schema.users).where(eq(schema.users.username, "student13"));
        expect(u!.mobile).toBe(mobile);
        const taken = await s.call("POST", "/teach/user/updateMobile", {
          token: accessToken,
          body: { mobile: "13800000001", code: "123456" },
        });
        expect(taken.msg).toContain("已被使用");
        expect(
          (
            await s.call("POST", "/teach/user/updateMobile", {
              token: accessToken,
              body: { mobile: "abc", code: "123456" },
            })
          ).status,
        ).toBe(400);
      });
    });

    describe("captcha, social, SaaS and OAuth2", () => {
      it("answers the captcha endpoints with captcha switched off", async () => {
        const get = await s.call<{ token: string; result: boolean }>("POST", "/teach/captcha/get", {
          body: { captchaType: "blockPuzzle" },
        });
        expect(get.code).toBe(0);
        expect(get.data.token).toBeTruthy();
        const check = await s.call<{ result: boolean }>("POST", "/teach/captcha/check", {
          body: { captchaType: "blockPuzzle", token: get.data.token },
        });
        expect(check.data.result).toBe(true);
        expect((await s.call("POST", "/teach/captcha/get", { body: { captchaType: "other" } })).status).toBe(400);
      });

      it("answers a clear error when no social or SaaS provider is configured", async () => {
        const redirect = await s.call("GET", "/system/auth/social-auth-redirect", {
          query: { type: 10, redirectUri: "http://127.0.0.1/x" },
        });
        expect(redirect.code).toBe(1_002_018_000);
        expect(redirect.msg).toContain("未配置");
        const social = await s.call("POST", "/system/auth/social-login", { body: { type: 10, code: "c", state: "s" } });
        expect(social.msg).toContain("未配置");
        const saas = await s.call("GET", "/teach/auth/saas/login", { query: { code: "c", tenant: "t" } });
        expect(saas.msg).toContain("未配置");
        expect((await s.call("GET", "/system/auth/social-auth-redirect", { query: { type: "x" } })).status).toBe(400);
        expect((await s.call("POST", "/system/auth/social-login", { body: { type: 1 } })).status).toBe(400);
        expect((await s.call("GET", "/teach/auth/saas/login")).status).toBe(400);
      });

      it("binding a social account at password login checks the password, then answers that no provider is configured", async () => {
        const social = { socialType: 10, socialCode: "gitee-code", socialState: "s1" };
        // A wrong password is refused as any wrong password is: the provider is not even asked.
        const wrong = await s.call<{ accessToken?: string } | null>("POST", "/teach/auth/login", {
          body: { username: "student30", password: "wrong-pw", ...social },
        });
        expect(wrong.code).toBe(1_002_000_000);
        expect(wrong.msg).toBe("登录失败，账号密码不正确");
        // The right password gets the no-provider error and no session: the account is not bound or signed in.
        const right = await s.call<{ accessToken?: string } | null>("POST", "/teach/auth/login", {
          body: { username: "student30", password: "student123", ...social },
        });
        expect(right.code).toBe(1_002_018_000);
        expect(right.msg).toContain("未配置社交登录平台");
        expect(right.data?.accessToken).toBeUndefined();
        const [account] = await s.database.db
          .select({ loginDate: schema.users.loginDate })
          .from(schema.users)
          .where(eq(schema.users.username, "student30"));
        expect(account!.loginDate).toBeNull();
        // Without the social fields the same password signs in as usual.
        expect((await s.login("student30")).accessToken).toBeTruthy();
      });

      it("authorises a registered OAuth2 client and issues a code", async () => {
        const { accessToken, userId } = await s.login("teacher1");
        const info = await s.call<{ client: { name: string }; scopes: { key: string; value: boolean }[] }>(
          "GET",
          "/system/oauth2/authorize",
          {
            token: accessToken,
            query: { clientId: "default" },
          },
        );
        expect(info.data.client.name).toBe("智慧课堂演示应用");
        expect(info.data.scopes).toEqual([
          { key: "user.read", value: false },
          { key: "user.write", value: false },
        ]);
        const form = new URLSearchParams({
          response_type: "code",
          client_id: "default",
          redirect_uri: "http://127.0.0.1:48080/callback",
          state: "xyz",
          auto_approve: "false",
          scope: JSON.stringify({ "user.read": true, "user.write": false }),
        });
        const r = await s.call<string>("POST", "/system/oauth2/authorize", {
          token: accessToken,
          rawBody: form.toString(),
          contentType: "application/x-www-form-urlencoded",
        });
        expect(r.code).toBe(0);
        const url = new URL(r.data);
        expect(url.searchParams.get("state")).toBe("xyz");
        const code = url.searchParams.get("code")!;
        const [row] = await s.database.db
          .select()
          .from(schema.oauth2Codes)
          .where(and(eq(schema.oauth2Codes.code, code), eq(schema.oauth2Codes.userId, userId)));
        expect(row!.scopes).toEqual(["user.read"]);
        // The approval is remembered.
        const again = await s.call<{ scopes: { key: string; value: boolean }[] }>("GET", "/system/oauth2/authorize", {
          token: accessToken,
          query: { clientId: "default" },
        });
        expect(again.data.scopes[0]).toEqual({ key: "user.read", value: true });
      });

      it("refuses unknown clients, unregistered redirect URIs and bad forms", async () => {
        const { accessToken } = await s.login("teacher1");
        expect(
          (await s.call("GET", "/system/oauth2/authorize", { token: accessToken, query: { clientId: "nope" } })).code,
        ).toBe(404);
        const bad = new URLSearchParams({
          response_type: "code",
          client_id: "default",
          redirect_uri: "https://evil.example/",
          auto_approve: "false",
        });
        expect(
          (
            await s.call("POST", "/system/oauth2/authorize", {
              token: accessToken,
              rawBody: bad.toString(),
              contentType: "application/x-www-form-urlencoded",
            })
          ).msg,
        ).toContain("redirect_uri");
        const missing = new URLSearchParams({ client_id: "default" });
        const r = await s.call("POST", "/system/oauth2/authorize", {
          token: accessToken,
          rawBody: missing.toString(),
          contentType: "application/x-www-form-urlencoded",
        });
        expect(r.status).toBe(400);
        expect((await s.call("GET", "/system/oauth2/authorize", { query: { clientId: "default" } })).status).toBe(401);
      });
    });
  });
}
