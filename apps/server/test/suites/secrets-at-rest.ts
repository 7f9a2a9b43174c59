// Secrets at rest over real HTTP: passwords hashed with scrypt at N=2^17 by default and older hashes
// replaced at the next sign-in; the signing key, OAuth2 client secrets and the AI key sealed with
// SMARTCLASS_SECRET_KEY and read back by a restarted server (and by no server with another key);
// every operation that sets a password refuses one outside 8 to 128 characters with the same text.
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { providerSettings } from "../../src/ai/settings.js";
import { buildApp } from "../../src/app.js";
import { loadConfig, type ServerConfig } from "../../src/config.js";
import { openDatabase, schema } from "../../src/db/index.js";
import { costOf } from "../../src/lib/password.js";
import { engineAvailable, type Engine, passwordOf, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

const KEY = "k9SGv0Yc2Xw7qL1pZ3rT8uJ5mN4bH6dA";
const OTHER_KEY = "another-key-of-thirty-two-characters!";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineSecretsAtRestTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      // The default cost, as in production: this suite proves it (the other suites hash cheaply).
      s = await startServer(engine, { passwordHashCost: loadConfig({}).passwordHashCost, secretKey: KEY });
      admin = (await s.login("admin")).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    /** Another server process on the same database, as after a restart. */
    async function restart(config: ServerConfig, logs: string[] = []) {
      const database = s.databaseUrl ? await openDatabase({ databaseUrl: s.databaseUrl }) : s.database;
      try {
        const built = await buildApp({ config, database, logStream: { write: (line) => void logs.push(line) } });
        await built.app.listen({ port: 0, host: "127.0.0.1" });
        const port = (built.app.server.address() as AddressInfo).port;
        return {
          base: `http://127.0.0.1:${port}/admin-api`,
          services: built.services,
          close: async () => {
            await built.app.close();
            if (s.databaseUrl) await database.close();
          },
        };
      } catch (error) {
        if (s.databaseUrl) await database.close();
        throw error;
      }
    }

    const hashOf = async (username: string) =>
      (await s.database.db.select().from(schema.users).where(eq(schema.users.username, username)))[0]!.passwordHash;

    it("hashes at N=2^17 by default and replaces an older hash at the next sign-in", async () => {
      expect(loadConfig({}).passwordHashCost).toBe(2 ** 17);
      expect(() => loadConfig({ PASSWORD_HASH_COST: "1000" })).toThrow(/PASSWORD_HASH_COST/);
      // The seed's demo accounts start at N=16384.
      expect(costOf(await hashOf("student15"))).toBe(16384);
      await s.login("student15");
      const upgraded = await hashOf("student15");
      expect(upgraded).toMatch(/^scrypt\$131072\$/);
      await s.login("student15");
      expect(await hashOf("student15")).toBe(upgraded);
    });

    it("seals the signing key, OAuth2 client secrets and the AI key, and reads them back after a restart", async () => {
      const [jwt] = await s.database.db.select().from(schema.serverKeys).where(eq(schema.serverKeys.name, "jwt"));
      expect(jwt!.value).toMatch(/^enc:v1:/);
      // The seed stored the demo client's secret in plain text; the start with a key sealed it.
      const [client] = await s.database.db.select().from(schema.oauth2Clients);
      expect(client!.secret).toMatch(/^enc:v1:/);
      expect(s.services.secrets.open(client!.secret)).toBe("admin123");

      const created = await s.call("POST", "/infra/config/create", {
        token: admin,
        body: { category: "ai", name: "AI key", key: "ai.apiKey", value: "sk-test-secret-0001", visible: false },
      });
      expect(created.code).toBe(0);
      const [ai] = await s.database.db.select().from(schema.configs).where(eq(schema.configs.key, "ai.apiKey"));
      expect(ai!.value).toMatch(/^enc:v1:/);
      expect(ai!.value).not.toContain("sk-test-secret-0001");

      const { accessToken } = await s.login("student16");
      const again = await restart({ ...s.services.config });
      try {
        // A token signed before the restart is still good: the key was read back, not made anew.
        const me = await fetch(`${again.base}/teach/user/current`, {
          headers: { authorization: `Bearer ${accessToken}` },
        });
        expect(((await me.json()) as { data: { userName: string } }).data.userName).toBe("student16");
        const env = { ...s.services.config.ai, baseUrl: "http://127.0.0.1:9", model: "m" };
        const settings = await providerSettings(again.services.db, env, (v) => again.services.secrets.open(v));
        expect(settings?.apiKey).toBe("sk-test-secret-0001");
      } finally {
        await again.close();
      }
      const { secretKey: _none, ...withoutKey } = s.services.config;
      const logs: string[] = [];
      await expect(restart(withoutKey, logs)).rejects.toThrow(/SMARTCLASS_SECRET_KEY is not set/);
      // Started without a key, a server says at once that secrets would be stored unencrypted.
      expect(logs.join("\n")).toContain("SMARTCLASS_SECRET_KEY is not set: the token signing key");
      await expect(restart({ ...withoutKey, secretKey: OTHER_KEY })).rejects.toThrow(/does not open/);
    });

    it("refuses a password outside 8 to 128 characters wherever one is set, with one message", async () => {
      const student = (await s.login("student17")).accessToken;
      const [target] = await s.database.db.select().from(schema.users).where(eq(schema.users.username, "student18"));
      const short = "1234567";
      const long = "p".repeat(129);
      const attempts = [
        () =>
          s.call("POST", "/system/auth/register", {
            body: { username: "newbie01", password: short, mobile: "13700000077", code: "123456" },
          }),
        () =>
          s.call("POST", "/teach/user/forgotPassword", {
            body: { mobile: "13800000018", code: "123456", password: short },
          }),
        () =>
          s.call("POST", "/teach/user/update-password", {
            token: student,
            body: { oldPassword: passwordOf("student17"), newPassword: short },
          }),
        () =>
          s.call("PUT", "/system/user/profile/update-password", {
            token: student,
            body: { oldPassword: passwordOf("student17"), newPassword: long },
          }),
        () =>
          s.call("POST", "/system/user/create", {
            token: admin,
            body: { username: "newbie02", nickname: "新", password: short },
          }),
        () => s.call("PUT", "/system/user/update-password", { token: admin, body: { id: target!.id, password: long } }),
      ];
      for (const [i, attempt] of attempts.entries()) {
        const r = await attempt();
        expect([i, r.status, r.msg]).toEqual([i, 400, "密码长度为 8 到 128 位"]);
      }
      const en = await fetch(`${s.base}/teach/user/update-password`, {
        method: "POST",
        headers: { authorization: `Bearer ${student}`, "content-type": "application/json", "accept-language": "en" },
        body: JSON.stringify({ oldPassword: passwordOf("student17"), newPassword: short }),
      });
      expect(((await en.json()) as { msg: string }).msg).toBe("Passwords must be 8 to 128 characters long");
      // Nothing changed: the old password still signs in.
      expect((await s.login("student17")).accessToken).toBeTruthy();
    });
  });
}
