// A person who is not a minor consents to the face text in force before enrolling their face (the
// server refuses the enrolment otherwise): for tests whose subject is the enrolment, not the consent.
import { expect } from "vitest";

import type { TestServer } from "./helpers.js";

/** Consents, as the given user, to the face text version in force. */
export async function consentToFace(s: TestServer, token: string): Promise<void> {
  const mine = await s.call<{ text: { version: number } }>("GET", "/teach/face-database/consent/my", { token });
  const given = await s.call("POST", "/teach/face-database/consent/give", {
    token,
    body: { textVersion: mine.data.text.version },
  });
  expect([given.code, given.msg]).toEqual([0, ""]);
}
