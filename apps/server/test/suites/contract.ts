// The contract as the server applies it: every operation routed, validated from its schemas (400
// naming the field, nothing written, never a 500), a handler for every one (none answers 501), the
// operation table consistent with the document, and the role matrix.
import { count, eq, getTableName, isTable } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { API_PREFIX } from "../../src/app.js";
import { schema } from "../../src/db/index.js";
import { OPERATION_REQUIREMENTS } from "../../src/permissions.js";
import { allHandlers } from "../../src/routes/index.js";
import { SETUP_TIMEOUT, startServer, type TestServer, engineAvailable, type Engine } from "../helpers.js";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineContractTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const tokens: Record<string, string> = {};

    beforeAll(async () => {
      s = await startServer(engine);
      for (const u of ["admin", "teacher1", "student01"]) tokens[u] = (await s.login(u)).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    const tables = Object.values(schema).filter((t) => isTable(t)) as unknown as PgTable[];

    async function rowCounts(): Promise<Record<string, number>> {
      const out: Record<string, number> = {};
      for (const t of tables) {
        const [row] = await s.database.db.select({ n: count() }).from(t);
        out[getTableName(t)] = row?.n ?? 0;
      }
      // Login bookkeeping is not a write of the operation under test.
      delete out.login_failures;
      return out;
    }

    /** The operation's path with valid path parameters (the first enum value, or "x"). */
    const fill = (path: string) =>
      path.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const op = s.services.contract.operations.find((o) => o.path === path);
        const props = (op?.params?.properties ?? {}) as Record<string, { enum?: string[] }>;
        return props[name]?.enum?.[0] ?? "x";
      });
    const hasBody = (method: string) => method !== "GET" && method !== "DELETE";

    describe("the operation table and the contract", () => {
      it("routes every operation of the contract under /admin-api", () => {
        expect(s.services.contract.operations.length).toBeGreaterThanOrEqual(150);
        for (const op of s.services.contract.operations) {
          expect(s.app.hasRoute({ method: op.method as "GET", url: `${API_PREFIX}${op.url}` }), op.key).toBe(true);
        }
      });

      it("has a handler only for operations that exist in the contract", () => {
        const keys = new Set(s.services.contract.operations.map((o) => o.key));
        expect(Object.keys(allHandlers()).filter((k) => !keys.has(k))).toEqual([]);
        expect(Object.keys(OPERATION_REQUIREMENTS).filter((k) => !keys.has(k))).toEqual([]);
      });

      it("treats exactly the contract's public operations as public", () => {
        const publicInContract = s.services.contract.operations
          .filter((o) => o.public)
          .map((o) => o.key)
          .sort();
        const publicInTable = Object.entries(OPERATION_REQUIREMENTS)
          .filter(([, r]) => r === "public")
          .map(([k]) => k)
          .sort();
        expect(publicInTable).toEqual(publicInContract);
      });

      it("never answers 5xx to a call without credentials; non-public ones answer 401", async () => {
        for (const op of s.services.contract.operations) {
          const r = await s.call(op.method, fill(op.path), hasBody(op.method) ? { body: {} } : {});
          expect(r.status, op.key).toBeLessThan(500);
          if (!op.public) expect([r.status, r.code], op.key).toEqual([401, 401]);
        }
      });

      it("answers 404 in the envelope for unknown API paths, and 200 at /", async () => {
        const r = await s.call("GET", "/teach/nothing-here");
        expect([r.status, r.code]).toEqual([404, 404]);
        const root = await fetch(`${s.url}/`);
        expect(root.status).toBe(200);
        expect(await root.text()).toContain("console is not built");
      });

      it("has a handler for every operation of the contract: none answers 501 any more", () => {
        const handlers = allHandlers();
        expect(s.services.contract.operations.filter((op) => !handlers[op.key]).map((op) => op.key)).toEqual([]);
      });
    });

    describe("bad input", () => {
      it("answers 400 naming the field for every operation with a required parameter or body, and writes nothing", async () => {
        const before = await rowCounts();
        let checked = 0;
        for (const op of s.services.contract.operations) {
          const token = tokens.admin;
          const props = (op.querystring?.properties ?? {}) as Record<string, { type?: string; default?: unknown }>;
          // Parameters with a default (pageNo, pageSize) take it when left out.
          const required = ((op.querystring?.required as string[] | undefined) ?? []).filter(
            (n) => props[n]?.default === undefined,
          );
          if (required.length) {
            const r = await s.call(op.method, fill(op.path), { token, ...(op.body ? { body: {} } : {}) });
            expect(r.status, op.key).toBe(400);
            expect(r.code, op.key).toBe(400);
            // The body is checked before the query: with an empty body the body's own field may be named first.
            const named =
              required.some((name) => r.msg.includes(`query.${name}`)) ||
              (op.body !== undefined && r.msg.includes("body."));
            expect(named, `${op.key}: ${r.msg}`).toBe(true);
            checked++;
          }
          if (op.bodyType === "application/json") {
            const malformed = await s.call(op.method, fill(op.path), {
              token,
              rawBody: "{not json",
              contentType: "application/json",
            });
            expect(malformed.status, op.key).toBe(400);
            const wrongShape = await s.call(op.method, fill(op.path), { token, body: ["an", "array"] });
            expect(wrongShape.status, op.key).toBe(400);
            expect(wrongShape.msg, op.key).toContain("body");
            checked++;
          }
          for (const [name, prop] of Object.entries(props)) {
            if (prop.type !== "integer") continue;
            const query: Record<string, string> = {};
            for (const req of required) query[req] = "1";
            query[name] = "not-a-number";
            const r = await s.call(op.method, fill(op.path), { token, query, ...(op.body ? { body: {} } : {}) });
            expect(r.status, `${op.key} ${name}`).toBe(400);
            expect(
              r.msg.includes(`query.${name}`) || (op.body !== undefined && r.msg.includes("body.")),
              `${op.key}: ${r.msg}`,
            ).toBe(true);
            checked++;
          }
        }
        expect(checked).toBeGreaterThan(100);
        expect(await rowCounts()).toEqual(before);
      });

      it("refuses oversized strings and bodies over the limit", async () => {
        const long = await s.call("POST", "/system/user/create", {
          token: tokens.admin,
          body: { username: "someone", nickname: "x".repeat(31), password: "abcd1234" },
        });
        expect(long.status).toBe(400);
        expect(long.msg).toContain("nickname");
        const huge = await s.call("POST", "/teach/course/create", {
          token: tokens.teacher1,
          rawBody: JSON.stringify({ name: "x", description: "y".repeat(2 * 1024 * 1024) }),
          contentType: "application/json",
        });
        expect(huge.status).toBe(413);
        expect(huge.code).toBe(400);
        const extra = await s.call("POST", "/teach/auth/login", {
          body: { username: "admin", password: "admin123", admin: true },
        });
        expect(extra.status).toBe(400);
        expect(extra.msg).toContain("admin");
      });

      it("answers ids beyond the database range as not found, not 500", async () => {
        const r = await s.call("GET", "/system/user/get", { token: tokens.admin, query: { id: "9007199254740991" } });
        expect(r.status).toBe(404);
        const dict = await s.call("DELETE", "/system/dict-data/delete", {
          token: tokens.admin,
          query: { id: "99999999999" },
        });
        expect(dict.status).toBe(404);
      });
    });

    describe("role matrix", () => {
      const groups: {
        name: string;
        method: string;
        path: string;
        query?: Record<string, number>;
        allowed: string[];
      }[] = [
        { name: "self", method: "GET", path: "/teach/user/current", allowed: ["admin", "teacher1", "student01"] },
        {
          name: "self",
          method: "GET",
          path: "/system/notify-message/get-unread-count",
          allowed: ["admin", "teacher1", "student01"],
        },
        {
          name: "self",
          method: "GET",
          path: "/system/dict-data/list-all-simple",
          allowed: ["admin", "teacher1", "student01"],
        },
        { name: "teacher", method: "GET", path: "/teach/course/my", allowed: ["admin", "teacher1"] },
        { name: "teacher", method: "GET", path: "/teach/course-item/current", allowed: ["admin", "teacher1"] },
        { name: "teacher", method: "GET", path: "/teach/course-item/teacher/handle", allowed: ["admin", "teacher1"] },
        { name: "student", method: "GET", path: "/teach/course-item/student/current", allowed: ["admin", "student01"] },
        { name: "student", method: "GET", path: "/teach/sign-in/face/exist", allowed: ["admin", "student01"] },
        { name: "student", method: "GET", path: "/teach/face-database/get", allowed: ["admin", "student01"] },
        {
          name: "admin",
          method: "GET",
          path: "/system/user/page",
          query: { pageNo: 1, pageSize: 10 },
          allowed: ["admin"],
        },
        {
          name: "admin",
          method: "GET",
          path: "/system/dict-data/page",
          query: { pageNo: 1, pageSize: 10 },
          allowed: ["admin"],
        },
        {
          name: "admin",
          method: "GET",
          path: "/infra/config/page",
          query: { pageNo: 1, pageSize: 10 },
          allowed: ["admin"],
        },
        {
          name: "admin",
          method: "GET",
          path: "/system/notify-message/page",
          query: { pageNo: 1, pageSize: 10 },
          allowed: ["admin"],
        },
        {
          name: "admin",
          method: "GET",
          path: "/teach/face-database/page",
          query: { pageNo: 1, pageSize: 10 },
          allowed: ["admin"],
        },
        { name: "admin", method: "GET", path: "/system/user/export", allowed: ["admin"] },
        {
          name: "classroom users",
          method: "GET",
          path: "/teach/user/page",
          query: { pageNo: 1, pageSize: 10 },
          allowed: ["admin", "teacher1"],
        },
      ];

      it("grants each group of operations to exactly its roles (403 otherwise)", async () => {
        for (const g of groups) {
          for (const who of ["admin", "teacher1", "student01"]) {
            const r = await s.call(g.method, g.path, { token: tokens[who], ...(g.query ? { query: g.query } : {}) });
            const label = `${who} ${g.method} ${g.path}`;
            if (g.allowed.includes(who)) {
              expect(r.status, label).toBe(200);
              if (r.headers.get("content-type")?.includes("json")) expect(r.code, label).toBe(0);
            } else {
              expect([r.status, r.code], label).toEqual([403, 403]);
              expect(r.msg, label).toBeTruthy();
            }
          }
        }
      });

      it("changes nothing when a student calls teacher and administrator operations", async () => {
        const before = await rowCounts();
        const student = tokens.student01;
        const [item] = await s.database.db.select().from(schema.courseItems).limit(1);
        const [teacher] = await s.database.db.select().from(schema.users).where(eq(schema.users.username, "teacher2"));
        const attempts = [
          s.call("POST", "/teach/sign-in/start", { token: student, body: { courseItemId: item!.id, duration: 60 } }),
          s.call("GET", "/teach/course-item/start/courseItem", { token: student, query: { courseItemId: item!.id } }),
          s.call("POST", "/teach/course/create", { token: student, body: { name: "hack" } }),
          s.call("POST", "/system/user/create", {
            token: student,
            body: { username: "hacker", nickname: "h", password: "abcd1234" },
          }),
          s.call("DELETE", "/system/user/delete", { token: student, query: { id: teacher!.id } }),
          s.call("PUT", "/system/user/update-status", { token: student, body: { id: teacher!.id, status: 1 } }),
          s.call("POST", "/teach/user/disable", { token: student, query: { id: teacher!.id } }),
          s.call("POST", "/system/dict-data/create", {
            token: student,
            body: { sort: 1, label: "x", value: "x", dictType: "x", status: 0 },
          }),
          s.call("POST", "/infra/config/create", {
            token: student,
            body: { category: "x", name: "x", key: "x", value: "x", visible: true },
          }),
          s.call("POST", "/system/user/create", {
            token: tokens.teacher1,
            body: { username: "hacker", nickname: "h", password: "abcd1234" },
          }),
          s.call("POST", "/teach/user/delete", { token: tokens.teacher1, query: { id: teacher!.id } }),
        ];
        for (const r of await Promise.all(attempts)) expect([r.status, r.code]).toEqual([403, 403]);
        expect(await rowCounts()).toEqual(before);
        const [after] = await s.database.db
          .select()
          .from(schema.courseItems)
          .where(eq(schema.courseItems.id, item!.id));
        expect(after!.status).toBe(item!.status);
        const [t] = await s.database.db.select().from(schema.users).where(eq(schema.users.id, teacher!.id));
        expect(t!.status).toBe(0);
      });
    });
  });
}
