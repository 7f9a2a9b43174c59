// A guardian's consent to a minor's face enrolment, over real HTTP with the real matcher and real
// photos: given through the guardian's linked account or recorded by the administrator from a signed
// paper form with its scan; withdrawing deletes the face data at once (also while an enrolment is on
// its way) and ends every consent in force; a new face text version asks again and the enrolled face
// is not used until then; each consent given, recorded or withdrawn leaves one audit entry; the
// administrator's calls stay the administrator's.
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { facePhotos } from "../face-photos.js";
import { uploadPhoto } from "../face-upload.js";
import { sampleBytes, type TestServer } from "../helpers.js";
import { type Consent, type GuardianConsentKit, NEEDED, TEXT_CHANGED } from "./guardian-consent-kit.js";

/** Consents given, recorded and withdrawn (after the minors part marked student31 as a minor). */
export function defineConsentTests(kit: GuardianConsentKit) {
  const { token, id, templatesOf, consentAudits, enrol, faceExists, markMinor, addGuardian } = kit;
  let s: TestServer;

  describe("a guardian's consent", () => {
    beforeAll(() => {
      s = kit.server();
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
  });
}
