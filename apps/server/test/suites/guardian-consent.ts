// Guardians' consent to a minor's face enrolment over real HTTP, with the real matcher and real photos:
// a minor (flagged 未满14岁, or younger than 14 by date of birth on the school's date) is refused face
// enrolment with the reason until a guardian consents, either through the guardian's linked account or
// by the administrator recording a signed paper form with its scan; withdrawing deletes the face data at
// once; a new face text version asks again (the enrolled face is not used until then); each consent
// given, recorded or withdrawn leaves one audit entry; the privacy notice's acceptance is recorded per
// version; the administrator's user form saves a date of birth and 未满14岁 under the same rule.
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { loadFaceConfig } from "../../src/face/settings.js";
import { DEFAULT_SCHOOL_TIME_ZONE, schoolDate } from "../../src/lib/school-time.js";
import { facePhotos } from "../face-photos.js";
import { uploadPhoto } from "../face-upload.js";
import { engineAvailable, type Engine, sampleBytes, startServer, type TestServer } from "../helpers.js";

const NEEDED = 1_003_006_001;
const TEXT_CHANGED = 1_003_006_002;
const NEEDED_MSG = "未满14岁的学生需要监护人同意后才能录入人脸";

interface Consent {
  id: number;
  textVersion: number;
  guardianName: string;
  relation: number;
  contact: string;
  method: number;
  attachmentPath?: string;
  givenTime: number;
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineGuardianConsentTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const token: Record<string, string> = {};
    const id: Record<string, number> = {};

    const templatesOf = async (userId: number) => {
      const [row] = await s.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.faceTemplates)
        .where(eq(schema.faceTemplates.userId, userId));
      return row!.n;
    };
    const consentAudits = async (userId: number) =>
      s.database.db
        .select({ detail: schema.privacyAuditEntries.detail, actor: schema.privacyAuditEntries.actorUserId })
        .from(schema.privacyAuditEntries)
        .where(
          and(eq(schema.privacyAuditEntries.kind, "consent"), eq(schema.privacyAuditEntries.subjectUserId, userId)),
        );
    const enrol = async (who: string, photo: Buffer) => {
      const path = await uploadPhoto(s, token[who]!, photo, `${who}.jpg`);
      return s.call("POST", "/teach/face-database/create", { token: token[who], body: { path } });
    };
    const faceExists = async (who: string) =>
      (await s.call<number>("GET", "/teach/sign-in/face/exist", { token: token[who] })).data;
    const markMinor = (studentId: number, body: { birthDate?: string; under14: boolean }) =>
      s.call<boolean>("PUT", "/teach/privacy/student/minor", { token: token.admin, body: { studentId, ...body } });
    const addGuardian = async (body: Record<string, unknown>) => {
      const r = await s.call<number>("POST", "/teach/privacy/guardian/create", { token: token.admin, body });
      expect([r.code, r.msg]).toEqual([0, ""]);
      return r.data;
    };

    beforeAll(async () => {
      s = await startServer(engine, { face: loadFaceConfig({ FACE_MATCHING: "on" }) });
      token.admin = (await s.login("admin")).accessToken;
      const created = await s.call<number>("POST", "/system/user/create", {
        token: token.admin,
        body: { username: "parent31", nickname: "学生31的妈妈", password: "parent3131" },
      });
      expect(created.code).toBe(0);
      id.parent31 = created.data;
      token.parent31 = (await s.login("parent31", "parent3131")).accessToken;
      for (const name of ["student31", "student32", "student33"]) {
        const login = await s.login(name);
        token[name] = login.accessToken;
        id[name] = login.userId;
      }
    }, 120_000);
    afterAll(async () => s?.close());

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

    it("lets a linked guardian account see the pending request and consent; then the minor enrols", async () => {
      const guardianId = await addGuardian({
        studentId: id.student31,
        name: "李梅",
        relation: 2,
        contact: "13800000031",
        guardianUserId: id.parent31,
      });
      const requests = await s.call<{ studentId: number; pending: boolean; text: { version: number } }[]>(
        "GET",
        "/teach/privacy/guardian/requests",
        { token: token.parent31 },
      );
      expect(requests.data.map((r) => [r.studentId, r.pending, r.text.version])).toEqual([[id.student31, true, 1]]);
      // Another account is not the student's guardian.
      const stranger = await s.call("POST", "/teach/privacy/guardian/consent", {
        token: token.student32,
        body: { studentId: id.student31, textVersion: 1 },
      });
      expect([stranger.status, stranger.code]).toEqual([403, 403]);

      const given = await s.call<Consent>("POST", "/teach/privacy/guardian/consent", {
        token: token.parent31,
        body: { studentId: id.student31, textVersion: 1 },
      });
      expect(given.code).toBe(0);
      expect(given.data).toMatchObject({
        textVersion: 1,
        guardianName: "李梅",
        relation: 2,
        contact: "13800000031",
        method: 1,
      });
      // The server clock's time (a day ahead of the wall clock since the date-of-birth test).
      expect(given.data.givenTime).toBeGreaterThan(Date.now() + 23 * 3600_000);
      const after = await s.call<{ pending: boolean }[]>("GET", "/teach/privacy/guardian/requests", {
        token: token.parent31,
      });
      expect(after.data[0]!.pending).toBe(false);

      const enrolled = await enrol("student31", facePhotos.personA1());
      expect([enrolled.code, enrolled.msg]).toEqual([0, ""]);
      expect(await templatesOf(id.student31!)).toBe(1);
      expect(await faceExists("student31")).toBe(1);
      expect(guardianId).toBeGreaterThan(0);
      expect((await consentAudits(id.student31!)).map((a) => a.actor)).toEqual([id.parent31]);
    });

    it("asks again after a new face text version: the enrolled face is not used and re-enrolment waits", async () => {
      const published = await s.call<number>("POST", "/teach/privacy/consent-text/publish", {
        token: token.admin,
        body: {
          kind: "face",
          collected: "人脸特征值",
          purpose: "课堂签到",
          retention: "至撤回为止",
          alternative: "普通签到",
        },
      });
      expect([published.code, published.data]).toEqual([0, 2]);
      const versions = await s.call<{ version: number }[]>("GET", "/teach/privacy/consent-text/list", {
        token: token.admin,
        query: { kind: "face" },
      });
      expect(versions.data.map((v) => v.version)).toEqual([2, 1]);

      expect(await faceExists("student31")).toBe(0);
      const mine = await s.call<{ needed: boolean; outdated: boolean }>("GET", "/teach/privacy/face-consent/my", {
        token: token.student31,
      });
      expect([mine.data.needed, mine.data.outdated]).toEqual([true, true]);
      const refused = await enrol("student31", facePhotos.personA2());
      expect(refused.code).toBe(NEEDED);
      expect(refused.msg).toContain("重新同意");
      // Consenting to the version read before is refused: the guardian must read the new one.
      const stale = await s.call("POST", "/teach/privacy/guardian/consent", {
        token: token.parent31,
        body: { studentId: id.student31, textVersion: 1 },
      });
      expect(stale.code).toBe(TEXT_CHANGED);
      const again = await s.call<Consent>("POST", "/teach/privacy/guardian/consent", {
        token: token.parent31,
        body: { studentId: id.student31, textVersion: 2 },
      });
      expect(again.data.textVersion).toBe(2);
      expect(await faceExists("student31")).toBe(1);
    });

    it("deletes the minor's face data at once when the guardian withdraws", async () => {
      const r = await s.call<boolean>("POST", "/teach/privacy/face-consent/withdraw", {
        token: token.parent31,
        body: { studentId: id.student31 },
      });
      expect([r.code, r.data]).toEqual([0, true]);
      expect(await templatesOf(id.student31!)).toBe(0);
      expect((await s.call("GET", "/teach/face-database/get", { token: token.student31 })).data).toBeNull();
      expect(await faceExists("student31")).toBe(0);
      expect((await enrol("student31", facePhotos.personA1())).code).toBe(NEEDED);
      // Given, given again (version 2), withdrawn: one entry each.
      const audits = await consentAudits(id.student31!);
      expect(audits).toHaveLength(3);
      expect(audits[2]!.detail).toContain("withdrawn");
    });

    it("records a signed paper form with its scan, after which the minor enrols; the administrator withdraws it", async () => {
      await markMinor(id.student32!, { under14: true });
      const guardianId = await addGuardian({
        studentId: id.student32,
        name: "王强",
        relation: 1,
        contact: "13900000032",
      });
      const scan = await uploadPhoto(s, token.admin!, sampleBytes("image/png"), "consent-form.png");
      // A scan that was never uploaded, or a guardian of another student, is refused.
      const unknown = await s.call("POST", "/teach/privacy/face-consent/paper", {
        token: token.admin,
        body: { studentId: id.student32, guardianId, path: "file/20250101/nothing.png" },
      });
      expect(unknown.status).toBe(400);
      const wrong = await s.call("POST", "/teach/privacy/face-consent/paper", {
        token: token.admin,
        body: { studentId: id.student31, guardianId, path: scan },
      });
      expect(wrong.status).toBe(404);

      const recorded = await s.call<Consent>("POST", "/teach/privacy/face-consent/paper", {
        token: token.admin,
        body: { studentId: id.student32, guardianId, path: scan },
      });
      expect(recorded.code).toBe(0);
      expect(recorded.data).toMatchObject({
        guardianName: "王强",
        relation: 1,
        method: 2,
        attachmentPath: scan,
        textVersion: 2,
      });
      const panel = await s.call<{ needed: boolean; consent?: Consent; guardians: { name: string }[] }>(
        "GET",
        "/teach/privacy/student/get",
        { token: token.admin, query: { studentId: id.student32! } },
      );
      expect([panel.data.needed, panel.data.consent?.id, panel.data.guardians.map((g) => g.name)]).toEqual([
        false,
        recorded.data.id,
        ["王强"],
      ]);
      expect((await enrol("student32", facePhotos.personA2())).code).toBe(0);
      expect(await templatesOf(id.student32!)).toBe(1);

      const withdrawn = await s.call("POST", "/teach/privacy/face-consent/withdraw", {
        token: token.admin,
        body: { studentId: id.student32 },
      });
      expect(withdrawn.code).toBe(0);
      expect(await templatesOf(id.student32!)).toBe(0);
      expect((await consentAudits(id.student32!)).map((a) => a.actor)).toEqual([
        (await s.login("admin")).userId,
        (await s.login("admin")).userId,
      ]);
    });

    it("never keeps a face enrolled while the withdrawal of its consent happens at the same moment", async () => {
      const guardianId = await addGuardian({
        studentId: id.student32,
        name: "王芳",
        relation: 2,
        contact: "13900000033",
      });
      const scan = await uploadPhoto(s, token.admin!, sampleBytes("image/png"), "consent-form-2.png");
      const recorded = await s.call("POST", "/teach/privacy/face-consent/paper", {
        token: token.admin,
        body: { studentId: id.student32, guardianId, path: scan },
      });
      expect(recorded.code).toBe(0);
      const path = await uploadPhoto(s, token.student32!, facePhotos.personA2(), "student32-again.jpg");
      // The enrolment is on its way (the matcher takes a while) when the administrator withdraws.
      const enrolment = s.call("POST", "/teach/face-database/create", { token: token.student32, body: { path } });
      const withdrawal = s.call("POST", "/teach/privacy/face-consent/withdraw", {
        token: token.admin,
        body: { studentId: id.student32 },
      });
      const [enrolled, withdrawn] = await Promise.all([enrolment, withdrawal]);
      expect(withdrawn.code).toBe(0);
      // Whichever came first, the enrolment either went and was deleted, or was refused: no descriptor stays.
      expect([0, NEEDED]).toContain(enrolled.code);
      expect(await templatesOf(id.student32!)).toBe(0);
      expect(await faceExists("student32")).toBeFalsy();
    });

    it("withdraws every consent in force at once (two forms recorded at the same moment could leave two)", async () => {
      const guardianId = await addGuardian({
        studentId: id.student32,
        name: "王磊",
        relation: 1,
        contact: "13900000034",
      });
      const scan = await uploadPhoto(s, token.admin!, sampleBytes("image/png"), "form-a.png");
      const recorded = await s.call<Consent>("POST", "/teach/privacy/face-consent/paper", {
        token: token.admin,
        body: { studentId: id.student32, guardianId, path: scan },
      });
      expect(recorded.code).toBe(0);
      // A second consent in force beside it, as two forms recorded at once could leave before recording
      // took turns on the student's row.
      const [first] = await s.database.db
        .select()
        .from(schema.faceConsents)
        .where(eq(schema.faceConsents.id, recorded.data.id));
      const { id: _id, ...copy } = first!;
      await s.database.db.insert(schema.faceConsents).values(copy);
      const withdraw = () =>
        s.call("POST", "/teach/privacy/face-consent/withdraw", {
          token: token.admin,
          body: { studentId: id.student32 },
        });
      expect((await withdraw()).code).toBe(0);
      const inForce = await s.database.db
        .select({ id: schema.faceConsents.id })
        .from(schema.faceConsents)
        .where(and(eq(schema.faceConsents.studentId, id.student32!), isNull(schema.faceConsents.withdrawnAt)));
      expect(inForce).toEqual([]);
      expect((await withdraw()).code).toBe(1_003_006_003);
    });

    it("keeps the administrator's calls to administrators", async () => {
      for (const [method, path, options] of [
        ["GET", "/teach/privacy/student/get", { query: { studentId: id.student31! } }],
        ["PUT", "/teach/privacy/student/minor", { body: { studentId: id.student31, under14: false } }],
        [
          "POST",
          "/teach/privacy/consent-text/publish",
          { body: { kind: "face", collected: "x", purpose: "x", retention: "x", alternative: "x" } },
        ],
      ] as const) {
        const r = await s.call(method, path, { token: token.student31, ...options });
        expect([r.status, r.code], path).toEqual([403, 403]);
      }
      const withdraw = await s.call("POST", "/teach/privacy/face-consent/withdraw", {
        token: token.student33,
        body: { studentId: id.student32 },
      });
      expect(withdraw.status).toBe(403);
    });

    it("records the privacy notice's acceptance per version, and asks again after a new one", async () => {
      const notice = () =>
        s.call<{ accepted: boolean; acceptTime?: number; text: { version: number; collected: string } }>(
          "GET",
          "/teach/privacy/notice/get",
          { token: token.student33 },
        );
      const first = await notice();
      expect([first.data.accepted, first.data.text.version]).toEqual([false, 1]);
      expect(first.data.text.collected).not.toBe("");
      expect(
        (await s.call("POST", "/teach/privacy/notice/accept", { token: token.student33, body: { version: 1 } })).data,
      ).toBe(true);
      const accepted = await notice();
      expect(accepted.data.accepted).toBe(true);
      expect(accepted.data.acceptTime).toBeGreaterThan(Date.now() + 23 * 3600_000);
      const rows = await s.database.db
        .select()
        .from(schema.privacyAcceptances)
        .where(eq(schema.privacyAcceptances.userId, id.student33!));
      expect(rows.map((r) => r.version)).toEqual([1]);

      await s.call("POST", "/teach/privacy/consent-text/publish", {
        token: token.admin,
        body: {
          kind: "privacy",
          collected: "账号、签到、答题",
          purpose: "教学",
          retention: "一年",
          alternative: "可导出、删除",
        },
      });
      const again = await notice();
      expect([again.data.accepted, again.data.text.version, again.data.text.collected]).toEqual([
        false,
        2,
        "账号、签到、答题",
      ]);
      const old = await s.call("POST", "/teach/privacy/notice/accept", {
        token: token.student33,
        body: { version: 1 },
      });
      expect(old.code).toBe(TEXT_CHANGED);
      await s.call("POST", "/teach/privacy/notice/accept", { token: token.student33, body: { version: 2 } });
      expect((await notice()).data.accepted).toBe(true);
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
