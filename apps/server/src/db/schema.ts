// The database schema, shared by PGlite and PostgreSQL. Migrations are generated from it with
// drizzle-kit (`pnpm --filter @smartclass/server db:generate`) and applied at start.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  nickname: text("nickname").notNull(),
  email: text("email"),
  mobile: text("mobile"),
  sex: integer("sex").notNull().default(0),
  avatar: text("avatar"),
  /** 0 enabled, 1 disabled (the common_status dictionary). */
  status: integer("status").notNull().default(0),
  deptName: text("dept_name"),
  remark: text("remark"),
  expireTime: ts("expire_time"),
  loginIp: text("login_ip"),
  loginDate: ts("login_date"),
  createdAt: createdAt(),
});

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  permissions: jsonb("permissions").$type<string[]>().notNull(),
  sort: integer("sort").notNull().default(0),
});

export const userRoles = pgTable(
  "user_roles",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const menus = pgTable("menus", {
  id: serial("id").primaryKey(),
  parentId: integer("parent_id").notNull().default(0),
  name: text("name").notNull(),
  title: text("title").notNull(),
  path: text("path").notNull(),
  component: text("component"),
  componentName: text("component_name"),
  icon: text("icon"),
  /** 1 directory, 2 menu, 3 button (system_menu_type). */
  type: integer("type").notNull().default(2),
  permission: text("permission"),
  visible: boolean("visible").notNull().default(true),
  keepAlive: boolean("keep_alive").notNull().default(true),
  affix: boolean("affix").notNull().default(false),
  sort: integer("sort").notNull().default(0),
});

export const roleMenus = pgTable(
  "role_menus",
  {
    roleId: integer("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    menuId: integer("menu_id")
      .notNull()
      .references(() => menus.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** A login session: one family of rotating refresh tokens. */
export const authSessions = pgTable("auth_sessions", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  clientId: text("client_id").notNull().default("default"),
  createdAt: createdAt(),
  revokedAt: ts("revoked_at"),
  revokeReason: text("revoke_reason"),
});

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    sessionId: text("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

export const loginFailures = pgTable(
  "login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_username_idx").on(t.username, t.createdAt)],
);

/**
 * Password guesses per (user name, client address): one row counted up atomically before a password is
 * checked, so concurrent requests and several instances together never check more than the limit.
 */
export const loginGuards = pgTable(
  "login_guards",
  {
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    attempts: integer("attempts").notNull(),
    windowStart: ts("window_start").notNull(),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);

/** Fixed-window request counters (per client address, per number, global), shared by every instance. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    hits: integer("hits").notNull(),
    windowStart: ts("window_start").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/** One-time codes sent by SMS or e-mail. */
export const verifyCodes = pgTable(
  "verify_codes",
  {
    id: serial("id").primaryKey(),
    channel: text("channel").notNull(),
    target: text("target").notNull(),
    scene: integer("scene").notNull(),
    code: text("code").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("verify_codes_target_idx").on(t.target, t.createdAt)],
);

export const dictData = pgTable(
  "dict_data",
  {
    id: serial("id").primaryKey(),
    dictType: text("dict_type").notNull(),
    label: text("label").notNull(),
    value: text("value").notNull(),
    sort: integer("sort").notNull().default(0),
    status: integer("status").notNull().default(0),
    colorType: text("color_type").notNull().default(""),
    cssClass: text("css_class").notNull().default(""),
    remark: text("remark"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("dict_data_type_value_idx").on(t.dictType, t.value)],
);

export const configs = pgTable("configs", {
  id: serial("id").primaryKey(),
  category: text("category").notNull().default("biz"),
  name: text("name").notNull(),
  key: text("config_key").notNull().unique(),
  value: text("value").notNull(),
  /** 1 system (built in), 2 custom (infra_config_type). */
  type: integer("type").notNull().default(2),
  visible: boolean("visible").notNull().default(true),
  remark: text("remark"),
  createdAt: createdAt(),
});

/** In-site message templates an administrator sends from (`{name}` in the content is a parameter). */
export const notifyTemplates = pgTable("notify_templates", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  nickname: text("nickname").notNull(),
  content: text("content").notNull(),
  type: integer("type").notNull().default(1),
  remark: text("remark"),
  createdAt: createdAt(),
});

export const notifyMessages = pgTable(
  "notify_messages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    templateId: integer("template_id").notNull().default(0),
    templateCode: text("template_code").notNull().default(""),
    templateNickname: text("template_nickname").notNull(),
    templateContent: text("template_content").notNull(),
    templateType: integer("template_type").notNull().default(1),
    templateParams: jsonb("template_params").$type<Record<string, unknown>>().notNull().default({}),
    readStatus: boolean("read_status").notNull().default(false),
    readTime: ts("read_time"),
    createdAt: createdAt(),
  },
  (t) => [index("notify_messages_user_idx").on(t.userId, t.readStatus)],
);

export const courses = pgTable("courses", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  teacherId: integer("teacher_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  description: text("description"),
  cover: text("cover"),
  classroomName: text("classroom_name"),
  /** 0 active, 1 archived. */
  status: integer("status").notNull().default(0),
  createdAt: createdAt(),
});

export const courseStudents = pgTable(
  "course_students",
  {
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })],
);

/** A class session of a course. status: 0 not started, 1 in progress, 2 ended. */
export const courseItems = pgTable(
  "course_items",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    classroom: text("classroom"),
    planStart: ts("plan_start").notNull(),
    planEnd: ts("plan_end").notNull(),
    status: integer("status").notNull().default(0),
    /** Control mode (0, 1, 2: /teach/control/mode). */
    mode: integer("mode").notNull().default(0),
    videoOn: boolean("video_on").notNull().default(false),
    freedom: boolean("freedom").notNull().default(false),
    startedAt: ts("started_at"),
    endedAt: ts("ended_at"),
    createdAt: createdAt(),
  },
  (t) => [index("course_items_course_idx").on(t.courseId)],
);

/** A sign-in activity. mode: 1 plain, 2 face allowed. status (ActivityStatus): 1 in progress, 2 ended. */
export const signIns = pgTable(
  "sign_ins",
  {
    id: serial("id").primaryKey(),
    courseItemId: integer("course_item_id")
      .notNull()
      .references(() => courseItems.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id").notNull(),
    title: text("title"),
    mode: integer("mode").notNull().default(1),
    duration: integer("duration").notNull(),
    startTime: ts("start_time").notNull(),
    deadline: ts("deadline").notNull(),
    endedAt: ts("ended_at"),
    status: integer("status").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index("sign_ins_item_idx").on(t.courseItemId)],
);

/** A student's check-in. type: 1 plain, 2 face, 3 supplement (status 2 in the contract). */
export const signInRecords = pgTable(
  "sign_in_records",
  {
    id: serial("id").primaryKey(),
    signInId: integer("sign_in_id")
      .notNull()
      .references(() => signIns.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: integer("type").notNull().default(1),
    imagePath: text("image_path"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sign_in_records_unique_idx").on(t.signInId, t.userId)],
);

/** A face image seen at a check-in that could not be recognised, kept for a later matcher. */
export const faceAttempts = pgTable("face_attempts", {
  id: serial("id").primaryKey(),
  signInId: integer("sign_in_id"),
  courseItemId: integer("course_item_id"),
  userId: integer("user_id").notNull(),
  imagePath: text("image_path").notNull(),
  result: integer("result").notNull(),
  createdAt: createdAt(),
});

/** A student's enrolment; image_path is the last photo when photos are kept (or face matching is off). */
export const faceDatabase = pgTable("face_database", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  imagePath: text("image_path"),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** One enrolled photo's template (the matcher's descriptor, never the photo itself); 3–5 per student. */
export const faceTemplates = pgTable(
  "face_templates",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => faceDatabase.userId, { onDelete: "cascade" }),
    template: text("template").notNull(),
    /** The photo, only when FACE_KEEP_PHOTOS is on; cleared when its retention ends. */
    imagePath: text("image_path"),
    createdAt: createdAt(),
  },
  (t) => [index("face_templates_user_idx").on(t.userId)],
);

export const files = pgTable("files", {
  id: serial("id").primaryKey(),
  userId: integer("user_id"),
  name: text("name").notNull(),
  path: text("path").notNull().unique(),
  url: text("url").notNull(),
  mime: text("mime"),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

export const oauth2Clients = pgTable("oauth2_clients", {
  id: serial("id").primaryKey(),
  clientId: text("client_id").notNull().unique(),
  secret: text("secret").notNull(),
  name: text("name").notNull(),
  logo: text("logo"),
  description: text("description"),
  redirectUris: jsonb("redirect_uris").$type<string[]>().notNull(),
  scopes: jsonb("scopes").$type<string[]>().notNull(),
  autoApproveScopes: jsonb("auto_approve_scopes").$type<string[]>().notNull().default([]),
});

export const oauth2Approvals = pgTable(
  "oauth2_approvals",
  {
    userId: integer("user_id").notNull(),
    clientId: text("client_id").notNull(),
    scope: text("scope").notNull(),
    approved: boolean("approved").notNull(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId, t.scope] })],
);

export const oauth2Codes = pgTable("oauth2_codes", {
  code: text("code").primaryKey(),
  clientId: text("client_id").notNull(),
  userId: integer("user_id").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  scopes: jsonb("scopes").$type<string[]>().notNull(),
  state: text("state"),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
});

/** Server-wide secrets (the JWT signing key), shared by every instance on one database. */
export const serverKeys = pgTable("server_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

export const shareLinks = pgTable("share_links", {
  id: serial("id").primaryKey(),
  courseItemId: integer("course_item_id")
    .notNull()
    .references(() => courseItems.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  expireTime: ts("expire_time"),
  /** Set when the teacher revokes the link; a revoked link no longer lets anyone join. */
  revokedAt: ts("revoked_at"),
  createdAt: createdAt(),
});

/** A choice of a choice question (A–J), or T/F of a true/false question. */
export interface QuestionOptionRow {
  key: string;
  text: string;
}

/**
 * A question asked in a class session. type: 1 single choice, 2 multiple choice, 3 true/false, 4 short
 * answer. mode: 0 everyone, 1 random pick, 2 named call-out (then `userIds` may answer). status
 * (ActivityStatus): 1 in progress, 2 ended, 3 cancelled; a question whose deadline passed counts as
 * ended. `duration` null is open-ended.
 */
export const askQuestions = pgTable(
  "ask_questions",
  {
    id: serial("id").primaryKey(),
    courseItemId: integer("course_item_id")
      .notNull()
      .references(() => courseItems.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    type: integer("type").notNull(),
    options: jsonb("options").$type<QuestionOptionRow[]>().notNull().default([]),
    answer: jsonb("answer").$type<string[]>().notNull().default([]),
    mode: integer("mode").notNull().default(0),
    userIds: jsonb("user_ids").$type<number[]>().notNull().default([]),
    duration: integer("duration"),
    startTime: ts("start_time").notNull(),
    deadline: ts("deadline"),
    endedAt: ts("ended_at"),
    status: integer("status").notNull().default(1),
    /** Answers so far, counted with each answer's insert (one statement), so every count is told once. */
    answerCount: integer("answer_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("ask_questions_item_idx").on(t.courseItemId, t.status),
    index("ask_questions_teacher_idx").on(t.teacherId),
    // One question in progress per session, even when two starts race.
    uniqueIndex("ask_questions_running_idx")
      .on(t.courseItemId)
      .where(sql`${t.status} = 1`),
  ],
);

/** A student's answer to a question: one per student (the unique index holds under double taps). */
export const questionAnswers = pgTable(
  "question_answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => askQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    choices: jsonb("choices").$type<string[]>().notNull().default([]),
    /** Whether the choices match the question's answer; null for short answer or without an answer. */
    correct: boolean("correct"),
    score: doublePrecision("score"),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("question_answers_unique_idx").on(t.questionId, t.userId)],
);

/** The fair random pick's current round of a class session (the row is locked while picking). */
export const randomPickRounds = pgTable("random_pick_rounds", {
  courseItemId: integer("course_item_id")
    .primaryKey()
    .references(() => courseItems.id, { onDelete: "cascade" }),
  round: integer("round").notNull().default(1),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A student picked at random: nobody twice in one round of a session (unique index). */
export const randomPicks = pgTable(
  "random_picks",
  {
    id: serial("id").primaryKey(),
    courseItemId: integer("course_item_id")
      .notNull()
      .references(() => courseItems.id, { onDelete: "cascade" }),
    round: integer("round").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id").references(() => askQuestions.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("random_picks_unique_idx").on(t.courseItemId, t.round, t.userId)],
);

/**
 * A survey: saved for reuse (status 0, no session) or run in a class session (status 1 in progress,
 * 2 ended; a run whose deadline passed counts as ended). A run started from a saved survey is a copy
 * (`sourceId`), so the saved one stays as it was.
 */
export const surveys = pgTable(
  "surveys",
  {
    id: serial("id").primaryKey(),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseItemId: integer("course_item_id").references(() => courseItems.id, { onDelete: "cascade" }),
    sourceId: integer("source_id"),
    title: text("title").notNull(),
    anonymous: boolean("anonymous").notNull().default(false),
    duration: integer("duration"),
    status: integer("status").notNull().default(0),
    startTime: ts("start_time"),
    deadline: ts("deadline"),
    endedAt: ts("ended_at"),
    /** Answers so far, counted with each answer's insert (one statement). */
    answerCount: integer("answer_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("surveys_item_idx").on(t.courseItemId, t.status),
    index("surveys_teacher_idx").on(t.teacherId),
    // One survey in progress per session, even when two starts race.
    uniqueIndex("surveys_running_idx")
      .on(t.courseItemId)
      .where(sql`${t.status} = 1`),
  ],
);

/** A question of a survey. type: 1 single choice, 2 multiple choice, 3 free text, 4 rating (1–5). */
export const surveyQuestions = pgTable(
  "survey_questions",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull(),
    type: integer("type").notNull(),
    title: text("title").notNull(),
    options: jsonb("options").$type<string[]>().notNull().default([]),
  },
  (t) => [index("survey_questions_survey_idx").on(t.surveyId)],
);

/** One answer to one survey question, as stored (only the field of the question's type). */
export interface SurveyAnswerItem {
  questionId: number;
  options?: number[];
  text?: string;
  rating?: number;
}

/** A student's answers to a survey: one row per student (unique index). */
export const surveyAnswers = pgTable(
  "survey_answers",
  {
    id: serial("id").primaryKey(),
    surveyId: integer("survey_id")
      .notNull()
      .references(() => surveys.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<SurveyAnswerItem[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("survey_answers_unique_idx").on(t.surveyId, t.userId)],
);
