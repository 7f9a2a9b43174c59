// Students' answers to a question (POST /teach/ask-question/record) written together: the answers that
// arrive within the same moment are judged by one query and inserted, with the question's count, by
// one statement (group commit); each request is answered only once that statement has committed, and
// the session's teacher is told of each new answer (questionAnswered) after the answers. Every rule of
// a single answer holds in a group, in the order the requests arrived: a student's second answer in
// the same group answers the first one's record, as a repeated tap does, and a refused answer (its
// own error, with the usual message) leaves the others of its group untouched. A storm of 200
// answers costs a few statements, not 400.
import type { components } from "@smartclass/api";
import { and, eq, inArray, or, sql } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { Batcher } from "../lib/batch.js";
import { ApiError, badRequest, forbidden, notFound } from "../lib/errors.js";
import { requireFit } from "../lib/files.js";
import type { PushHub } from "../push.js";
import { classroomMessages as m, invalid } from "./messages.js";
import { answerContent, type AnswerRow, answerView, isTarget, type QuestionRow, requireOpen } from "./question.js";
import { MAX_INT } from "./sessions.js";
import { rowsOf } from "./sql.js";

/** One student's answer as the route hands it over (the body already checked against the contract). */
export interface AnswerRequest {
  questionId: number;
  user: AuthUser;
  body: components["schemas"]["QuestionAnswerCreate"];
  /** The request's time (the server's clock): the answer's time and the question's deadline check. */
  at: Date;
}

/** The record id of the student's answer (new or given before), or why the answer was refused. */
type AnswerOutcome = { id: number } | { error: ApiError };

/** A question asked for by answers, with its session's teacher and which callers are enrolled. */
interface QuestionForAnswers {
  q: QuestionRow;
  teacherId: number;
  enrolled: Set<number>;
  /** Earlier answers of the enrolled callers: user id → record id. */
  existing: Map<number, number>;
}

/** A Postgres array literal of integers, passed as one parameter (not one parameter per id). */
const intArray = (ids: number[]) => `{${[...new Set(ids)].join(",")}}`;

/**
 * The questions `questionIds` with their session's teacher, which of `userIds` are enrolled and their
 * earlier answers: one query, one row per question (PGlite's cost grows with the rows it returns).
 */
async function questionsForAnswers(
  db: Db,
  questionIds: number[],
  userIds: number[],
): Promise<Map<number, QuestionForAnswers>> {
  const users = intArray(userIds);
  const rows = await db
    .select({
      q: schema.askQuestions,
      teacherId: schema.courseItems.teacherId,
      enrolled: sql<number[] | null>`(
        select array_agg(${schema.courseStudents.userId}) from ${schema.courseStudents}
        where ${schema.courseStudents.courseId} = ${schema.courseItems.courseId}
          and ${schema.courseStudents.userId} = any(${users}::int[]))`,
      existing: sql<[number, number][] | null>`(
        select json_agg(json_build_array(${schema.questionAnswers.userId}, ${schema.questionAnswers.id}))
        from ${schema.questionAnswers}
        where ${schema.questionAnswers.questionId} = ${schema.askQuestions.id}
          and ${schema.questionAnswers.userId} = any(${users}::int[]))`,
    })
    .from(schema.askQuestions)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.askQuestions.courseItemId))
    .where(sql`${schema.askQuestions.id} = any(${intArray(questionIds)}::int[])`);
  return new Map(
    rows.map((row) => [
      row.q.id,
      {
        q: row.q,
        teacherId: row.teacherId,
        enrolled: new Set((row.enrolled ?? []).map(Number)),
        existing: new Map((row.existing ?? []).map(([userId, id]) => [Number(userId), Number(id)])),
      },
    ]),
  );
}

type UploadedFile = { url: string; path: string; name: string; mime: string | null; size: number };

/** Uploaded files named (by url or path) in `images`: name → file (one query for a whole group). */
async function uploadedFiles(db: Db, images: string[]): Promise<Map<string, UploadedFile>> {
  const names = [...new Set(images)];
  if (names.length === 0) return new Map();
  const files = await db
    .select({
      url: schema.files.url,
      path: schema.files.path,
      name: schema.files.name,
      mime: schema.files.mime,
      size: schema.files.size,
    })
    .from(schema.files)
    .where(or(inArray(schema.files.url, names), inArray(schema.files.path, names)));
  const found = new Map<string, UploadedFile>();
  for (const f of files) found.set(f.path, f);
  // A url wins over a path that happens to be spelled the same.
  for (const f of files) found.set(f.url, f);
  return found;
}

/** The refusal of an answer image whose bytes are not a picture the purpose takes, if any. */
function imageRefusal(file: UploadedFile): ApiError | undefined {
  try {
    requireFit("answerImage", file);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

type NewAnswer = Omit<AnswerRow, "id" | "score" | "comment">;

/**
 * Stores new answers and counts them on their questions, in one statement: the group commits whole,
 * and each new record's answerCount (1, 2, … in record order) is told once. An answer whose student
 * answered meanwhile elsewhere (another instance) is left out of the result.
 */
async function insertAnswers(
  db: Db,
  answers: NewAnswer[],
): Promise<{ id: number; questionId: number; userId: number; answerCount: number }[]> {
  // One JSON parameter for the whole group: binding 7 parameters per answer costs PGlite more.
  const records = JSON.stringify(
    answers.map((a) => ({
      question_id: a.questionId,
      user_id: a.userId,
      content: a.content,
      images: a.images,
      choices: a.choices,
      correct: a.correct,
      created_at: a.createdAt.toISOString(),
    })),
  );
  const result = await db.execute(sql`
    with ins as (
      insert into ${schema.questionAnswers} (question_id, user_id, content, images, choices, correct, created_at)
      select question_id, user_id, content, images, choices, correct, created_at
      from jsonb_to_recordset(${records}::jsonb) as a(question_id int, user_id int, content text, images jsonb,
                                                   choices jsonb, correct boolean, created_at timestamptz)
      on conflict (question_id, user_id) do nothing
      returning id, question_id, user_id
    ), added as (
      select question_id, count(*)::int as n from ins group by question_id
    ), counted as (
      update ${schema.askQuestions} q set answer_count = q.answer_count + added.n
      from added where q.id = added.question_id
      returning q.id, q.answer_count, added.n
    )
    select counted.id, counted.answer_count, counted.n,
           (select json_agg(json_build_array(ins.id, ins.user_id) order by ins.id)
            from ins where ins.question_id = counted.id) as records
    from counted`);
  // One row per question (PGlite's cost grows with the rows it returns): its new records in record
  // order take the counts after the ones before them.
  const rows = rowsOf<{ id: number; answer_count: number; n: number; records: [number, number][] | string }>(result);
  return rows.flatMap((r) => {
    const questionId = Number(r.id);
    const first = Number(r.answer_count) - Number(r.n) + 1;
    // node-postgres parses json; PGlite's raw execute may answer it as text.
    const records = typeof r.records === "string" ? (JSON.parse(r.records) as [number, number][]) : r.records;
    return records.map(([id, userId], k) => ({
      id: Number(id),
      questionId,
      userId: Number(userId),
      answerCount: first + k,
    }));
  });
}

/** How one request of a group stands while the group is judged. */
type Judgement =
  | { kind: "refused"; error: ApiError }
  | { kind: "existing"; id: number }
  /** A repeated tap in the same group: the answer of request `first`. */
  | { kind: "same"; first: number }
  | { kind: "new"; answer: NewAnswer };

/** Writes students' answers in groups; one per server. */
export class QuestionAnswerWriter {
  private readonly batcher = new Batcher<AnswerRequest, AnswerOutcome>((requests) => this.write(requests));
  /** The teachers' events still being sent, in order. */
  private pushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly push: PushHub,
    private readonly onPushError: (error: unknown) => void,
  ) {}

  /** Records the answer once (a repeated one answers the record already there) or throws why not. */
  async record(request: AnswerRequest): Promise<number> {
    if (request.questionId > MAX_INT) throw notFound(m.questionNotFound(request.questionId));
    const outcome = await this.batcher.add(request);
    if ("error" in outcome) throw outcome.error;
    return outcome.id;
  }

  private async write(requests: AnswerRequest[]): Promise<AnswerOutcome[]> {
    const questions = await questionsForAnswers(
      this.db,
      requests.map((r) => r.questionId),
      requests.map((r) => r.user.id),
    );
    // What a lone request would be told before its images are looked at, as the rules check it.
    const content = requests.map((r) => {
      const entry = questions.get(r.questionId);
      if (!entry) return notFound(m.questionNotFound(r.questionId));
      if (!entry.enrolled.has(r.user.id)) return forbidden(m.notEnrolled);
      if (!isTarget(entry.q, r.user.id)) return forbidden(m.notTarget);
      try {
        requireOpen(entry.q, r.at);
        return answerContent(entry.q, r.body);
      } catch (error) {
        if (error instanceof ApiError) return error;
        throw error;
      }
    });
    const files = await uploadedFiles(
      this.db,
      requests.flatMap((r, k) => (content[k] instanceof ApiError ? [] : (r.body.images ?? []))),
    );
    // In arrival order, so that the first acceptable answer of a student is the one kept.
    const firstOf = new Map<string, number>();
    const judged = requests.map((r, k): Judgement => {
      const entry = questions.get(r.questionId);
      const checked = content[k]!;
      // Not found, not enrolled, not asked: refused whatever the student answered before.
      if (!entry || !entry.enrolled.has(r.user.id) || !isTarget(entry.q, r.user.id)) {
        return { kind: "refused", error: checked as ApiError };
      }
      // Once each: a repeated tap answers the answer already given and changes nothing.
      const existing = entry.existing.get(r.user.id);
      if (existing !== undefined) return { kind: "existing", id: existing };
      const key = `${r.questionId}:${r.user.id}`;
      const first = firstOf.get(key);
      if (first !== undefined) return { kind: "same", first };
      if (checked instanceof ApiError) return { kind: "refused", error: checked };
      const images: string[] = [];
      for (const [i, image] of (r.body.images ?? []).entries()) {
        const file = files.get(image);
        if (file === undefined)
          return { kind: "refused", error: badRequest(invalid(`body.images[${i}]`, m.notUploadedImage(image))) };
        const refusal = imageRefusal(file);
        if (refusal) return { kind: "refused", error: refusal };
        images.push(file.url);
      }
      firstOf.set(key, k);
      return {
        kind: "new",
        answer: { questionId: r.questionId, userId: r.user.id, ...checked, images, createdAt: r.at },
      };
    });
    const fresh = judged.flatMap((j) => (j.kind === "new" ? [j.answer] : []));
    const inserted = fresh.length === 0 ? [] : await insertAnswers(this.db, fresh);
    const idOf = new Map(inserted.map((row) => [`${row.questionId}:${row.userId}`, row.id]));
    // A student whose answer another instance stored between our query and our insert: that record.
    const lost = fresh.filter((a) => !idOf.has(`${a.questionId}:${a.userId}`));
    if (lost.length > 0) {
      const others = await this.db
        .select({
          id: schema.questionAnswers.id,
          questionId: schema.questionAnswers.questionId,
          userId: schema.questionAnswers.userId,
        })
        .from(schema.questionAnswers)
        .where(
          or(
            ...lost.map((a) =>
              and(eq(schema.questionAnswers.questionId, a.questionId), eq(schema.questionAnswers.userId, a.userId)),
            ),
          ),
        );
      for (const o of others) idOf.set(`${o.questionId}:${o.userId}`, o.id);
    }
    const outcomes = judged.map((j, k): AnswerOutcome => {
      if (j.kind === "refused") return { error: j.error };
      if (j.kind === "existing") return { id: j.id };
      const r = requests[j.kind === "same" ? j.first : k]!;
      return { id: idOf.get(`${r.questionId}:${r.user.id}`)! };
    });
    this.tellTeachers(requests, judged, questions, inserted);
    return outcomes;
  }

  /** The teacher hears of the new answers (one questionAnswered each) after the students have theirs. */
  private tellTeachers(
    requests: AnswerRequest[],
    judged: Judgement[],
    questions: Map<number, QuestionForAnswers>,
    inserted: Awaited<ReturnType<typeof insertAnswers>>,
  ): void {
    if (inserted.length === 0) return;
    const byKey = new Map<string, { request: AnswerRequest; answer: NewAnswer }>();
    judged.forEach((j, k) => {
      if (j.kind === "new")
        byKey.set(`${j.answer.questionId}:${j.answer.userId}`, { request: requests[k]!, answer: j.answer });
    });
    const events: { teacherId: number; event: components["schemas"]["QuestionAnsweredPushEvent"] }[] = [];
    for (const row of inserted) {
      const { request, answer } = byKey.get(`${row.questionId}:${row.userId}`)!;
      const { q, teacherId } = questions.get(row.questionId)!;
      events.push({
        teacherId,
        event: {
          type: "questionAnswered",
          questionId: q.id,
          courseItemId: q.courseItemId,
          answerCount: row.answerCount,
          record: answerView({ ...answer, id: row.id, score: null, comment: null }, request.user),
        },
      });
    }
    // One after the other, also across groups, so that a teacher hears the counts in order on
    // every instance (on PostgreSQL each event is a notification of its own).
    setImmediate(() => {
      this.pushing = this.pushing.then(async () => {
        for (const { teacherId, event } of events) await this.push.send([teacherId], event).catch(this.onPushError);
      });
    });
  }
}
