// Assignments: set in a class session by its teacher, answered by the session's students
// (drafts, then one submission), graded per question by the teacher, reviewed by peers against a
// rubric, given a final score, and cast to the classroom's big screen. The phases run like Moodle's
// Workshop: draft → published (submission) → peerReview (assessment) → grade → final (published
// grades) → closed; the teacher moves them, the server guards each move.
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

import { courseItems, users } from "./schema.js";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

/** A rubric criterion as stored on the assignment (ids are stable across edits of other fields). */
export interface RubricCriterionRow {
  id: number;
  title: string;
  description: string;
  points: number;
}

/** Peer-review settings as stored (null on the assignment when peer review is off). */
export interface PeerReviewSettingsRow {
  reviewsPerStudent: number;
  anonymous: boolean;
  reviewDeadline: number | null;
  weight: number;
  rubric: RubricCriterionRow[];
}

/** An assignment (作业) of a class session. */
export const assignments = pgTable(
  "assignments",
  {
    id: serial("id").primaryKey(),
    courseItemId: integer("course_item_id")
      .notNull()
      .references(() => courseItems.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Rich text (sanitised HTML from the editor), shown sanitised again on every page. */
    description: text("description").notNull().default(""),
    deadline: ts("deadline"),
    /** draft, published, peerReview, grade, final, closed (the contract's AssignmentStage). */
    stage: text("stage").notNull().default("draft"),
    /** refuse, accept, penalty (the contract's AssignmentLatePolicy). */
    latePolicy: text("late_policy").notNull().default("refuse"),
    latePenalty: integer("late_penalty").notNull().default(0),
    peerReview: jsonb("peer_review").$type<PeerReviewSettingsRow | null>(),
    /** When peer review opened (reviewers were allocated then; later submissions are not peer reviewed). */
    reviewsAllocatedAt: ts("reviews_allocated_at"),
    createdAt: createdAt(),
  },
  (t) => [index("assignments_item_idx").on(t.courseItemId), index("assignments_teacher_idx").on(t.teacherId)],
);

/** A question of an assignment. */
export const assignmentQuestions = pgTable(
  "assignment_questions",
  {
    id: serial("id").primaryKey(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull(),
    /** 1 single choice, 2 multiple choice, 3 true/false, 4 text, 5 file. */
    type: integer("type").notNull(),
    title: text("title").notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
    /** The right answer: option indexes joined by "," for choice questions, reference text otherwise. */
    answer: text("answer").notNull().default(""),
    score: real("score").notNull(),
  },
  (t) => [index("assignment_questions_assignment_idx").on(t.assignmentId)],
);

/** One answer as stored in a submission, with the teacher's marking of it. */
export interface AnswerRow {
  questionId: number;
  content: string;
  options: number[];
  fileUrls: string[];
  score: number | null;
  comment?: string;
}

/** A student's work on an assignment: a draft until submitted, then graded. */
export const assignmentSubmissions = pgTable(
  "assignment_submissions",
  {
    id: serial("id").primaryKey(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<AnswerRow[]>().notNull().default([]),
    /** Null while a draft. */
    submitTime: ts("submit_time"),
    late: boolean("late").notNull().default(false),
    /** The teacher's total (sum of the per-question scores), once graded. */
    grade: real("grade"),
    comment: text("comment").notNull().default(""),
    /** The final score: computed when the final grades are published, or set by the teacher. */
    finalScore: real("final_score"),
    finalOverridden: boolean("final_overridden").notNull().default(false),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("assignment_submissions_unique_idx").on(t.assignmentId, t.userId)],
);

/** Points a reviewer gave one rubric criterion. */
export interface RubricScoreRow {
  criterionId: number;
  points: number;
}

/**
 * A peer review: allocated when peer review opens (score null until given), then scored against the
 * rubric with a comment. One row per (assignment, reviewer, reviewee).
 */
export const assignmentReviews = pgTable(
  "assignment_reviews",
  {
    id: serial("id").primaryKey(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    reviewerId: integer("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    revieweeId: integer("reviewee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The reviewee's label for the reviewer when reviews are anonymous (同学 A, 同学 B, …). */
    label: text("label").notNull(),
    score: real("score"),
    criteria: jsonb("criteria").$type<RubricScoreRow[]>().notNull().default([]),
    comment: text("comment").notNull().default(""),
    submitTime: ts("submit_time"),
  },
  (t) => [
    uniqueIndex("assignment_reviews_unique_idx").on(t.assignmentId, t.reviewerId, t.revieweeId),
    index("assignment_reviews_reviewee_idx").on(t.assignmentId, t.revieweeId),
  ],
);

/**
 * A screen-cast to the classroom's big screen. The screen id is random (128 bits) and is the only key
 * the public screen-in page has; it stops answering when the cast ends. One running cast per
 * assignment; casting again changes what it shows and raises the version.
 */
export const assignmentCasts = pgTable(
  "assignment_casts",
  {
    id: serial("id").primaryKey(),
    screenId: text("screen_id").notNull(),
    assignmentId: integer("assignment_id")
      .notNull()
      .references(() => assignments.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Whose work is shown; null shows the assignment itself. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    showGrade: boolean("show_grade").notNull().default(false),
    version: integer("version").notNull().default(1),
    startTime: ts("start_time").notNull().defaultNow(),
    endTime: ts("end_time"),
  },
  (t) => [
    uniqueIndex("assignment_casts_screen_idx").on(t.screenId),
    index("assignment_casts_assignment_idx").on(t.assignmentId),
  ],
);
