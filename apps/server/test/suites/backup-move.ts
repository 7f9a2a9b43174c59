// The move from the embedded database to PostgreSQL (PostgreSQL runs only): a PGlite server's backup
// restored into an empty PostgreSQL database gives the same counts and checksums, and a server on the
// moved database answers every parameterless read operation of the contract as the PGlite one does,
// for an administrator, a teacher and a student, the uploaded file included.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { readManifest } from "../../src/backup/archive.js";
import { restoreArchive } from "../../src/backup/restore.js";
import { backupsOf, configureBackups } from "../../src/backup/service.js";
import { takeSnapshot } from "../../src/backup/snapshot.js";
import { checksumsOf, emptyTarget, pngOf, serveOn } from "../backup-kit.js";
import { uploadPhoto } from "../face-upload.js";
import { engineAvailable, startServer } from "../helpers.js";

/** Read operations whose answers carry the moment or the caller's session, so they differ on any two servers. */
const VOLATILE = new Set<string>([
  // A token minted for this call (its id and signature are new each time).
  "GET /teach/auth/jwt",
  // Each server's own backups folder (the moved one has none yet).
  "GET /system/backup/list",
  // The server's clock at the moment of the call.
  "GET /infra/clock",
  // Each server's audit trail records the looks this comparison itself takes (the face data list, the user
  // export) at the moment it answers them.
  "GET /system/privacy-audit/page",
]);

/** The suite (skipped without SERVER_TEST_DATABASE_URL). */
export function defineBackupMoveTests() {
  describe.skipIf(!engineAvailable("postgres"))("postgres", () => {
    const cleanup: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const c of cleanup.reverse()) await c();
    });

    it("moves the embedded database to PostgreSQL with the same checksums, and the server answers the same there", async () => {
      const source = await startServer("pglite");
      const dir = mkdtempSync(join(tmpdir(), "smartclass-move-"));
      const t = await emptyTarget("postgres");
      cleanup.push(() => t.drop());
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
      try {
        const bytes = pngOf(200, 30, 30);
        const path = await uploadPhoto(source, (await source.login("student01")).accessToken, bytes, "作业.png");
        configureBackups(source.services, { dir, keep: 7 });
        const record = await backupsOf(source.services).start("cli");
        const manifest = await readManifest(join(dir, `${record.name}.tar.gz`));
        // The files stay in the data directory, where the server reads them on either engine.
        const uploadsDir = join(source.services.config.dataDir, "uploads");
        await restoreArchive({
          archive: join(dir, `${record.name}.tar.gz`),
          target: { databaseUrl: t.target.databaseUrl!, uploadsDir },
          keepFiles: true,
        });
        const moved = await checksumsOf(t.open);
        for (const m of manifest.tables)
          expect([m.name, moved[m.name]]).toEqual([m.name, { rows: m.rows, sha256: m.sha256 }]);
        // The source read the same way now: nothing differs but what was written after the backup.
        const sourceNow = await takeSnapshot(source.database.db);
        const differs = sourceNow.tables.filter((x) => x.sha256 !== moved[x.name]?.sha256).map((x) => x.name);
        expect(
          differs.every((n) => ["public.auth_sessions", "public.refresh_tokens", "public.login_logs"].includes(n)),
        ).toBe(true);

        const database = await t.open();
        const target = await serveOn(database, source.services.config.dataDir);
        try {
          let compared = 0;
          const skipped: string[] = [];
          const differing: string[] = [];
          for (const username of ["admin", "teacher1", "student01"]) {
            const password =
              username === "admin" ? "admin123" : username.startsWith("teacher") ? "teacher123" : "student123";
            const tokens = [(await source.login(username)).accessToken, await target.login(username, password)];
            for (const op of source.services.contract.operations) {
              if (op.method !== "GET" || op.params || op.path.includes("{")) continue;
              const required = ((op.querystring as { required?: string[] } | undefined)?.required ?? []).filter(
                (q) => q !== "pageNo" && q !== "pageSize",
              );
              if (required.length) continue;
              const q = op.querystring ? "?pageNo=1&pageSize=100" : "";
              const [a, b] = await Promise.all([
                fetch(`${source.base}${op.path}${q}`, { headers: { authorization: `Bearer ${tokens[0]}` } }),
                target.get(`${op.path}${q}`, tokens[1]),
              ]);
              const aBody = Buffer.from(await a.arrayBuffer());
              // Answers that carry the moment or the session itself (server time, who is online) cannot match.
              if (!(a.headers.get("content-type") ?? "").includes("json") || VOLATILE.has(op.key)) {
                skipped.push(op.key);
                continue;
              }
              // Each server names its own address (the environment's URLs), and each login just now set
              // the user's last login time on that server; nothing else may differ.
              const json = (body: Buffer) =>
                JSON.parse(
                  body
                    .toString()
                    .replace(/127\.0\.0\.1:\d+/g, "HOST")
                    .replace(/"loginDate":\d+/g, '"loginDate":0'),
                ) as unknown;
              const same = JSON.stringify([b.status, json(b.body)]) === JSON.stringify([a.status, json(aBody)]);
              if (!same)
                differing.push(
                  `${username} ${op.key}: ${JSON.stringify(json(aBody)).slice(0, 300)} ≠ ${JSON.stringify(json(b.body)).slice(0, 300)}`,
                );
              compared++;
            }
          }
          const file = await target.get(`/infra/file/get/${path}`);
          expect(file.body).toEqual(bytes);
          console.log(
            `move: ${compared} read answers identical on both engines; not compared: ${[...new Set(skipped)].join(", ")}`,
          );
          expect(differing).toEqual([]);
          expect(compared).toBeGreaterThan(30);
        } finally {
          await target.close();
          await database.close();
        }
      } finally {
        await source.close();
      }
    }, 180_000);
  });
}
