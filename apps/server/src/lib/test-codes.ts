// The code store for end-to-end tests (TEST_CLOCK=on, the flag of the test clock): `GET
// /test-support/verification-code?target=` answers the latest unused SMS or e-mail code sent to a
// mobile or address, so a browser test can register with a code. The code still goes to the server log
// as always; the database holds only its hash, so the code itself comes from the code service's memory. Outside the contract; loopback only, and not routed at all when off (404).
import { and, desc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

import { type Db, schema } from "../db/index.js";
import type { CodeService } from "./codes.js";
import { fromLoopback } from "./test-clock.js";

/** The route that reads a code. */
const TEST_CODE_PATH = "/test-support/verification-code";

/** Routes `GET /test-support/verification-code`; other callers than loopback get 404 as if it did not exist. */
export function registerTestCodes(
  app: FastifyInstance,
  db: Db,
  codes: CodeService,
  envelope: (code: number, data: unknown, msg: string) => unknown,
): void {
  app.get(
    TEST_CODE_PATH,
    {
      schema: {
        querystring: {
          type: "object",
          required: ["target"],
          properties: { target: { type: "string", minLength: 1, maxLength: 128 } },
        },
      },
    },
    async (req, reply) => {
      if (!fromLoopback(req)) return reply.status(404).send(envelope(404, null, "访问资源不存在"));
      const target = (req.query as { target: string }).target.trim();
      const [row] = await db
        .select()
        .from(schema.verifyCodes)
        // E-mail codes are stored under the lower-cased address.
        .where(
          and(
            eq(schema.verifyCodes.target, target.includes("@") ? target.toLowerCase() : target),
            isNull(schema.verifyCodes.usedAt),
          ),
        )
        .orderBy(desc(schema.verifyCodes.createdAt), desc(schema.verifyCodes.id))
        .limit(1);
      const sent = row ? codes.lastSent(row.target) : undefined;
      if (!row || !sent) return reply.status(404).send(envelope(404, null, `没有发给 ${target} 的未使用验证码`));
      return reply.send(
        envelope(
          0,
          {
            target: row.target,
            channel: row.channel,
            scene: row.scene,
            code: sent.code,
            expiresTime: row.expiresAt.getTime(),
          },
          "",
        ),
      );
    },
  );
}
