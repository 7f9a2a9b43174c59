// The AI assistant's tables: a user's conversations and their messages. A reply cut short
// (the browser stopped it, the provider failed or timed out) is kept with what arrived, marked
// incomplete, with the reason in `error` (null when the user stopped it). AI topics (AI 话题): a
// discussion activity in a class session, the students' responses, and a log of the AI requests the
// topics make (the per-user limit counts them with the assistant's messages).
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

import { courseItems, users } from "./schema.js";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A conversation (对话) of one user with the assistant. */
export const aiChatConversations = pgTable(
  "ai_chat_conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("ai_chat_conversations_user_idx").on(t.userId, t.updatedAt)],
);

/** One message: the user's ("user") or the assistant's ("assistant"). */
export const aiChatMessages = pgTable(
  "ai_chat_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => aiChatConversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "user" or "assistant". */
    type: text("type").notNull(),
    content: text("content").notNull(),
    /** The model that answered (assistant messages), "" for the user's. */
    model: text("model").notNull().default(""),
    /** True when the reply stopped before the provider finished it. */
    incomplete: boolean("incomplete").notNull().default(false),
    /** Why an incomplete reply stopped (provider error, timeout); null when the user stopped it. */
    error: text("error"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("ai_chat_messages_conversation_idx").on(t.conversationId, t.id),
    index("ai_chat_messages_user_time_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * An AI topic (AI 话题) run in a class session: status 1 in progress, 2 ended (a topic whose deadline
 * passed, or whose session ended, counts as ended). `summary` holds the last complete AI summary.
 */
export const aiTopics = pgTable(
  "ai_topics",
  {
    id: serial("id").primaryKey(),
    courseItemId: integer("course_item_id")
      .notNull()
      .references(() => courseItems.id, { onDelete: "cascade" }),
    teacherId: integer("teacher_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The discussion prompt and questions. */
    content: text("content").notNull().default(""),
    duration: integer("duration"),
    status: integer("status").notNull().default(1),
    startTime: ts("start_time").notNull(),
    deadline: ts("deadline"),
    endedAt: ts("ended_at"),
    summary: text("summary"),
    summaryModel: text("summary_model"),
    summaryAt: ts("summary_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("ai_topics_item_idx").on(t.courseItemId, t.status),
    index("ai_topics_teacher_idx").on(t.teacherId),
    // One topic in progress per session, even when two starts race.
    uniqueIndex("ai_topics_running_idx")
      .on(t.courseItemId)
      .where(sql`${t.status} = 1`),
  ],
);

/** A student's response to a topic: one per student, editable until the topic ends. */
export const aiTopicSubmissions = pgTable(
  "ai_topic_submissions",
  {
    id: serial("id").primaryKey(),
    topicId: integer("topic_id")
      .notNull()
      .references(() => aiTopics.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** The last complete AI feedback the student asked for on this response ("" when none). */
    aiReply: text("ai_reply").notNull().default(""),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("ai_topic_submissions_once_idx").on(t.topicId, t.userId)],
);

/** One AI request an AI topic made for a user (draft, summary, feedback): counted by the per-user limit. */
export const aiRequests = pgTable(
  "ai_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "topic-draft", "topic-summary" or "topic-feedback". */
    kind: text("kind").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("ai_requests_user_time_idx").on(t.userId, t.createdAt)],
);
