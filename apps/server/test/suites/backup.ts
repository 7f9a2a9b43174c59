// Backups and restores over the real engines: a backup taken while 200
// students check in holds every check-in acknowledged before it began; a restore gives back the same
// counts, checksums and files, refuses a non-empty target, leaves the target empty when it fails and
// upgrades older schema versions; a backup killed with SIGKILL leaves the earlier archive whole; the
// schedule runs on the server's clock; the operations are an administrator's; and (PGlite) the CLI
// takes its backup through the running server. The move to PostgreSQL: suites/backup-move.ts.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, watch, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { manifestOf, readArchive, readManifest, writeArchive } from "../../src/backup/archive.js";
import { listBackups } from "../../src/backup/backups.js";
import { LOCAL_BACKUP_PATH, publishEndpoint, registerLocalBackup } from "../../src/backup/local-endpoint.js";
import { restoreArchive, RestoreRefused } from "../../src/backup/restore.js";
import { BackupService, backupsOf, configureBackups, dueOn } from "../../src/backup/service.js";
import { knownMigrations } from "../../src/backup/snapshot.js";
import { schema } from "../../src/db/index.js";
import { schoolTimeOfDay } from "../../src/lib/school-time.js";
import { ensureDemoSessionsToday, seedIfEmpty } from "../../src/seed.js";
import { upgradeSeededData } from "../../src/seed-upgrade.js";
import { checksumsOf, emptyTarget, exited, pngOf, runCli, serveOn } from "../backup-kit.js";
import { EARLIER_VERSIONS } from "../fixtures/make-backup-fixtures.js";
import { expectUpgradedSchool } from "../fixtures/upgraded-school.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { uploadPhoto } from "../face-upload.js";

const fixture = (v: string) =>
  join(dirname(new URL(import.meta.url).pathname), "..", "fixtures", `backup-schema-${v}.tar.gz`);
const latest = knownMigrations().at(-1)!.tag;

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineBackupTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let backupsDir: string;
    const cleanup: (() => Promise<void> | void)[] = [];
    // The storm's backup and the upload it holds, which the restore tests use.
    let archive = "";
    let upload: { path: string; bytes: Buffer } | undefined;

    beforeAll(async () => {
      s = await startServer(engine);
      backupsDir = mkdtempSync(join(tmpdir(), "smartclass-backups-"));
      configureBackups(s.services, { dir: backupsDir, keep: 7 });
    }, SETUP_TIMEOUT);
    afterAll(async () => {
      for (const c of cleanup.reverse()) await c();
      await s?.close();
      rmSync(backupsDir, { recursive: true, force: true });
    });

    it("takes a backup during a 200-student check-in storm that holds every check-in acknowledged before it began", async () => {
      const db = s.database.db;
      const student = await s.login("student01");
      const bytes = pngOf(10, 120, 200);
      upload = { path: await uploadPhoto(s, student.accessToken, bytes, "证件照.png"), bytes };
      // student01's face enrolment as the enrolment keeps it: the record and three descriptors.
      await db.insert(schema.faceDatabase).values({ userId: student.userId });
      await db
        .insert(schema.faceTemplates)
        .values([1, 2, 3].map((n) => ({ userId: student.userId, template: Buffer.alloc(512, n).toString("base64") })));

      const [teacher] = await db.select().from(schema.users).where(eq(schema.users.username, "teacher1"));
      const [studentRole] = await db.select().from(schema.roles).where(eq(schema.roles.code, "student"));
      const students = await db
        .insert(schema.users)
        .values(
          Array.from({ length: 200 }, (_, i) => ({ username: `backup${i}`, passwordHash: "x", nickname: `备份${i}` })),
        )
        .returning({ id: schema.users.id });
      await db.insert(schema.userRoles).values(students.map((u) => ({ userId: u.id, roleId: studentRole!.id })));
      const [course] = await db.insert(schema.courses).values({ name: "备份课", teacherId: teacher!.id }).returning();
      await db.insert(schema.courseStudents).values(students.map((u) => ({ courseId: course!.id, userId: u.id })));
      const [item] = await db
        .insert(schema.courseItems)
        .values({
          courseId: course!.id,
          teacherId: teacher!.id,
          name: "备份课 1",
          planStart: new Date(),
          planEnd: new Date(Date.now() + 3600_000),
        })
        .returning();
      const teacherToken = (await s.login("teacher1")).accessToken;
      await s.call("GET", "/teach/course-item/end", { token: teacherToken });
      await s.call("GET", "/teach/course-item/start/courseItem", {
        token: teacherToken,
        query: { courseItemId: item!.id },
      });
      const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
        token: teacherToken,
        body: { courseItemId: item!.id, duration: 600 },
      });
      const sessions = await Promise.all(students.map((u) => s.services.auth.login(u.id)));

      // Every student checks in at once; the backup starts once the first 60 have been acknowledged.
      const acknowledged: number[] = [];
      let begin!: () => void;
      const sixty = new Promise<void>((r) => (begin = r));
      const checkIns = sessions.map((p, i) =>
        s
          .call<number>("POST", "/teach/sign-in/record", { token: p.accessToken, query: { signId: signIn.data.id } })
          .then((a) => {
            if (a.code === 0) acknowledged.push(students[i]!.id);
            if (acknowledged.length === 60) begin();
            return a;
          }),
      );
      await sixty;
      const before = [...acknowledged];
      const record = await backupsOf(s.services).start("manual");
      const answers = await Promise.all(checkIns);
      expect(answers.every((a) => a.code === 0)).toBe(true);
      expect(record.status).toBe("completed");
      archive = join(backupsDir, `${record.name}.tar.gz`);

      const filesDir = mkdtempSync(join(tmpdir(), "smartclass-archive-"));
      cleanup.push(() => rmSync(filesDir, { recursive: true, force: true }));
      const contents = await readArchive(archive, filesDir);
      const inArchive = contents.tables
        .find((t) => t.name === "public.sign_in_records")!
        .rows.map((r) => r.slice(1, -1).split(","))
        .filter((f) => Number(f[1]) === signIn.data.id)
        .map((f) => Number(f[2]));
      expect(before.length).toBeGreaterThanOrEqual(60);
      for (const id of before) expect(inArchive).toContain(id);
      // The manifest counts what the archive holds, and the upload is in it byte for byte.
      for (const t of contents.manifest.tables)
        expect(contents.tables.find((d) => d.name === t.name)!.rows).toHaveLength(t.rows);
      expect(contents.manifest.schema?.tag).toBe(latest);
      expect(readFileSync(join(filesDir, upload.path))).toEqual(bytes);
      expect(record).toMatchObject({ files: 1, fileBytes: bytes.length, schema: latest, engine });
      console.log(
        `backup during the storm (${engine}): ${before.length} acknowledged before it began, ${inArchive.length} in it`,
      );
    }, 120_000);

    it("restores into an empty target with the same counts, checksums and files, and the server runs on it", async () => {
      const t = await emptyTarget(engine);
      cleanup.push(() => t.drop());
      const report = await restoreArchive({ archive, target: t.target });
      const manifest = await readManifest(archive);
      expect(report).toMatchObject({ schemaFrom: latest, schemaNow: latest, files: 1, sha256: manifest.sha256 });
      const restored = await checksumsOf(t.open);
      expect(Object.keys(restored).sort()).toEqual(manifest.tables.map((m) => m.name).sort());
      for (const m of manifest.tables)
        expect([m.name, restored[m.name]]).toEqual([m.name, { rows: m.rows, sha256: m.sha256 }]);
      expect(readFileSync(join(t.target.uploadsDir, upload!.path))).toEqual(upload!.bytes);

      // The restored school: a student signs in and gets their upload back; new rows get new ids.
      const database = await t.open();
      const server = await serveOn(database, t.dataDir);
      try {
        const token = await server.login("student01", "student123");
        expect(token).toBeTruthy();
        const file = await server.get(`/infra/file/get/${upload!.path}`);
        expect(file.status).toBe(200);
        expect(file.body).toEqual(upload!.bytes);
        // Their face enrolment came back with its three descriptors.
        const face = await server.get("/teach/face-database/get", token);
        expect(JSON.parse(face.body.toString()).data).toMatchObject({ photoCount: 3 });
        const ids = await database.db.select({ id: schema.courses.id }).from(schema.courses);
        const [added] = await database.db
          .insert(schema.courses)
          .values({ name: "恢复后的课", teacherId: 1 })
          .returning({ id: schema.courses.id });
        expect(added!.id).toBeGreaterThan(Math.max(...ids.map((c) => c.id)));
      } finally {
        await server.close();
        await database.close();
      }
    }, 120_000);

    it("refuses a target that is not empty, leaving it as it was, and replaces it when forced", async () => {
      const t = await emptyTarget(engine);
      cleanup.push(() => t.drop());
      await restoreArchive({ archive, target: t.target });
      const before = await checksumsOf(t.open);
      await expect(restoreArchive({ archive, target: t.target })).rejects.toBeInstanceOf(RestoreRefused);
      expect(await checksumsOf(t.open)).toEqual(before);
      const forced = await restoreArchive({ archive, target: t.target, force: true });
      expect(forced.rows).toBeGreaterThan(0);
      expect(await checksumsOf(t.open)).toEqual(before);
    }, 120_000);

    it("leaves the target empty when a restore fails its verification, and says why", async () => {
      const filesDir = mkdtempSync(join(tmpdir(), "smartclass-archive-"));
      const contents = await readArchive(archive, filesDir);
      // The archive says one row more of users than it holds (a damaged or tampered copy).
      const manifest = manifestOf(
        {
          tables: contents.tables.map((x) => ({
            ...x,
            sha256: contents.manifest.tables.find((m) => m.name === x.name)!.sha256,
          })),
          sequences: contents.sequences,
          ...(contents.manifest.schema ? { schema: contents.manifest.schema } : {}),
        },
        contents.manifest.files.list,
        engine,
        new Date(),
      );
      manifest.tables.find((m) => m.name === "public.users")!.rows += 1;
      const damaged = join(filesDir, "..", `damaged-${randomBytes(3).toString("hex")}.tar.gz`);
      await writeArchive(damaged, manifest, contents, filesDir);
      cleanup.push(() => rmSync(damaged, { force: true }));
      rmSync(filesDir, { recursive: true, force: true });

      const t = await emptyTarget(engine);
      cleanup.push(() => t.drop());
      await expect(restoreArchive({ archive: damaged, target: t.target })).rejects.toThrow(/public\.users/);
      expect(await t.tableCount()).toBe(0);
      expect(readdirSync(t.dataDir).filter((f) => f.includes("upload"))).toEqual([]);
    }, 120_000);

    // Every earlier version's archive on PostgreSQL (a fresh database costs about a second); on PGlite
    // each restore initialises a cluster (about 6 s), so there the oldest and the newest earlier one.
    const upgraded = engine === "postgres" ? EARLIER_VERSIONS : [EARLIER_VERSIONS[0]!, EARLIER_VERSIONS.at(-1)!];
    for (const version of upgraded)
      it(`upgrades an archive of schema ${version} with the normal migrations, its data intact`, async () => {
        const t = await emptyTarget(engine);
        cleanup.push(() => t.drop());
        const report = await restoreArchive({ archive: fixture(version), target: t.target });
        expect(report.schemaFrom).toMatch(new RegExp(`^${version}_`));
        expect(report.schemaNow).toBe(latest);
        const database = await t.open();
        // What `npm start` does next on a database that is not empty: bring what earlier versions'
        // seed gave up to date. A school without the demo accounts gets no workflow demo, and no crash.
        expect(await seedIfEmpty(database.db)).toBe(false);
        expect((await upgradeSeededData(database.db)).workflow).toBe(false);
        await ensureDemoSessionsToday(database.db);
        const server = await serveOn(database, t.dataDir);
        try {
          await expectUpgradedSchool(Number(version), database, server);
        } finally {
          await server.close();
          await database.close();
        }
      }, 120_000);

    it("leaves the earlier archive whole and nothing that looks complete when a backup is killed with SIGKILL", async () => {
      // The CLI on its own data directory: a restored copy (PGlite admits one process) or the server's PostgreSQL.
      const t = await emptyTarget(engine);
      cleanup.push(() => t.drop());
      await restoreArchive({ archive, target: t.target });
      // A large upload keeps the archive being written long enough to kill it midway.
      mkdirSync(join(t.dataDir, "uploads", "big"), { recursive: true });
      writeFileSync(join(t.dataDir, "uploads", "big", "lecture.mp4"), randomBytes(24 * 1024 * 1024));
      const dir = mkdtempSync(join(tmpdir(), "smartclass-cli-backups-"));
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
      const env = {
        DATA_DIR: t.dataDir,
        BACKUP_DIR: dir,
        DATABASE_URL: t.target.databaseUrl ?? "",
      };
      const first = await exited(runCli(["backup"], env));
      expect(first.code, first.err).toBe(0);
      expect(first.out).toMatch(/Backup written/);
      const [earlier] = readdirSync(dir).filter((f) => f.endsWith(".tar.gz"));
      const earlierBytes = readFileSync(join(dir, earlier!));

      const child = runCli(["backup"], env);
      const done = exited(child);
      // Killed as soon as its archive is being written (the temporary file appears).
      await new Promise<void>((resolve) => {
        const watcher = watch(dir, (_event, name) => {
          if (name?.endsWith(".partial")) {
            watcher.close();
            child.kill("SIGKILL");
            resolve();
          }
        });
      });
      expect((await done).code).toBeNull();
      const archives = readdirSync(dir).filter((f) => f.endsWith(".tar.gz"));
      expect(archives).toEqual([earlier]);
      // Compared as bytes: a deep comparison of 24 MB would take minutes.
      expect(readFileSync(join(dir, earlier!)).equals(earlierBytes)).toBe(true);
      expect((await listBackups(dir)).map((r) => r.name)).toEqual([earlier!.replace(/\.tar\.gz$/, "")]);
      // The earlier archive still restores.
      const again = await emptyTarget(engine);
      cleanup.push(() => again.drop());
      const report = await restoreArchive({ archive: join(dir, earlier!), target: again.target });
      expect(report.files).toBe(2);
      // The killed backup's temporary file, once untouched for ten minutes, is removed by the next backup.
      const [partial] = readdirSync(dir).filter((f) => f.endsWith(".partial"));
      expect(partial).toMatch(/^\.smartclass-.*\.partial$/);
      const longAgo = new Date(Date.now() - 11 * 60_000);
      utimesSync(join(dir, partial!), longAgo, longAgo);
      const next = await exited(runCli(["backup"], env));
      expect(next.code, next.err).toBe(0);
      expect(readdirSync(dir).filter((f) => f.endsWith(".partial"))).toEqual([]);
      expect(readdirSync(dir).filter((f) => f.endsWith(".tar.gz"))).toHaveLength(2);
    }, 180_000);

    if (engine === "pglite")
      it("takes `npm run backup` through the running server, which alone may open its embedded database", async () => {
        const t = await emptyTarget(engine);
        cleanup.push(() => t.drop());
        await restoreArchive({ archive, target: t.target });
        const dir = mkdtempSync(join(tmpdir(), "smartclass-local-"));
        cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
        const database = await t.open();
        let token = "";
        const server = await serveOn(database, t.dataDir, (built) => {
          const backups = configureBackups(built.services, { dir, keep: 7 });
          registerLocalBackup(built.app, backups);
          token = backups.localToken;
        });
        const unpublish = publishEndpoint(t.dataDir, {
          pid: process.pid,
          url: server.base.replace(/\/admin-api$/, ""),
          token,
        });
        try {
          const env = { DATA_DIR: t.dataDir, BACKUP_DIR: dir, DATABASE_URL: "" };
          const done = await exited(runCli(["backup"], env));
          expect(done.code, done.err).toBe(0);
          expect(done.out).toMatch(/The server is running .* it takes the backup/);
          expect((await listBackups(dir)).map((r) => [r.trigger, r.status])).toEqual([["cli", "completed"]]);
          // Without the secret the request is not even routed; a restore into the server's directory is refused.
          const guess = await fetch(`${server.base.replace(/\/admin-api$/, "")}${LOCAL_BACKUP_PATH}`, {
            method: "POST",
            headers: { "x-smartclass-backup-token": "guess" },
          });
          expect(guess.status).toBe(404);
          const restore = await exited(runCli(["restore", archive], env));
          expect(restore.code).toBe(2);
          expect(restore.err).toMatch(/stop it before restoring/);
        } finally {
          unpublish();
          await server.close();
          await database.close();
        }
      }, 120_000);

    it("reads BACKUP_TIME on the school's clock in its time zone, summer time included", () => {
      // Saturday 9 March 2030, 12:00 UTC: 07:00 in New York, the day before its clocks go forward.
      const saturday = new Date(Date.UTC(2030, 2, 9, 12));
      const fixed = { now: () => saturday };
      const scheduleIn = (timeZone: string) =>
        new BackupService(s.database, backupsDir, { dir: backupsDir, keep: 7, dailyAt: "03:00", timeZone }, fixed);
      expect(dueOn(saturday, "03:00", "America/New_York").toISOString()).toBe("2030-03-09T08:00:00.000Z");
      expect(dueOn(saturday, "03:00", "Asia/Shanghai").toISOString()).toBe("2030-03-08T19:00:00.000Z");
      // Today's 03:00 has passed in both places: the next one is tomorrow's 03:00 at the school, which in
      // New York is 23 hours later (summer time starts that night).
      expect(scheduleIn("America/New_York").status()).toMatchObject({
        dailyAt: "03:00",
        nextAt: "2030-03-10T07:00:00.000Z",
      });
      expect(scheduleIn("Asia/Shanghai").status().nextAt).toBe("2030-03-09T19:00:00.000Z");
    });

    it("runs the schedule once a day at its time on the server's clock and keeps the newest N", async () => {
      const dir = mkdtempSync(join(tmpdir(), "smartclass-scheduled-"));
      cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
      // Today's time has passed on the school's calendar (or is moved past): a fresh start waits for tomorrow.
      const now = s.clock.now();
      const zone = s.services.config.schoolTimeZone;
      const at = schoolTimeOfDay(now.getTime() - 60_000, zone);
      const backups = configureBackups(s.services, { dir, keep: 2, dailyAt: at });
      try {
        expect(await backups.tick()).toBeUndefined();
        const next = Date.parse(backups.status().nextAt!);
        expect(next).toBe(dueOn(now, at, zone).getTime() + 86_400_000);
        for (let day = 1; day <= 3; day++) {
          s.clock.advance(next + (day - 1) * 86_400_000 - s.clock.now().getTime());
          expect((await backups.tick())?.status).toBe("completed");
          expect(await backups.tick()).toBeUndefined();
        }
        const list = await listBackups(dir);
        expect(list.map((r) => [r.trigger, r.status])).toEqual([
          ["schedule", "completed"],
          ["schedule", "completed"],
        ]);
        // The third day's run, at its time (the test clock is the wall clock moved, so allow the seconds it took).
        const lateBy = Date.parse(list[0]!.startedAt) - (next + 2 * 86_400_000);
        expect(lateBy).toBeGreaterThanOrEqual(0);
        expect(lateBy).toBeLessThan(60_000);
      } finally {
        s.clock.reset();
        configureBackups(s.services, { dir: backupsDir, keep: 7 });
      }
    }, 120_000);

    it("lets an administrator start a backup and see it listed with its size, and refuses everyone else", async () => {
      const admin = (await s.login("admin")).accessToken;
      const student = (await s.login("student02")).accessToken;
      const teacher = (await s.login("teacher2")).accessToken;
      for (const token of [student, teacher]) {
        expect((await s.call("POST", "/system/backup/start", { token })).code).toBe(403);
        expect((await s.call("GET", "/system/backup/list", { token })).code).toBe(403);
      }
      const started = await s.call<{ phase: string; trigger: string }>("POST", "/system/backup/start", {
        token: admin,
      });
      expect(started.code).toBe(0);
      expect(started.data.trigger).toBe("manual");
      const during = await s.call<{ running: { done: number; total: number } | null }>("GET", "/system/backup/list", {
        token: admin,
      });
      expect(during.data.running).not.toBeNull();
      // Waiting through the service joins the same backup rather than starting a second one.
      const finished = (await backupsOf(s.services).start("manual")).name;
      const after = await s.call<{
        running: unknown;
        list: { name: string; status: string; size: number; trigger: string; files: number }[];
      }>("GET", "/system/backup/list", { token: admin });
      expect(after.data.running).toBeNull();
      expect(after.data.list[0]).toMatchObject({ name: finished, status: "completed", trigger: "manual" });
      expect(after.data.list[0]!.size).toBeGreaterThan(1000);
    }, 120_000);
  });
}
