// Menus in the request's language over real HTTP: get-permission-info answers English titles when the
// first Accept-Language tag is English, Chinese (as seeded) otherwise; nothing else in the answer changes.
import type { components } from "@smartclass/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type PermissionInfo = components["schemas"]["PermissionInfo"];
interface MenuNode {
  name: string;
  path: string;
  meta: { title: string };
  children?: MenuNode[];
}

const flat = (menus: MenuNode[]): MenuNode[] => menus.flatMap((m) => [m, ...flat(m.children ?? [])]);

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineMenuLanguageTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let admin = "";

    beforeAll(async () => {
      s = await startServer(engine);
      admin = (await s.login("admin")).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    async function menus(acceptLanguage?: string, token = admin) {
      const res = await fetch(`${s.base}/teach/auth/get-permission-info`, {
        headers: { authorization: `Bearer ${token}`, ...(acceptLanguage ? { "accept-language": acceptLanguage } : {}) },
      });
      const body = (await res.json()) as { code: number; data: PermissionInfo };
      expect(body.code).toBe(0);
      return { menus: body.data.menus as unknown as MenuNode[], vary: res.headers.get("vary") ?? "" };
    }
    const titles = (list: MenuNode[]) => Object.fromEntries(flat(list).map((m) => [m.name, m.meta.title]));

    it("answers English titles when the first language is English", async () => {
      for (const lang of ["en", "en-GB,zh-CN;q=0.8", "EN-us"]) {
        const t = titles((await menus(lang)).menus);
        expect(t.System, lang).toBe("System");
        expect(t.SystemUser, lang).toBe("Users");
        expect(t.TeacherCheckin, lang).toBe("Check-in");
        expect(t.StudentSurveyList, lang).toBe("Survey");
        expect(
          Object.values(t).some((title) => /[\u4e00-\u9fff]/.test(title)),
          lang,
        ).toBe(false);
      }
      expect((await menus("en")).vary.toLowerCase()).toContain("accept-language");
    });

    it("answers the Chinese titles otherwise, with the same routes", async () => {
      const english = (await menus("en")).menus;
      for (const lang of [undefined, "zh-CN", "zh-CN,en;q=0.9", "fr", "eng"]) {
        const chinese = (await menus(lang)).menus;
        const t = titles(chinese);
        expect(t.System, String(lang)).toBe("系统管理");
        expect(t.SystemUser, String(lang)).toBe("用户管理");
        expect(t.TeacherCheckin, String(lang)).toBe("签到");
        expect(flat(chinese).map((m) => [m.name, m.path])).toEqual(flat(english).map((m) => [m.name, m.path]));
      }
    });

    it("translates a student's menus too", async () => {
      const student = (await s.login("student01")).accessToken;
      const t = titles((await menus("en-US", student)).menus);
      expect(t.StudentArea).toBe("Student");
      expect(t.StudentCheckin).toBe("Check-in");
      expect(t.System).toBeUndefined();
    });
  });
}
