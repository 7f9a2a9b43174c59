// Guardians' consent to a minor's face enrolment over real HTTP, with the real matcher and real photos,
// on one server: who is a minor, consents given, recorded and withdrawn, the privacy notice's
// acceptance, and the user form's date of birth. The parts run in this order on the same data and the
// same clock (moved a day by the minors part).
import { afterAll, beforeAll, describe } from "vitest";

import { loadFaceConfig } from "../../src/face/settings.js";
import { engineAvailable, type Engine, startServer, type TestServer } from "../helpers.js";
import { defineConsentTests } from "./guardian-consent-given.js";
import { guardianConsentKit } from "./guardian-consent-kit.js";
import { defineMinorTests, defineUserFormTests } from "./guardian-consent-minors.js";
import { defineNoticeTests } from "./guardian-consent-notice.js";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineGuardianConsentTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const kit = guardianConsentKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine, { face: loadFaceConfig({ FACE_MATCHING: "on" }) });
      await kit.signInAccounts();
    }, 120_000);
    afterAll(async () => s?.close());

    defineMinorTests(kit);
    defineConsentTests(kit);
    defineNoticeTests(kit);
    defineUserFormTests(kit);
  });
}
