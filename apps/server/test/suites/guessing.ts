// Guessing and flooding bounded over real HTTP: password guesses are counted in the database before a
// password is checked (so 40 at once, on one instance or spread over two, check exactly 5), the lock
// holds per (user name, address) so a stranger cannot lock a teacher out, per-address limits answer
// 429 with Retry-After, and SMS codes stay within the per-address, per-number and global budgets
// without telling whether a number has an account. Client addresses come from X-Forwarded-For
// (TRUST_PROXY on), as behind a school's reverse proxy.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  engineAvailable,
  type Engine,
  passwordOf,
  SETUP_TIMEOUT,
  startSecondInstance,
  startServer,
  type TestServer,
} from "../helpers.js";

interface Envelope {
  status: number;
  code: number;
  msg: string;
  retryAfter: string | null;
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineGuessingTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let second: { base: string; close(): Promise<void> } | undefined;

    beforeAll(async () => {
      s = await startServer(engine, {
        trustProxy: true,
        limits: {
          loginFailuresPerAddress: 60,
          registerPerAddress: 3,
          resetPerAddress: 3,
          smsPerAddress: 3,
          smsPerNumber: 2,
          smsGlobal: 6,
        },
      });
      // Two instances on one PostgreSQL: the limits must hold across them.
      if (engine === "postgres") second = await startSecondInstance(s);
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      await second?.close();
      await s?.close();
    });

    async function post(path: string, body: unknown, ip: string, options: { lang?: string; base?: string } = {}) {
      const res = await fetch(`${options.base ?? s.base}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": ip,
          ...(options.lang ? { "accept-language": options.lang } : {}),
        },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { code: number; msg: string };
      return { status: res.status, code: json.code, msg: json.msg, retryAfter: res.headers.get("retry-after") };
    }
    const login = (username: string, password: string, ip: string, base?: string) =>
      post("/teach/auth/login", { username, password }, ip, base ? { base } : {});
    const count = (answers: Envelope[], code: number) => answers.filter((a) => a.code === code).length;

    it("checks exactly 5 of 40 concurrent wrong passwords, then refuses the right one too", async () => {
      const ip = "203.0.113.10";
      const bases = second ? [s.base, second.base] : [s.base];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login("teacher2", `wrong-${i}`, ip, bases[i % bases.length])),
      );
      // 1_002_000_000: the password was checked and wrong; 1_002_000_005: refused without checking.
      expect(count(answers, 1_002_000_000)).toBe(5);
      expect(count(answers, 1_002_000_005)).toBe(35);
      const right = await login("teacher2", passwordOf("teacher2"), ip);
      expect([right.code, right.msg]).toEqual([1_002_000_005, "登录失败次数过多，请 15 分钟后再试"]);
    });

    it("locks the pair only: the teacher signs in from her own address while a stranger is locked out", async () => {
      for (let i = 0; i < 6; i++) await login("teacher1", `guess-${i}`, "198.51.100.7");
      expect((await login("teacher1", passwordOf("teacher1"), "198.51.100.7")).code).toBe(1_002_000_005);
      expect((await login("teacher1", passwordOf("teacher1"), "192.0.2.44")).code).toBe(0);
    });

    it("unlocks the pair when the window has passed, and a success forgets the earlier failures", async () => {
      const ip = "203.0.113.11";
      for (let i = 0; i < 5; i++) await login("student20", `nope-${i}`, ip);
      expect((await login("student20", passwordOf("student20"), ip)).code).toBe(1_002_000_005);
      s.clock.advance(15 * 60_000 + 1000);
      expect((await login("student20", passwordOf("student20"), ip)).code).toBe(0);
      for (let i = 0; i < 4; i++) await login("student20", `nope-${i}`, ip);
      expect((await login("student20", passwordOf("student20"), ip)).code).toBe(0);
    });

    it("answers 429 with Retry-After to an address that keeps failing, in the request's language", async () => {
      const ip = "203.0.113.12";
      // Unknown user names: each is a pair of its own, so only the address limit can stop them.
      for (let i = 0; i < 55; i++) expect((await login(`nobody${i}`, "x", ip)).code).toBe(1_002_000_000);
      // A whole class signing in at once from that same address (a school's one public address) is
      // not held up: sign-ins that succeed never count.
      const students = Array.from({ length: 40 }, (_, i) => `student${String(i + 1).padStart(2, "0")}`);
      const class40 = await Promise.all(students.map((u) => login(u, passwordOf(u), ip)));
      expect(class40.map((a) => a.code)).toEqual(students.map(() => 0));
      for (let i = 55; i < 60; i++) expect((await login(`nobody${i}`, "x", ip)).code).toBe(1_002_000_000);
      const zh = await login("nobody60", "x", ip);
      expect([zh.status, zh.code]).toEqual([429, 429]);
      expect(Number(zh.retryAfter)).toBeGreaterThan(0);
      expect(Number(zh.retryAfter)).toBeLessThanOrEqual(15 * 60);
      expect(zh.msg).toBe(`请求过于频繁，请 ${zh.retryAfter} 秒后再试`);
      const en = await post("/teach/auth/login", { username: "nobody61", password: "x" }, ip, { lang: "en" });
      expect(en.msg).toBe(`Too many requests, please try again in ${en.retryAfter} seconds`);
      // Another address is not concerned; a class signing in together from one address never counts.
      expect((await login("student21", passwordOf("student21"), "203.0.113.13")).code).toBe(0);
      s.clock.advance(15 * 60_000 + 1000);
      expect((await login("nobody62", "x", ip)).code).toBe(1_002_000_000);
    });

    it("limits sign-ups and password resets per address", async () => {
      const ip = "203.0.113.14";
      const signUp = (i: number) =>
        post(
          "/system/auth/register",
          { username: `flood${i}`, password: "pass1234", mobile: "13700000099", code: "123456" },
          ip,
        );
      // Refused for their wrong code, but counted.
      for (let i = 0; i < 3; i++) expect((await signUp(i)).msg).toBe("验证码不存在");
      const register = await signUp(3);
      expect([register.status, register.retryAfter !== null]).toEqual([429, true]);
      for (let i = 0; i < 3; i++)
        await post("/teach/user/forgotPassword", { mobile: "13800000030", code: "000000", password: "pass1234" }, ip);
      const reset = await post(
        "/teach/user/forgotPassword",
        { mobile: "13800000030", code: "000000", password: "pass1234" },
        ip,
      );
      expect([reset.status, reset.code]).toEqual([429, 429]);
    });

    describe("SMS within budget", () => {
      // Each test starts in fresh hourly windows.
      const nextHour = () => s.clock.advance(3_600_000 + 1000);
      const sms = (mobile: string, scene: number, ip: string) =>
        post("/system/auth/send-sms-code", { mobile, scene }, ip);

      it("caps the codes one address asks for", async () => {
        nextHour();
        const ip = "203.0.113.20";
        for (const mobile of ["13800000021", "13800000022", "13800000023"])
          expect((await sms(mobile, 1, ip)).code).toBe(0);
        const over = await sms("13800000024", 1, ip);
        expect([over.status, over.code]).toEqual([429, 429]);
        expect(Number(over.retryAfter)).toBeGreaterThan(3000);
        expect(s.codeSentTo("13800000024")).toBeUndefined();
      });

      it("caps the codes one number receives per hour (besides one a minute)", async () => {
        nextHour();
        const mobile = "13800000025";
        expect((await sms(mobile, 1, "203.0.113.21")).code).toBe(0);
        const soon = await sms(mobile, 1, "203.0.113.22");
        expect(soon.msg).toBe("验证码发送过于频繁，请 1 分钟后再试");
        s.clock.advance(61_000);
        expect((await sms(mobile, 1, "203.0.113.23")).code).toBe(0);
        s.clock.advance(61_000);
        const over = await sms(mobile, 1, "203.0.113.24");
        expect([over.status, over.code]).toEqual([429, 429]);
      });

      it("caps what the whole server sends in an hour", async () => {
        nextHour();
        const numbers = ["13800000031", "13800000032", "13800000033", "13800000034", "13800000035", "13800000036"];
        for (const [i, mobile] of numbers.entries()) expect((await sms(mobile, 1, `198.51.100.${i + 1}`)).code).toBe(0);
        const over = await sms("13800000037", 1, "198.51.100.99");
        expect([over.status, over.code]).toEqual([429, 429]);
        expect(s.codeSentTo("13800000037")).toBeUndefined();
      });

      it("sends no login code to a number without an account, and answers exactly as for one with an account", async () => {
        nextHour();
        const known = "13800000038";
        const unknown = "13911112222";
        const [a, b] = [await sms(known, 1, "203.0.113.30"), await sms(unknown, 1, "203.0.113.31")];
        expect(b).toEqual(a);
        expect(s.codeSentTo(known)).toMatch(/^\d{6}$/);
        expect(s.codeSentTo(unknown)).toBeUndefined();
        // Asking again at once is refused the same way for both, so the interval tells nothing either.
        const [a2, b2] = [await sms(known, 1, "203.0.113.32"), await sms(unknown, 1, "203.0.113.33")];
        expect(b2).toEqual(a2);
        expect(a2.msg).toBe("验证码发送过于频繁，请 1 分钟后再试");
        // A sign-up code (scene 5) does reach a new number.
        s.clock.advance(61_000);
        expect((await sms(unknown, 5, "203.0.113.34")).code).toBe(0);
        expect(s.codeSentTo(unknown)).toMatch(/^\d{6}$/);
      });
    });
  });
}
