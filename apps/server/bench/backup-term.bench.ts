// Backup, restore and move timings on a term-sized data set (`tsx apps/server/bench/backup-term.bench.ts`;
// the move only when SERVER_TEST_DATABASE_URL names a PostgreSQL). The term: the demo seed plus 1,000
// students in 20 courses of 50, each course meeting twice a week for 18 weeks (720 class sessions),
// each session with a check-in of every student and 3 questions every student answers (36,000
// check-ins, 108,000 answers), and 300 uploads of 100 kB. Generated in SQL (generate_series), so the
// figures measure the backup, not the generator. Prints one line per step; writes nothing else.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { runBackup } from "../src/backup/backups.js";
import { restoreArchive } from "../src/backup/restore.js";
import { runnerOf } from "../src/backup/snapshot.js";
import { openDatabase } from "../src/db/index.js";
import { seedIfEmpty } from "../src/seed.js";

const dir = mkdtempSync(join(tmpdir(), "smartclass-term-"));
const uploads = join(dir, "uploads");
const t0 = performance.now();
const lap = (what: string, since: number) =>
  console.log(`${what}: ${((performance.now() - since) / 1000).toFixed(1)} s`);

const database = await openDatabase({ dataDir: join(dir, "pglite") });
await seedIfEmpty(database.db);
const run = runnerOf(database.db);
const one = async (text: string) => void (await run.rows(text));
await one(`INSERT INTO users (username, password_hash, nickname)
  SELECT 'term' || g, 'x', '学生' || g FROM generate_series(1, 1000) g`);
await one(`INSERT INTO courses (name, teacher_id) SELECT '学期课程 ' || g, 2 FROM generate_series(1, 20) g`);
await one(`INSERT INTO course_students (course_id, user_id)
  SELECT c.id, u.id FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM courses WHERE name LIKE '学期课程%') c
  JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE username LIKE 'term%') u ON u.n / 50 = c.n`);
await one(`INSERT INTO course_items (course_id, teacher_id, name, plan_start, plan_end, status, started_at, ended_at)
  SELECT c.id, 2, '第 ' || w || ' 讲', now() - (w || ' days')::interval, now() - (w || ' days')::interval + interval '95 minutes', 2,
         now() - (w || ' days')::interval, now() - (w || ' days')::interval + interval '95 minutes'
  FROM courses c, generate_series(1, 36) w WHERE c.name LIKE '学期课程%'`);
await one(`INSERT INTO sign_ins (course_item_id, teacher_id, title, duration, start_time, deadline, status)
  SELECT id, 2, '签到', 300, plan_start, plan_start + interval '5 minutes', 2 FROM course_items WHERE name LIKE '第 % 讲'`);
await one(`INSERT INTO sign_in_records (sign_in_id, user_id, created_at)
  SELECT s.id, cs.user_id, s.start_time + interval '1 minute' FROM sign_ins s
  JOIN course_items ci ON ci.id = s.course_item_id JOIN course_students cs ON cs.course_id = ci.course_id
  WHERE ci.name LIKE '第 % 讲'`);
await one(`INSERT INTO ask_questions (course_item_id, teacher_id, title, type, options, answer, start_time, status)
  SELECT ci.id, 2, '问题 ' || q, 1, '["A","B","C","D"]', '["B"]', ci.plan_start + (q * 10 || ' minutes')::interval, 2
  FROM course_items ci, generate_series(1, 3) q WHERE ci.name LIKE '第 % 讲'`);
await one(`INSERT INTO question_answers (question_id, user_id, choices, correct, score)
  SELECT a.id, cs.user_id, '["B"]', true, 1 FROM ask_questions a
  JOIN course_items ci ON ci.id = a.course_item_id JOIN course_students cs ON cs.course_id = ci.course_id
  WHERE ci.name LIKE '第 % 讲'`);
for (let i = 0; i < 300; i++) {
  mkdirSync(join(uploads, "term", String(i % 10)), { recursive: true });
  writeFileSync(join(uploads, "term", String(i % 10), `${i}.bin`), randomBytes(100 * 1024));
}
const [{ n }] = (await run.rows<{ n: number }>(
  `SELECT (SELECT count(*) FROM sign_in_records) + (SELECT count(*) FROM question_answers) AS n`,
)) as [{ n: number }];
lap(`generated (${n} check-ins and answers)`, t0);

let t = performance.now();
const record = await runBackup({
  database,
  uploadsDir: uploads,
  backupsDir: join(dir, "backups"),
  now: () => new Date(),
  trigger: "cli",
});
lap(`backup: ${record.rows} rows, ${record.files} files, ${(record.size / 1024 / 1024).toFixed(1)} MB archive`, t);
await database.close();
const archive = join(dir, "backups", `${record.name}.tar.gz`);
console.log(`archive size on disk: ${(statSync(archive).size / 1024 / 1024).toFixed(1)} MB`);

t = performance.now();
await restoreArchive({
  archive,
  target: { pgliteDir: join(dir, "restored", "pglite"), uploadsDir: join(dir, "restored", "uploads") },
});
lap("restore into a new PGlite data directory", t);

const url = process.env.SERVER_TEST_DATABASE_URL;
if (url) {
  const name = `sc_term_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  t = performance.now();
  await restoreArchive({ archive, target: { databaseUrl: target.toString(), uploadsDir: uploads }, keepFiles: true });
  lap("restore into an empty PostgreSQL database (the move's second half)", t);
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
rmSync(dir, { recursive: true, force: true });
