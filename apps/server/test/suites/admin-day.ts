// The administrator's day over real HTTP. Why a session ended: the refused refresh carries the reason
// (data.reason) the client shows on the login page — disabled, password changed (by the person elsewhere
// or an administrator), signed out, revoked (a refresh token used twice) — and a deleted account's
// session is simply unknown. One rule for dates: exports write times on the school's clock. Unknown
// dictionary types are refused.
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineAdminDayTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(`${engine}: the administrator's day`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      // No grace at all for a second use of a refresh token (the grace is read off the wall clock).
      s = await startServer(engine, { refreshReuseGraceMs: -1 });
      admin = (await s.login("admin")).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    const refresh = (refreshToken: string) =>
      s.call<null>("POST", "/system/auth/refresh-token", { query: { refreshToken } });

    async function userId(username: string): Promise<number> {
      const r = await s.call<{ list: { id: number; username: string }[] }>("GET", "/system/user/page", {
        token: admin,
        query: { pageNo: 1, pageSize: 10, username },
      });
      const found = r.data.list.find((u) => u.username === username);
      if (!found) throw new Error(`no user ${username}`);
      return found.id;
    }

    it("says disabled once an administrator disables the account", async () => {
      const session = await s.login("student11");
      const id = await userId("student11");
      const off = await s.call("PUT", "/system/user/update-status", { token: admin, body: { id, status: 1 } });
      expect(off.code, off.msg).toBe(0);
      const r = await refresh(session.refreshToken);
      expect(r.status).toBe(401);
      // The spec's refusal text stays (clients reject it silently); the reason travels beside it.
      expect(r.msg).toBe("无效的刷新令牌");
      expect(r.data).toEqual({ reason: "disabled" });
    });

    it("says the password changed when it was changed in another session or reset by an administrator", async () => {
      const elsewhere = await s.login("student12");
      const here = await s.login("student12");
      const changed = await s.call("POST", "/teach/user/update-password", {
        token: here.accessToken,
        body: { oldPassword: "student123", newPassword: "a-new-password-12" },
      });
      expect(changed.code, changed.msg).toBe(0);
      expect((await refresh(elsewhere.refreshToken)).data).toEqual({ reason: "passwordChanged" });

      const other = await s.login("student13");
      const reset = await s.call("PUT", "/system/user/update-password", {
        token: admin,
        body: { id: await userId("student13"), password: "reset-by-admin-1" },
      });
      expect(reset.code, reset.msg).toBe(0);
      expect((await refresh(other.refreshToken)).data).toEqual({ reason: "passwordChanged" });
    });

    it("says signed out for a session that signed out, and revoked for a refresh token used twice", async () => {
      const session = await s.login("student14");
      await s.call("POST", "/teach/auth/logout", { token: session.accessToken });
      expect((await refresh(session.refreshToken)).data).toEqual({ reason: "signedOut" });

      const stolen = await s.login("student15");
      expect((await refresh(stolen.refreshToken)).code).toBe(0);
      const again = await refresh(stolen.refreshToken);
      expect(again.status).toBe(401);
      expect(again.data).toEqual({ reason: "revoked" });
    });

    it("says unknown for a deleted account's session (its sessions went with it)", async () => {
      const session = await s.login("student16");
      const gone = await s.call("DELETE", "/system/user/delete", {
        token: admin,
        query: { id: await userId("student16") },
      });
      expect(gone.code, gone.msg).toBe(0);
      expect((await refresh(session.refreshToken)).data).toEqual({ reason: "unknown" });
    });

    async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    }

    it("exports the last sign-in time on the school's clock (UTC+8 by default), not as UTC ISO text", async () => {
      // 2026-11-28 11:09:33 UTC is 19:09:33 in the school's default zone (Asia/Shanghai).
      await s.database.db
        .update(schema.users)
        .set({ loginDate: new Date(Date.UTC(2026, 10, 28, 11, 9, 33, 902)) })
        .where(eq(schema.users.username, "student31"));
      const r = await s.call("GET", "/system/user/export", { token: admin, query: { username: "student31" } });
      const [header, row] = await sheetRows(r.raw);
      expect(row![header!.indexOf("最后登录时间")]).toBe("2026-11-28 19:09:33");
    });

    it("refuses a dictionary entry of a type the product does not know, and still takes a known one", async () => {
      const unknown = await s.call("POST", "/system/dict-data/create", {
        token: admin,
        body: { sort: 1, label: "猫", value: "cat", dictType: "system_user_pets", status: 0 },
      });
      expect(unknown.status).toBe(400);
      expect(unknown.msg).toBe("当前字典类型不存在：system_user_pets");
      const known = await s.call<number>("POST", "/system/dict-data/create", {
        token: admin,
        body: { sort: 9, label: "保密", value: "9", dictType: "system_user_sex", status: 0 },
      });
      expect(known.code, known.msg).toBe(0);
      const moved = await s.call("PUT", "/system/dict-data/update", {
        token: admin,
        body: { id: known.data, sort: 9, label: "保密", value: "9", dictType: "system_user_pets", status: 0 },
      });
      expect(moved.msg).toBe("当前字典类型不存在：system_user_pets");
    });
  });
}
