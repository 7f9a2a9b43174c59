// Peer review over real HTTP: no opening before the deadline, the allocation stored on opening (k each
// way, never oneself), the tasks list with anonymous labels or real names, reading a peer's work only
// as an allocated reviewer who has submitted, rubric validation with nothing written, the review
// deadline and the stage, late submissions left out, the teacher told live.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openPeerReview } from "../../src/assignment/peer-review.js";
import { schema } from "../../src/db/index.js";
import { activityKit, students, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { HOUR, type MadeAssignment, reviewCastKit } from "../review-cast-kit.js";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineAssignmentReviewTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const kit = activityKit(() => s);
    const { token, userId, connect, rowCounts } = kit;
    const { publishedAssignment, update, submit, tasks, review, reviewRows } = reviewCastKit(() => s, kit);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    const four = students(1, 4);

    /** An assignment with peer review (k = 2), four submissions, the clock past the deadline. */
    async function submittedByFour(options: Parameters<typeof publishedAssignment>[1] = {}) {
      const a = await publishedAssignment("teacher1", {
        peerReview: { reviewsPerStudent: 2, anonymous: true },
        ...options,
      });
      for (const st of four) await submit(st, a);
      return a;
    }

    async function detail(student: string, a: MadeAssignment, of: string) {
      return s.call<Record<string, unknown>>("GET", "/teach/assignment/submission/detail", {
        token: await token(student),
        query: { assignmentId: a.id, userId: await userId(of) },
      });
    }

    const fullMarks = (a: MadeAssignment) => a.rubric.map((c) => ({ criterionId: c.id, points: c.points }));

    it("refuses to open peer review before the deadline and allocates nothing", async () => {
      const a = await submittedByFour();
      const early = await update("teacher1", a.id, "peerReview");
      expect(early.status).toBe(400);
      expect(early.msg).toBe("截止时间之前不能开始互评");
      expect(await reviewRows(a.id)).toEqual([]);
    });

    it("opens after the deadline: every submission gets k reviewers, every reviewer k anonymous tasks", async () => {
      const a = await submittedByFour();
      s.clock.advance(HOUR + 1000);
      const opened = await update("teacher1", a.id, "peerReview");
      expect(opened.code).toBe(0);
      const rows = await reviewRows(a.id);
      expect(rows).toHaveLength(8);
      const ids = await Promise.all(four.map(userId));
      for (const id of ids) {
        expect(rows.filter((r) => r.revieweeId === id)).toHaveLength(2);
        expect(rows.filter((r) => r.reviewerId === id)).toHaveLength(2);
      }
      expect(rows.every((r) => r.reviewerId !== r.revieweeId && r.score === null)).toBe(true);
      const [stored] = await s.database.db
        .select({ at: schema.assignments.reviewsAllocatedAt })
        .from(schema.assignments)
        .where(eq(schema.assignments.id, a.id));
      expect(stored?.at).not.toBeNull();

      const list = await tasks("student01", a.id);
      expect(list.code).toBe(0);
      const mine = rows.filter((r) => r.reviewerId === ids[0]);
      expect(list.data).toEqual(
        mine.map((r, i) => ({
          reviewId: r.id,
          assignmentId: a.id,
          assignmentTitle: "机器学习作业",
          userId: r.revieweeId,
          nickname: i === 0 ? "同学 A" : "同学 B",
          reviewed: false,
          score: null,
          reviewDeadline: null,
          anonymous: true,
          criteria: [],
          comment: "",
        })),
      );
      // Opening again changes nothing: neither the move repeated nor the allocation run twice.
      await update("teacher1", a.id, "peerReview");
      const [row] = await s.database.db.select().from(schema.assignments).where(eq(schema.assignments.id, a.id));
      await openPeerReview(s.services, row!);
      expect(await reviewRows(a.id)).toEqual(rows);
    });

    it("keys each task by its own review id, which names nobody: unique, and not the classmate's user id", async () => {
      const a = await submittedByFour();
      s.clock.advance(HOUR + 1000);
      expect((await update("teacher1", a.id, "peerReview")).code).toBe(0);
      const lists = await Promise.all(four.map(async (st) => (await tasks(st, a.id)).data));
      const all = lists.flat();
      const rows = await reviewRows(a.id);
      expect(new Set(all.map((t) => t.reviewId)).size).toBe(all.length);
      for (const t of all) {
        const row = rows.find((r) => r.id === t.reviewId);
        // The id is the reviewer's own allocation of that classmate's work.
        expect(row).toMatchObject({ revieweeId: t.userId, assignmentId: a.id });
      }
      // A reviewer's review ids are theirs alone: nobody else's list has them.
      const [first, second] = lists;
      expect(first!.filter((t) => second!.some((o) => o.reviewId === t.reviewId))).toEqual([]);
    });

    it("shows real names in named peer review", async () => {
      const a = await submittedByFour({ peerReview: { reviewsPerStudent: 1, anonymous: false } });
      s.clock.advance(HOUR + 1000);
      expect((await update("teacher1", a.id, "peerReview")).code).toBe(0);
      const [task] = (await tasks("student02", a.id)).data;
      const [user] = await s.database.db
        .select({ nickname: schema.users.nickname })
        .from(schema.users)
        .where(eq(schema.users.id, task!.userId));
      expect(task).toMatchObject({ anonymous: false, nickname: user!.nickname, reviewed: false });
      expect(task!.nickname).not.toMatch(/^同学 /);
    });

    it("lets a reviewer read only the allocated peers' work, after submitting, without marks", async () => {
      const a = await submittedByFour();
      s.clock.advance(HOUR + 1000);
      await update("teacher1", a.id, "peerReview");
      const rows = await reviewRows(a.id);
      const me = await userId("student01");
      const allocated = rows.filter((r) => r.reviewerId === me).map((r) => r.revieweeId);
      const usernameOf = async (id: number) =>
        (await s.database.db.select({ u: schema.users.username }).from(schema.users).where(eq(schema.users.id, id)))[0]!
          .u;
      const peer = await usernameOf(allocated[0]!);
      const read = await detail("student01", a, peer);
      expect(read.code).toBe(0);
      expect(read.data).toMatchObject({ userId: allocated[0], nickname: "同学 A" });
      expect(read.data.grade ?? null).toBeNull();
      expect(read.data.peerReviews ?? []).toEqual([]);
      const notAllocated = (await Promise.all(four.map(async (u) => [u, await userId(u)] as const))).find(
        ([, id]) => id !== me && !allocated.includes(id),
      );
      expect(notAllocated).toBeDefined();
      expect((await detail("student01", a, notAllocated![0])).status).toBe(403);
      // A student who never submitted reads nobody's work.
      const outsider = await detail("student09", a, peer);
      expect(outsider.status).toBe(403);
      // Reviewing one's own work is refused outright.
      const own = await review("student01", { assignmentId: a.id, userId: me, criteria: fullMarks(a) });
      expect(own.status).toBe(400);
      expect(own.msg).toBe("不能评阅自己的作业");
      // Nor a peer not allocated.
      const stranger = await review("student01", {
        assignmentId: a.id,
        userId: notAllocated![1],
        criteria: fullMarks(a),
      });
      expect(stranger.status).toBe(403);
      expect(stranger.msg).toBe("只能评阅分配给你的同学");
    });

    it("validates the rubric (every criterion, within its points) and writes nothing when refused", async () => {
      const a = await submittedByFour();
      s.clock.advance(HOUR + 1000);
      await update("teacher1", a.id, "peerReview");
      const me = await userId("student02");
      const target = (await reviewRows(a.id)).find((r) => r.reviewerId === me)!.revieweeId;
      const before = await rowCounts();
      const rowsBefore = await reviewRows(a.id);
      const missing = await review("student02", {
        assignmentId: a.id,
        userId: target,
        criteria: [{ criterionId: a.rubric[0]!.id, points: 5 }],
      });
      expect(missing.status).toBe(400);
      expect(missing.msg).toContain("表达清楚");
      const tooHigh = await review("student02", {
        assignmentId: a.id,
        userId: target,
        criteria: [
          { criterionId: a.rubric[0]!.id, points: 7 },
          { criterionId: a.rubric[1]!.id, points: 4 },
        ],
      });
      expect(tooHigh.status).toBe(400);
      expect(tooHigh.msg).toContain("最多 6 分");
      const unknown = await review("student02", {
        assignmentId: a.id,
        userId: target,
        criteria: [...fullMarks(a), { criterionId: 999_999, points: 1 }],
      });
      expect(unknown.status).toBe(400);
      const badShape = await review("student02", { assignmentId: a.id, userId: target, criteria: [{ points: 1 }] });
      expect(badShape.status).toBe(400);
      expect(await rowCounts()).toEqual(before);
      expect(await reviewRows(a.id)).toEqual(rowsBefore);
    });

    it("records a review (score = sum), lets it be changed, tells the teacher, and lists it as done", async () => {
      const a = await submittedByFour();
      s.clock.advance(HOUR + 1000);
      await update("teacher1", a.id, "peerReview");
      const teacher = await connect("teacher1");
      try {
        const me = await userId("student03");
        const target = (await reviewRows(a.id)).find((r) => r.reviewerId === me)!.revieweeId;
        const given = await review("student03", {
          assignmentId: a.id,
          userId: target,
          criteria: [
            { criterionId: a.rubric[1]!.id, points: 3 },
            { criterionId: a.rubric[0]!.id, points: 5 },
          ],
          comment: "要点齐全",
        });
        expect(given.code).toBe(0);
        expect(
          await until(() => teacher.of("assignment").some((e) => e.kind === "reviewed" && e.assignmentId === a.id)),
        ).toBe(true);
        expect(teacher.of("assignment").find((e) => e.kind === "reviewed")).toEqual({
          type: "assignment",
          kind: "reviewed",
          assignmentId: a.id,
          courseItemId: a.courseItemId,
        });
        const row = (await reviewRows(a.id)).find((r) => r.reviewerId === me && r.revieweeId === target)!;
        expect(row).toMatchObject({ score: 8, comment: "要点齐全" });
        expect(row.criteria).toEqual([
          { criterionId: a.rubric[0]!.id, points: 5 },
          { criterionId: a.rubric[1]!.id, points: 3 },
        ]);
        const changed = await review("student03", { assignmentId: a.id, userId: target, criteria: fullMarks(a) });
        expect(changed.code).toBe(0);
        const task = (await tasks("student03", a.id)).data.find((t) => t.userId === target);
        // The task carries the caller's own points and comment, so the form can show them to change.
        expect(task).toMatchObject({ reviewed: true, score: 10, criteria: fullMarks(a), comment: "" });
        // The teacher sees the review with the reviewer's real name.
        const seen = await s.call<{ peerReviews?: { reviewerId: number | null; score: number }[] }>(
          "GET",
          "/teach/assignment/submission/detail",
          { token: await token("teacher1"), query: { assignmentId: a.id, userId: target } },
        );
        expect(seen.data.peerReviews).toEqual([expect.objectContaining({ reviewerId: me, score: 10 })]);
      } finally {
        await teacher.close();
      }
    });

    it("refuses reviews after the review deadline, and once the teacher moves on to grading", async () => {
      const a = await submittedByFour({
        peerReview: { reviewsPerStudent: 1, anonymous: true, reviewDeadlineIn: 2 * HOUR },
      });
      s.clock.advance(HOUR + 1000);
      await update("teacher1", a.id, "peerReview");
      const me = await userId("student04");
      const target = (await reviewRows(a.id)).find((r) => r.reviewerId === me)!.revieweeId;
      expect((await tasks("student04", a.id)).data[0]!.reviewDeadline).toBeGreaterThan(s.clock.now().getTime());
      s.clock.advance(2 * HOUR);
      const late = await review("student04", { assignmentId: a.id, userId: target, criteria: fullMarks(a) });
      expect(late.status).toBe(400);
      expect(late.msg).toBe("互评已截止，不能再评阅");

      const b = await submittedByFour();
      s.clock.advance(HOUR + 1000);
      await update("teacher1", b.id, "peerReview");
      expect((await update("teacher1", b.id, "grade")).code).toBe(0);
      const other = (await reviewRows(b.id)).find((r) => r.reviewerId === me)!.revieweeId;
      const closed = await review("student04", { assignmentId: b.id, userId: other, criteria: fullMarks(b) });
      expect(closed.status).toBe(400);
      expect(closed.msg).toBe("作业不在互评阶段，不能评阅");
      expect((await reviewRows(b.id)).every((r) => r.score === null)).toBe(true);
    });

    it("leaves a submission made after opening out of peer review: nobody reviews it, its author reviews nobody", async () => {
      const a = await submittedByFour({ latePolicy: "accept" });
      s.clock.advance(HOUR + 1000);
      await update("teacher1", a.id, "peerReview");
      await submit("student05", a);
      const late = await userId("student05");
      expect((await tasks("student05", a.id)).data).toEqual([]);
      for (const st of four) expect((await tasks(st, a.id)).data.map((t) => t.userId)).not.toContain(late);
      expect((await reviewRows(a.id)).some((r) => r.reviewerId === late || r.revieweeId === late)).toBe(false);
    });

    it("lists every assignment's tasks when no assignment is named, and only students may call it", async () => {
      const all = await tasks("student01");
      expect(all.code).toBe(0);
      expect(new Set(all.data.map((t) => t.assignmentId)).size).toBeGreaterThan(1);
      const teacher = await s.call("GET", "/teach/assignment/student/peerreview/list", {
        token: await token("teacher1"),
      });
      expect(teacher.status).toBe(403);
      const anonymous = await s.call("GET", "/teach/assignment/student/peerreview/list");
      expect(anonymous.status).toBe(401);
    });
  });
}
