// Who has enrolled a face, as the student and an administrator see it: how many photos, when — never
// a photo, a path or a descriptor in the administrator's list.
import type { components } from "@smartclass/api";
import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { type Page, pageOffset } from "../lib/paging.js";
import { containing } from "../lib/sql-like.js";

type FaceEnrolmentSummary = components["schemas"]["FaceEnrolmentSummary"];

/**
 * Descriptors enrolled per user (a correlated count, so a page costs one query). The columns are
 * qualified by hand: Drizzle leaves them bare in a single-table select, and a bare user_id inside the
 * subquery would name face_templates' own column (counting every template).
 */
const templateCount = sql<number>`(select count(*)::int from ${schema.faceTemplates} ft where ft.user_id = ${schema.faceDatabase}.user_id)`;

/**
 * Photos enrolled: one descriptor per photo. With face matching off an enrolment only records the
 * photo (no descriptor is made), so such an enrolment counts 1 when a photo is recorded, else 0.
 */
function photoCountOf(templates: number, imagePath: string | null): number {
  if (templates > 0) return templates;
  return imagePath ? 1 : 0;
}

/** Photos the user has enrolled (0 when not enrolled). */
export async function photoCountOfUser(services: Services, userId: number): Promise<number> {
  const [row] = await services.db
    .select({ templates: templateCount, imagePath: schema.faceDatabase.imagePath })
    .from(schema.faceDatabase)
    .where(eq(schema.faceDatabase.userId, userId));
  return row ? photoCountOf(row.templates, row.imagePath) : 0;
}

export interface EnrolmentQuery extends Page {
  /** User name or nickname contains (case-insensitive). */
  keyword?: string;
}

/** One page of enrolments for an administrator, newest change first. */
export async function pageEnrolments(
  services: Services,
  query: EnrolmentQuery,
): Promise<{ list: FaceEnrolmentSummary[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.keyword) {
    conditions.push(
      or(
        ilike(schema.users.username, containing(query.keyword)),
        ilike(schema.users.nickname, containing(query.keyword)),
      )!,
    );
  }
  const where = and(...conditions);
  const [total] = await services.db
    .select({ n: count() })
    .from(schema.faceDatabase)
    .innerJoin(schema.users, eq(schema.users.id, schema.faceDatabase.userId))
    .where(where);
  const rows = await services.db
    .select({
      userId: schema.faceDatabase.userId,
      username: schema.users.username,
      nickname: schema.users.nickname,
      deptName: schema.users.deptName,
      templates: templateCount,
      imagePath: schema.faceDatabase.imagePath,
      createdAt: schema.faceDatabase.createdAt,
      updatedAt: schema.faceDatabase.updatedAt,
    })
    .from(schema.faceDatabase)
    .innerJoin(schema.users, eq(schema.users.id, schema.faceDatabase.userId))
    .where(where)
    .orderBy(desc(schema.faceDatabase.updatedAt), desc(schema.faceDatabase.userId))
    .offset(pageOffset(query))
    .limit(query.pageSize);
  return {
    // Built field by field: the kept photo's path (imagePath) is read only to count it.
    list: rows.map((r) => ({
      userId: r.userId,
      username: r.username,
      nickname: r.nickname,
      ...(r.deptName ? { deptName: r.deptName } : {}),
      photoCount: photoCountOf(r.templates, r.imagePath),
      createTime: r.createdAt.getTime(),
      updateTime: r.updatedAt.getTime(),
    })),
    total: total?.n ?? 0,
  };
}
