// Face enrolment needs the person's own consent to the face text in force: the scenarios that enrol
// through the API give it first, as the enrolment widget does at 开始录入.
import { expect } from "vitest";

/** Records the signed-in person's consent to the face text in force (token: their access token). */
export async function consentToFaceText(baseUrl: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const mine = await fetch(`${baseUrl}/admin-api/teach/face-database/consent/my`, { headers });
  const { version } = ((await mine.json()) as { data: { text: { version: number } } }).data.text;
  const consented = await fetch(`${baseUrl}/admin-api/teach/face-database/consent/give`, {
    method: "POST",
    headers,
    body: JSON.stringify({ textVersion: version }),
  });
  expect(((await consented.json()) as { code: number }).code).toBe(0);
}
