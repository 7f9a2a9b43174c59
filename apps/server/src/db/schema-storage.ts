// Uploaded files kept in the database itself (STORAGE=database, the default on PostgreSQL): every
// server instance on the same database serves the same files with no shared disk or object store.
import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** bytea as a Buffer on both engines (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const storedFiles = pgTable("stored_files", {
  /** The storage path (`folder/YYYYMMDD/uuid.ext`), as in files.path. */
  path: text("path").primaryKey(),
  content: bytea("content").notNull(),
  size: integer("size").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
});
