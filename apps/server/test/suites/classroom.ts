// The course and sign-in suite over real HTTP and WebSocket, on one server: the push hub, class
// sessions and courses, sign-in and check-in (plain, face, supplement), a check-in storm of 200
// students, and the demo data on later days. The parts run in this order on the same data: check-in
// uses the class the class-session part started, the storm ends it.
import { afterAll, beforeAll, describe } from "vitest";

import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { defineCheckInStormTests } from "./classroom-check-in-storm.js";
import { defineCheckInTests } from "./classroom-check-in.js";
import { defineClassSessionTests, defineDemoDayTests } from "./classroom-courses.js";
import { classroomKit } from "./classroom-kit.js";
import { defineClassroomPushTests } from "./classroom-push.js";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineClassroomTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const kit = classroomKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    defineClassroomPushTests(engine, kit);
    defineClassSessionTests(kit);
    defineCheckInTests(kit);
    defineCheckInStormTests(kit);
    defineDemoDayTests(kit);
  });
}
