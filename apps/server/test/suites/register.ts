// A student's self-service sign-up over real HTTP: an SMS code sent with scene 5, then register answers
// a signed-in student; every refusal (mobile format, taken user name or mobile, wrong code, a code of
// another scene, the create rules for name and password) writes nothing and keeps the code unspent.
import type { components } from "@smartclass/api";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type TokenPair = components["schemas"]["TokenPair"];
type PermissionInfo = components["schemas"]["PermissionInfo"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineRegisterTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    /** Sends a code to `mobile` for `scene` and reads it from the code store. */
    async function codeFor(mobile: string, scene = 5): Promise<string> {
      const sent = await s.call<boolean>("POST", "/system/auth/send-sms-code", { body: { mobile, scene } });
      expect(sent.code).toBe(0);
      const code = s.codeSentTo(mobile);
      if (!code) throw new Error(`no code sent to ${mobile}`);
      return code;
    }

    const register = (body: Record<string, unknown>) => s.call<TokenPair>("POST", "/system/auth/register", { body });
    const userCount = async () => (await s.database.db.select({ n: count() }).from(schema.users))[0]!.n;
    const unspent = async (mobile: string) =>
      (
        await s.database.db
          .select({ n: count() })
          .from(schema.verifyCodes)
          .where(and(eq(schema.verifyCodes.target, mobile), isNull(schema.verifyCodes.usedAt)))
      )[0]!.n;

    it("creates an enabled student, signed in at once, with the code sent for scene 5", async () => {
      const code = await codeFor("13700000001");
      const r = await register({ username: "new_student", password: "pass1234", mobile: "13700000001", code });
      expect(r.status).toBe(200);
      expect(r.code).toBe(0);
      expect(r.data.accessToken).toBeTruthy();
      const info = await s.call<PermissionInfo>("GET", "/teach/auth/get-permission-info", {
        token: r.data.accessToken,
      });
      expect(info.data.roles).toEqual(["student"]);
      expect(info.data.user.id).toBe(r.data.userId);
      const [user] = await s.database.db.select().from(schema.users).where(eq(schema.users.id, r.data.userId));
      expect([user!.username, user!.nickname, user!.mobile, user!.status]).toEqual([
        "new_student",
        "new_student",
        "13700000001",
        0,
      ]);
      // The password works; the code is spent.
      await s.login("new_student", "pass1234");
      expect(await unspent("13700000001")).toBe(0);
      const again = await register({ username: "new_student2", password: "pass1234", mobile: "13700000001", code });
      expect(again.msg).toBe("手机号已经被使用");
    });

    it("refuses a wrong mobile, a taken user name or mobile, and a wrong code, writing nothing", async () => {
      const mobile = "13700000002";
      const code = await codeFor(mobile);
      const before = await userCount();

      const badMobile = await register({ username: "stu_x1", password: "pass1234", mobile: "1370000000", code });
      expect([badMobile.status, badMobile.msg]).toEqual([400, "请输入正确的手机号码"]);
      const letters = await register({ username: "stu_x1", password: "pass1234", mobile: "2370000000a", code });
      expect([letters.status, letters.msg]).toEqual([400, "请输入正确的手机号码"]);

      const takenName = await register({ username: "student01", password: "pass1234", mobile, code });
      expect([takenName.status, takenName.code, takenName.msg]).toEqual([200, 1_002_003_000, "用户账号已经存在"]);

      // student01's mobile in the seed.
      const takenMobile = await register({ username: "stu_x1", password: "pass1234", mobile: "13800000001", code });
      expect([takenMobile.status, takenMobile.msg]).toEqual([200, "手机号已经被使用"]);

      const wrong = await register({
        username: "stu_x1",
        password: "pass1234",
        mobile,
        code: code === "000000" ? "111111" : "000000",
      });
      expect(wrong.msg).toBe("验证码不正确");

      expect(await userCount()).toBe(before);
      expect(await unspent(mobile)).toBe(1);
      // The right code still works after the refusals.
      expect((await register({ username: "stu_x1", password: "pass1234", mobile, code })).code).toBe(0);
    });

    it("does not take a code sent for another scene (a mobile change)", async () => {
      const mobile = "13700000003";
      // A login code (scene 1) is never sent to a number no account has: scene 2 is.
      const code = await codeFor(mobile, 2);
      const r = await register({ username: "stu_x3", password: "pass1234", mobile, code });
      expect(r.msg).toBe("验证码不存在");
      expect(await s.database.db.select().from(schema.users).where(eq(schema.users.username, "stu_x3"))).toEqual([]);
    });

    it("applies the create rules to the user name and password, and refuses an unknown scene", async () => {
      const base = { username: "stu_ok", password: "pass1234", mobile: "13700000004", code: "123456" };
      for (const bad of [
        { username: "abc" },
        { username: "a".repeat(31) },
        { username: "stu-dash" },
        { password: "abc" },
        { password: "p".repeat(129) },
        { code: "" },
        { extra: 1 },
      ]) {
        const r = await register({ ...base, ...bad });
        expect(r.status, JSON.stringify(bad)).toBe(400);
      }
      const missing = await s.call("POST", "/system/auth/register", { body: { username: "stu_ok" } });
      expect(missing.status).toBe(400);
      const scene = await s.call("POST", "/system/auth/send-sms-code", { body: { mobile: "13700000005", scene: 6 } });
      expect(scene.status).toBe(400);
    });
  });
}
