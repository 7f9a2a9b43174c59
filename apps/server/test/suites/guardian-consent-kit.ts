// What the parts of the guardian consent suite share: the answer codes, the consent's shape, the
// sessions and ids of the accounts it uses (the administrator, the parent account parent31, and
// student31 … student33), and the calls and counts its tests repeat.
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";

import { schema } from "../../src/db/index.js";
import { uploadPhoto } from "../face-upload.js";
import type { TestServer } from "../helpers.js";

export const NEEDED = 1_003_006_001;
export const TEXT_CHANGED = 1_003_006_002;
export const NEEDED_MSG = "未满14岁的学生需要监护人同意后才能录入人脸";

export interface Consent {
  id: number;
  textVersion: number;
  guardianName: string;
  relation: number;
  contact: string;
  method: number;
  attachmentPath?: string;
  givenTime: number;
}

export type GuardianConsentKit = ReturnType<typeof guardianConsentKit>;

/** The helpers, bound to the suite's server. */
export function guardianConsentKit(server: () => TestServer) {
  /** Access tokens by user name (renewed when the clock moves a day). */
  const token: Record<string, string> = {};
  /** User ids by user name. */
  const id: Record<string, number> = {};

  /** Creates the parent account and signs in everyone the suite uses. */
  async function signInAccounts() {
    const s = server();
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
  }

  const templatesOf = async (userId: number) => {
    const [row] = await server()
      .database.db.select({ n: sql<number>`count(*)::int` })
      .from(schema.faceTemplates)
      .where(eq(schema.faceTemplates.userId, userId));
    return row!.n;
  };
  const consentAudits = async (userId: number) =>
    server()
      .database.db.select({ detail: schema.privacyAuditEntries.detail, actor: schema.privacyAuditEntries.actorUserId })
      .from(schema.privacyAuditEntries)
      .where(and(eq(schema.privacyAuditEntries.kind, "consent"), eq(schema.privacyAuditEntries.subjectUserId, userId)));
  const enrol = async (who: string, photo: Buffer) => {
    const path = await uploadPhoto(server(), token[who]!, photo, `${who}.jpg`);
    return server().call("POST", "/teach/face-database/create", { token: token[who], body: { path } });
  };
  const faceExists = async (who: string) =>
    (await server().call<number>("GET", "/teach/sign-in/face/exist", { token: token[who] })).data;
  const markMinor = (studentId: number, body: { birthDate?: string; under14: boolean }) =>
    server().call<boolean>("PUT", "/teach/privacy/student/minor", { token: token.admin, body: { studentId, ...body } });
  const addGuardian = async (body: Record<string, unknown>) => {
    const r = await server().call<number>("POST", "/teach/privacy/guardian/create", { token: token.admin, body });
    expect([r.code, r.msg]).toEqual([0, ""]);
    return r.data;
  };

  return { server, token, id, signInAccounts, templatesOf, consentAudits, enrol, faceExists, markMinor, addGuardian };
}
