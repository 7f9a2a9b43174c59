// Classroom records and classroom practice: a record holds the teacher's lesson notes of a
// class session (the session's facts — attendance, activities, duration — are computed from their own
// tables when a record is read, never copied here); a practice is a set of choice and free-text
// questions inside a record, answered once by each student of the session's course.
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { courseItems, courses, users } from "./schema.js";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A classroom record (课堂记录): the lesson notes of one class session; a session may have several, and
 * exactly one automatic one (written when it starts).
 */
export const classroomRecords = pgTable(
  "classroom_records",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    courseItemId: integer("course_item_id")
      .notNull()
      .references(() => courseItems.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Rich text (HTML from the editor), sanitised again wherever it is shown. */
    content: text("content").notNull().default(""),
    /** The record the server writes itself when the session starts (one per session, see the index). */
    automatic: boolean("automatic").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("classroom_records_item_idx").on(t.courseItemId),
    index("classroom_records_teacher_idx").on(t.teacherId, t.id),
    uniqueIndex("classroom_records_automatic_idx")
      .on(t.courseItemId)
      .where(sql`${t.automatic}`),
  ],
);

/** A recorded part of a class session (/teach/control/video/start … end); `endedAt` null while recording. */
export const videoSegments = pgTable(
  "video_segments",
  {
    id: serial("id").primaryKey(),
    courseItemId: integer("course_item_id")
      .notNull()
      .references(() => courseItems.id, { onDelete: "cascade" }),
    startedAt: ts("started_at").notNull(),
    endedAt: ts("ended_at"),
  },
  (t) => [
    index("video_segments_item_idx").on(t.courseItemId, t.startedAt),
    // At most one open segment per session, also under two concurrent starts.
    uniqueIndex("video_segments_open_idx")
      .on(t.courseItemId)
      .where(sql`${t.endedAt} is null`),
  ],
);

/**
 * A classroom practice (课堂练习) in a record. status: 0 not published (students do not see it),
 * 1 published, 2 published and ended at its `endTime` (stored by the deadline sweeper); a published practice
 * counts as ended once its `endTime` passed or its session ended.
 */
export const classroomPractices = pgTable(
  "classroom_practices",
  {
    id: serial("id").primaryKey(),
    classroomRecordId: integer("classroom_record_id")
      .notNull()
      .references(() => classroomRecords.id, { onDelete: "cascade" }),
    courseItemId: integer("course_item_id")
      .notNull()
      .references(() => courseItems.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Seconds to answer; null is open until the session ends. */
    duration: integer("duration"),
    status: integer("status").notNull().default(0),
    startTime: ts("start_time"),
    endTime: ts("end_time"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("classroom_practices_record_idx").on(t.classroomRecordId),
    index("classroom_practices_item_idx").on(t.courseItemId),
  ],
);

/** A question of a practice: 1 single choice, 2 multiple choice, 3 true/false, 4 free text. */
export const practiceQuestions = pgTable(
  "practice_questions",
  {
    id: serial("id").primaryKey(),
    practiceId: integer("practice_id")
      .notNull()
      .references(() => classroomPractices.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull(),
    type: integer("type").notNull(),
    title: text("title").notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    /** The right answer: option indexes joined by "," for choice questions, reference text otherwise. */
    answer: text("answer").notNull().default(""),
    score: real("score").notNull(),
  },
  (t) => [index("practice_questions_practice_idx").on(t.practiceId)],
);

/** One answer as stored: choice questions are marked at once (score, correct); text ones stay null. */
export interface PracticeAnswerRow {
  questionId: number;
  content: string;
  options: number[];
  correct: boolean | null;
  score: number | null;
}

/** A student's answers to a practice: one row per student (the unique index holds under double taps). */
export const practiceAnswers = pgTable(
  "practice_answers",
  {
    id: serial("id").primaryKey(),
    practiceId: integer("practice_id")
      .notNull()
      .references(() => classroomPractices.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<PracticeAnswerRow[]>().notNull(),
    /** The sum of the marked (choice) questions. */
    score: real("score").notNull(),
    submitTime: ts("submit_time").notNull(),
  },
  (t) => [uniqueIndex("practice_answers_unique_idx").on(t.practiceId, t.userId)],
);
