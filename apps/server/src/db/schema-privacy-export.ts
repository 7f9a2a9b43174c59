// A person's data prepared as a ZIP in the background: one row per request, so its progress survives a
// reload or another tab polling it, and the finished archive is handed out only through a link with a
// random token that stops working at `expiresAt` (the archive is then deleted from storage).
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { users } from "./schema.js";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** status: "preparing", "ready", "failed" (an expired archive is "ready" with `expiresAt` past). */
export const dataExports = pgTable(
  "data_exports",
  {
    id: serial("id").primaryKey(),
    /** Whose data. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who asked: the person themselves or an administrator. */
    requestedBy: integer("requested_by").notNull(),
    status: text("status").notNull().default("preparing"),
    /** 0–100. */
    progress: integer("progress").notNull().default(0),
    /** The kind being gathered now (profile, attendance …, archive). */
    step: text("step").notNull().default("profile"),
    /** The archive's storage path once ready; deleted from storage when the link expires. */
    storagePath: text("storage_path"),
    size: integer("size"),
    /** The download link's random token (it grants nothing but this one archive, until `expiresAt`). */
    token: text("token").unique(),
    error: text("error"),
    createdAt: ts("created_at").notNull().defaultNow(),
    finishedAt: ts("finished_at"),
    expiresAt: ts("expires_at"),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.id)],
);
