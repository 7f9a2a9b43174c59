// A person's data export over real HTTP: the student's own archive (prepared in the background, polled,
// announced, downloaded and opened here) holds exactly their rows and files, a classmate's answer to the
// same question not included; a student cannot export someone else, an administrator can; the link
// expires on the server's clock; each export leaves one audit entry. Process requests come with their
// form data and decisions, peer reviews with the reviewer named only by their label.
import type { components } from "@smartclass/api";
import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { dataExports } from "../../src/db/schema-privacy-export.js";
import { privacyAuditEntries } from "../../src/db/schema-privacy-audit.js";
import { activityKit, CHOICES, questionCalls, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type Job = components["schemas"]["DataExportJob"];

export function definePrivacyExportTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, freshSession, connect } = activityKit(() => s);
    const { start, answer } = questionCalls(() => s, token);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    /** Polls the newest job (as a second tab would) until it is no longer being prepared. */
    async function finished(as: string, query: { userId?: number } = {}): Promise<Job> {
      const seen: number[] = [];
      for (let i = 0; i < 300; i++) {
        const latest = await s.call<Job | null>("GET", "/system/user/profile/data-export/latest", {
          token: await token(as),
          query,
        });
        if (latest.data && latest.data.status !== "preparing") {
          // Progress only ever went forward.
          expect([...seen].sort((a, b) => a - b)).toEqual(seen);
          return latest.data;
        }
        if (latest.data) seen.push(latest.data.progress);
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error("the export never finished");
    }

    async function download(url: string) {
      const res = await fetch(`${s.url}${url}`);
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    }

    async function upload(as: string, text: string, name: string) {
      const form = new FormData();
      form.append("file", new Blob([text], { type: "text/plain" }), name);
      const res = await fetch(`${s.base}/teach/file/s3/ali/api`, {
        method: "POST",
        headers: { authorization: `Bearer ${await token(as)}` },
        body: form,
      });
      return ((await res.json()) as { data: { path: string } }).data;
    }

    let archive: Record<string, Uint8Array>;
    const json = (name: string) => JSON.parse(strFromU8(archive[name]!)) as Record<string, unknown>[];

    it("prepares the student's archive in the background, tells them, and the link downloads it", async () => {
      const item = await freshSession("teacher2");
      const q = (
        await start("teacher2", {
          courseItemId: item.id,
          title: "栈的特点是？",
          type: 1,
          options: CHOICES,
          answer: ["B"],
        })
      ).data;
      expect((await answer("student01", { questionId: q.id, choices: ["B"] })).code).toBe(0);
      // The classmate's answer to the same question in the same class.
      expect((await answer("student02", { questionId: q.id, choices: ["D"] })).code).toBe(0);
      await upload("student01", "我的作业内容", "作业.txt");
      await upload("student02", "同学的作业", "同学.txt");
      // Peer reviews each way between the two classmates.
      const [assignment] = await s.database.db
        .insert(schema.assignments)
        .values({ courseItemId: item.id, teacherId: await userId("teacher2"), title: "互评作业", stage: "final" })
        .returning();
      const [me, classmate] = [await userId("student01"), await userId("student02")];
      await s.database.db.insert(schema.assignmentReviews).values([
        {
          assignmentId: assignment!.id,
          reviewerId: me,
          revieweeId: classmate,
          label: "同学 B",
          score: 8,
          comment: "我写的评语",
        },
        {
          assignmentId: assignment!.id,
          reviewerId: classmate,
          revieweeId: me,
          label: "同学 A",
          score: 6,
          comment: "给我的评语",
        },
      ]);
      const bell = await connect("student01");

      const started = await s.call<Job>("POST", "/system/user/profile/data-export/create", {
        token: await token("student01"),
        body: {},
      });
      expect(started.code).toBe(0);
      expect(started.data).toMatchObject({ userId: await userId("student01"), status: "preparing" });
      const job = await finished("student01");
      expect(job).toMatchObject({ id: started.data.id, status: "ready", progress: 100 });
      expect(job.downloadUrl).toMatch(/^\/admin-api\/system\/user\/profile\/data-export\/download\?token=/);
      expect(job.expireTime! - job.finishTime!).toBe(24 * 3600_000);

      // On PostgreSQL the push travels through the database's notifications: it may follow the row.
      await until(() => bell.of("notifyMessage").length > 0);
      const notice = bell.of("notifyMessage");
      await bell.close();
      expect(notice).toHaveLength(1);
      expect(String(notice[0]!.templateContent)).toContain("数据导出已准备好");

      const { res, bytes } = await download(job.downloadUrl!);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/zip");
      expect(bytes.length).toBe(job.size);
      archive = unzipSync(new Uint8Array(bytes));
      for (const kind of ["profile", "attendance", "answers", "assignments", "grades", "ai-conversations"]) {
        expect(Object.keys(archive)).toContain(`${kind}.json`);
        expect(strFromU8(archive[`${kind}.xlsx`]!.slice(0, 2))).toBe("PK");
      }
      for (const kind of ["process-instances", "notifications", "consents"])
        expect(Object.keys(archive)).toContain(`${kind}.json`);
    });

    it("holds exactly the student's rows and files: the classmate's answer and file are not in it", () => {
      expect(json("profile.json")).toEqual([expect.objectContaining({ username: "student01" })]);
      const answers = json("answers.json").filter((a) => a.title === "栈的特点是？");
      expect(answers).toEqual([expect.objectContaining({ source: "question", choices: ["B"] })]);
      const files = Object.keys(archive).filter((n) => n.startsWith("files/"));
      expect(files.map((f) => strFromU8(archive[f]!))).toEqual(["我的作业内容"]);
      const everything = Object.entries(archive)
        .filter(([n]) => n.endsWith(".json"))
        .map(([, b]) => strFromU8(b))
        .join("\n");
      expect(everything).not.toContain("student02");
      expect(everything).not.toContain('"D"');

      // The seeded leave request still waiting, with its form data; the classmate's request is not in it.
      const requests = json("process-instances.json");
      expect(requests).toEqual([
        expect.objectContaining({
          role: "requester",
          name: "请假申请",
          variables: expect.objectContaining({ reason: "牙疼，需要去医院" }),
          steps: [expect.objectContaining({ result: 1 })],
        }),
      ]);
      expect(everything).not.toContain("参加全国大学生数学建模竞赛");
      const reviews = json("assignments.json").filter((r) => r.assignment === "互评作业");
      expect(reviews).toEqual([
        expect.objectContaining({ record: "peer-review-written", reviewer: null, score: 8, comment: "我写的评语" }),
        expect.objectContaining({
          record: "peer-review-received",
          reviewer: "同学 A",
          score: 6,
          comment: "给我的评语",
        }),
      ]);
    });

    it("refuses a student exporting someone else (403), and lets the administrator export anyone", async () => {
      const other = await userId("student02");
      const refused = await s.call("POST", "/system/user/profile/data-export/create", {
        token: await token("student01"),
        body: { userId: other },
      });
      expect(refused.status).toBe(403);
      const peek = await s.call("GET", "/system/user/profile/data-export/latest", {
        token: await token("student01"),
        query: { userId: other },
      });
      expect(peek.status).toBe(403);

      const started = await s.call<Job>("POST", "/system/user/profile/data-export/create", {
        token: await token("admin"),
        body: { userId: other },
      });
      expect(started.data).toMatchObject({ userId: other });
      const job = await finished("admin", { userId: other });
      expect(job.status).toBe("ready");
      const opened = unzipSync(new Uint8Array((await download(job.downloadUrl!)).bytes));
      expect(JSON.parse(strFromU8(opened["profile.json"]!))).toEqual([
        expect.objectContaining({ username: "student02" }),
      ]);
      // The notice went to the administrator who asked.
      const notices = await s.database.db
        .select()
        .from(schema.notifyMessages)
        .where(
          and(
            eq(schema.notifyMessages.userId, await userId("admin")),
            eq(schema.notifyMessages.templateCode, "data-export"),
          ),
        );
      expect(notices).toHaveLength(1);
    });

    it("leaves one audit entry per export, naming whose data and who asked", async () => {
      const entries = await s.database.db
        .select()
        .from(privacyAuditEntries)
        .where(eq(privacyAuditEntries.kind, "data-export"));
      expect(entries.map((e) => [e.actorUserId, e.subjectUserId, e.action])).toEqual([
        [await userId("student01"), await userId("student01"), "export"],
        [await userId("admin"), await userId("student02"), "export"],
      ]);
    });

    it("shows a job cut off by a stopped server as failed, and asking again starts a new one", async () => {
      const student = await userId("student03");
      const [cut] = await s.database.db
        .insert(dataExports)
        .values({ userId: student, requestedBy: student, progress: 30, step: "answers", createdAt: s.clock.now() })
        .returning();
      s.clock.advance(11 * 60_000);
      const latest = await s.call<Job>("GET", "/system/user/profile/data-export/latest", {
        token: await token("student03"),
      });
      expect(latest.data).toMatchObject({ id: cut!.id, status: "failed" });
      const again = await s.call<Job>("POST", "/system/user/profile/data-export/create", {
        token: await token("student03"),
        body: {},
      });
      expect(again.data.id).not.toBe(cut!.id);
      expect((await finished("student03")).status).toBe("ready");
      s.clock.reset();
    });

    it("stops the link after 24 hours on the server's clock and deletes the archive", async () => {
      const job = await finished("student01");
      s.clock.advance(24 * 3600_000 + 1000);
      const expired = await s.call("GET", "/system/user/profile/data-export/download", {
        query: { token: new URL(job.downloadUrl!, s.url).searchParams.get("token")! },
      });
      expect(expired.code).toBe(1_002_060_001);
      expect(expired.msg).toBe("下载链接已过期，请重新导出");
      const latest = await s.call<Job>("GET", "/system/user/profile/data-export/latest", {
        token: await token("student01"),
      });
      expect(latest.data).toMatchObject({ id: job.id, status: "expired" });
      expect(latest.data.downloadUrl).toBeUndefined();
      const unknown = await s.call("GET", "/system/user/profile/data-export/download", {
        query: { token: "x".repeat(32) },
      });
      expect(unknown.code).toBe(404);
    });
  });
}
