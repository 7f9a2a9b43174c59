// A person's own consent to face enrolment over real HTTP, with the real matcher and real photos: a
// person who is not a minor is refused face enrolment with the reason until they consent to the face
// text in force; a new face text version refuses again until they consent to it (a consent to an older
// version is refused as a changed text); withdrawing deletes their face descriptors at once; each
// consent given or withdrawn leaves one audit entry. A minor still goes by the guardian's consent.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { loadFaceConfig } from "../../src/face/settings.js";
import { facePhotos } from "../face-photos.js";
import { uploadPhoto } from "../face-upload.js";
import { engineAvailable, type Engine, startServer, type TestServer } from "../helpers.js";

const OWN_NEEDED = 1_003_006_004;
const GUARDIAN_NEEDED = 1_003_006_001;
const TEXT_CHANGED = 1_003_006_002;

interface OwnFaceConsent {
  minor: boolean;
  text: { version: number; collected: string };
  consented: boolean;
  outdated: boolean;
  acceptedVersion?: number;
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineOwnConsentTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let admin = "";
    let student = "";
    let studentId = 0;

    const templates = async () => {
      const [row] = await s.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.faceTemplates)
        .where(eq(schema.faceTemplates.userId, studentId));
      return row!.n;
    };
    const consentAudits = async () =>
      s.database.db
        .select({ detail: schema.privacyAuditEntries.detail })
        .from(schema.privacyAuditEntries)
        .where(
          and(eq(schema.privacyAuditEntries.kind, "consent"), eq(schema.privacyAuditEntries.subjectUserId, studentId)),
        );
    const enrol = async (photo: Buffer) => {
      const path = await uploadPhoto(s, student, photo, "me.jpg");
      return s.call<number>("POST", "/teach/face-database/create", { token: student, body: { path } });
    };
    const mine = async () =>
      (await s.call<OwnFaceConsent>("GET", "/teach/face-database/consent/my", { token: student })).data;
    const give = (textVersion: number) =>
      s.call<OwnFaceConsent>("POST", "/teach/face-database/consent/give", { token: student, body: { textVersion } });

    beforeAll(async () => {
      s = await startServer(engine, { face: loadFaceConfig({ FACE_MATCHING: "on" }) });
      admin = (await s.login("admin")).accessToken;
      const login = await s.login("student31");
      student = login.accessToken;
      studentId = login.userId;
    }, 120_000);
    afterAll(async () => s?.close());

    it("refuses enrolment without a consent, enrols after consenting to version 1, and asks again after version 2", async () => {
      expect(await mine()).toMatchObject({ minor: false, text: { version: 1 }, consented: false, outdated: false });
      const refused = await enrol(facePhotos.personA1());
      expect([refused.code, refused.msg]).toEqual([OWN_NEEDED, "录入人脸前请先阅读人脸采集说明并同意"]);
      expect(await templates()).toBe(0);

      const given = await give(1);
      expect([given.code, given.data.consented, given.data.acceptedVersion]).toEqual([0, true, 1]);
      expect((await enrol(facePhotos.personA1())).code).toBe(0);
      expect(await templates()).toBe(1);

      const published = await s.call<number>("POST", "/teach/privacy/consent-text/publish", {
        token: admin,
        body: {
          kind: "face",
          collected: "人脸特征值",
          purpose: "课堂签到",
          retention: "至撤回为止",
          alternative: "普通签到",
        },
      });
      expect(published.data).toBe(2);
      expect(await mine()).toMatchObject({
        text: { version: 2, collected: "人脸特征值" },
        consented: false,
        outdated: true,
      });
      const again = await enrol(facePhotos.personA2());
      expect([again.code, again.msg]).toEqual([OWN_NEEDED, "人脸采集说明已更新，请阅读新版本并重新同意后再录入人脸"]);
      // The person read version 1: that consent is refused now.
      const stale = await give(1);
      expect([stale.code, stale.msg]).toEqual([TEXT_CHANGED, "说明已更新为第 2 版，请阅读新版本后再同意"]);
      expect((await give(2)).data).toMatchObject({ consented: true, outdated: false, acceptedVersion: 2 });
      expect((await enrol(facePhotos.personA2())).code).toBe(0);
      expect(await templates()).toBe(2);
    });

    it("deletes the face descriptors at once on withdrawal, and refuses enrolment until consenting again", async () => {
      const withdrawn = await s.call<boolean>("POST", "/teach/face-database/consent/withdraw", { token: student });
      expect([withdrawn.code, withdrawn.data]).toEqual([0, true]);
      expect(await templates()).toBe(0);
      expect((await s.call<number>("GET", "/teach/sign-in/face/exist", { token: student })).data).toBeFalsy();
      expect(await mine()).toMatchObject({ consented: false, outdated: false });
      expect((await enrol(facePhotos.personA1())).code).toBe(OWN_NEEDED);
      // Nothing left to withdraw.
      const twice = await s.call("POST", "/teach/face-database/consent/withdraw", { token: student });
      expect(twice.code).toBe(1_003_006_003);
      // One audit entry per consent given (two) and withdrawn (one).
      const details = (await consentAudits()).map((a) => a.detail);
      expect(details.filter((d) => d?.includes("version="))).toHaveLength(2);
      expect(details.filter((d) => d?.includes("withdrawn"))).toHaveLength(1);
      // The record keeps which versions were accepted.
      const rows = await s.database.db
        .select()
        .from(schema.ownConsents)
        .where(eq(schema.ownConsents.userId, studentId));
      expect(rows.map((r) => [r.textVersion, r.withdrawnAt !== null])).toEqual([
        [1, true],
        [2, true],
      ]);
    });

    it("keeps a minor on the guardian's consent: their own consent does not unlock enrolment", async () => {
      const marked = await s.call("PUT", "/teach/privacy/student/minor", {
        token: admin,
        body: { studentId, under14: true },
      });
      expect(marked.code).toBe(0);
      expect((await give(2)).data).toMatchObject({ minor: true, consented: true });
      expect((await enrol(facePhotos.personA1())).code).toBe(GUARDIAN_NEEDED);
    });
  });
}
