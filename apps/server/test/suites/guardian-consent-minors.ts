// Who counts as a minor, over real HTTP: a minor (flagged 未满14岁, or younger than 14 by date of birth
// on the school's date) is refused face enrolment with the reason until a guardian consents, an adult
// is asked nothing; the administrator's user form saves a date of birth and 未满14岁 under the same rule.
import { beforeAll, describe, expect, it } from "vitest";

import { DEFAULT_SCHOOL_TIME_ZONE, schoolDate } from "../../src/lib/school-time.js";
import { facePhotos } from "../face-photos.js";
import type { TestServer } from "../helpers.js";
import { type GuardianConsentKit, NEEDED, NEEDED_MSG } from "./guardian-consent-kit.js";

/** Minors and dates of birth (run first: the date-of-birth test moves the clock a day). */
export function defineMinorTests(kit: GuardianConsentKit) {
  const { token, id, templatesOf, enrol, markMinor } = kit;
  let s: TestServer;

  describe("who is a minor", () => {
    beforeAll(() => {
      s = kit.server();
    });

    it("refuses a minor's face enrolment with the reason until a guardian consents; an adult enrols as before", async () => {
      expect((await markMinor(id.student31!, { under14: true })).data).toBe(true);
      const mine = await s.call<{ minor: boolean; needed: boolean }>("GET", "/teach/privacy/face-consent/my", {
        token: token.student31,
      });
      expect([mine.data.minor, mine.data.needed]).toEqual([true, true]);
      const refused = await enrol("student31", facePhotos.personA1());
      expect([refused.code, refused.msg]).toEqual([NEEDED, NEEDED_MSG]);
      expect(await templatesOf(id.student31!)).toBe(0);
      // Not a minor: nothing asked.
      const adult = await s.call<{ minor: boolean; needed: boolean }>("GET", "/teach/privacy/face-consent/my", {
        token: token.student33,
      });
      expect([adult.data.minor, adult.data.needed]).toEqual([false, false]);
    });

    it("counts a date of birth on the school's date: a minor until the day they turn 14", async () => {
      const today = schoolDate(s.clock.now(), DEFAULT_SCHOOL_TIME_ZONE);
      const [y, m, d] = today.split("-").map(Number) as [number, number, number];
      // Born 14 years ago tomorrow: 13 today, 14 tomorrow.
      const tomorrow = new Date(Date.UTC(y, m - 1, d + 1));
      const birthDate = `${tomorrow.getUTCFullYear() - 14}-${String(tomorrow.getUTCMonth() + 1).padStart(2, "0")}-${String(tomorrow.getUTCDate()).padStart(2, "0")}`;
      expect((await markMinor(id.student33!, { birthDate, under14: false })).code).toBe(0);
      const panel = () =>
        s.call<{ minor: boolean; birthDate?: string; under14: boolean }>("GET", "/teach/privacy/student/get", {
          token: token.admin,
          query: { studentId: id.student33! },
        });
      expect((await panel()).data).toMatchObject({ minor: true, birthDate, under14: false });
      s.clock.advance(24 * 3600_000);
      expect((await panel()).data.minor).toBe(false);
      // A date that does not exist is refused.
      const bad = await markMinor(id.student33!, { birthDate: "2015-02-30", under14: false });
      expect([bad.status, bad.code]).toEqual([400, 400]);
      // As in the user form and the import: 未满14岁 on someone the date now makes 14 is refused.
      const older = await markMinor(id.student33!, { birthDate, under14: true });
      expect([older.status, older.msg]).toEqual([400, "按出生日期已满14岁，不能标记为未满14岁"]);
      // A new day's tokens: the clock moved.
      for (const name of ["admin", "student31", "student32", "student33"])
        token[name] = (await s.login(name)).accessToken;
      token.parent31 = (await s.login("parent31", "parent3131")).accessToken;
    });
  });
}

/** The administrator's user form with a date of birth and 未满14岁. */
export function defineUserFormTests(kit: GuardianConsentKit) {
  const { token } = kit;
  let s: TestServer;

  describe("the user form's date of birth", () => {
    beforeAll(() => {
      s = kit.server();
    });

    it("the user form saves a date of birth and 未满14岁 with the account; a future date, or the flag on someone 14 or older, is refused", async () => {
      const year = Number(schoolDate(s.clock.now(), DEFAULT_SCHOOL_TIME_ZONE).slice(0, 4));
      const child = `${year - 10}-01-01`;
      const adult = `${year - 20}-01-01`;
      type Shown = { birthDate?: string; under14: boolean };
      const body = { username: "pupil34", nickname: "学生34", password: "pupil3434" };
      const olderFlagged = await s.call("POST", "/system/user/create", {
        token: token.admin,
        body: { ...body, birthDate: adult, under14: true },
      });
      expect([olderFlagged.status, olderFlagged.msg]).toEqual([400, "按出生日期已满14岁，不能标记为未满14岁"]);
      const created = await s.call<number>("POST", "/system/user/create", {
        token: token.admin,
        body: { ...body, birthDate: child, under14: true },
      });
      expect(created.code).toBe(0);
      const pupil = created.data;
      const shown = async () =>
        (await s.call<Shown>("GET", "/system/user/get", { token: token.admin, query: { id: pupil } })).data;
      const minor = async () =>
        (
          await s.call<{ minor: boolean }>("GET", "/teach/privacy/student/get", {
            token: token.admin,
            query: { studentId: pupil },
          })
        ).data.minor;
      expect(await shown()).toMatchObject({ birthDate: child, under14: true });
      expect(await minor()).toBe(true);
      // The list's row carries them too (the edit form opens from it).
      const page = await s.call<{ list: Shown[] }>("GET", "/system/user/page", {
        token: token.admin,
        query: { pageNo: 1, pageSize: 10, username: "pupil34" },
      });
      expect(page.data.list).toMatchObject([{ birthDate: child, under14: true }]);

      const update = (extra: Record<string, unknown>) =>
        s.call("PUT", "/system/user/update", {
          token: token.admin,
          body: { id: pupil, username: body.username, nickname: body.nickname, ...extra },
        });
      const future = await update({ birthDate: `${year + 1}-01-01`, under14: false });
      expect([future.status, future.msg]).toEqual([400, "出生日期不能晚于今天"]);
      expect((await update({ birthDate: adult, under14: true })).status).toBe(400);
      expect(await shown()).toMatchObject({ birthDate: child, under14: true });
      // An update without the two fields keeps them.
      expect((await update({ nickname: "学生34号" })).code).toBe(0);
      expect(await shown()).toMatchObject({ birthDate: child, under14: true });
      // Cleared: no date, no flag, no longer a minor.
      expect((await update({ birthDate: "", under14: false })).code).toBe(0);
      const cleared = await shown();
      expect([cleared.birthDate, cleared.under14]).toEqual([undefined, false]);
      expect(await minor()).toBe(false);
    });
  });
}
