// The privacy notice over real HTTP: its acceptance is recorded per version, and a new version asks
// again (accepting the old one is refused).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import type { TestServer } from "../helpers.js";
import { type GuardianConsentKit, TEXT_CHANGED } from "./guardian-consent-kit.js";

/** The privacy notice's acceptance (after the clock moved a day: accepted times are ahead of the wall clock). */
export function defineNoticeTests(kit: GuardianConsentKit) {
  const { token, id } = kit;
  let s: TestServer;

  describe("the privacy notice", () => {
    beforeAll(() => {
      s = kit.server();
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
  });
}
