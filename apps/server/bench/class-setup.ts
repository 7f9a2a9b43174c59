// The benchmarks' classroom: the seeded course 人工智能导论 (teacher1) grown to a class of the wanted
// size (users with the student role, enrolled, as the test suite's storm builds its class), and
// sessions opened directly for the teacher and every student (200 password logins would only
// measure scrypt). Used by server-process.ts and by the kill-and-restart benchmark, which prepares
// its DATA_DIR before starting the server as `npm start` does.
import { and, eq } from "drizzle-orm";

import type { AuthService } from "../src/auth.js";
import { type Db, schema } from "../src/db/index.js";
import { hashPassword } from "../src/lib/password.js";
import { SEED_HASH_COST } from "../src/seed.js";

export interface BenchClass {
  courseItemId: number;
  teacherId: number;
  students: { id: number; username: string }[];
}

export interface BenchTokens {
  teacherToken: string;
  students: { id: number; username: string; token: string }[];
}

/** Adds students to 人工智能导论 until it has `classSize`; answers its class session and students. */
export async function buildBenchClass(db: Db, classSize: number): Promise<BenchClass> {
  const [teacher] = await db.select().from(schema.users).where(eq(schema.users.username, "teacher1"));
  const [course] = await db
    .select()
    .from(schema.courses)
    .where(and(eq(schema.courses.teacherId, teacher!.id), eq(schema.courses.name, "人工智能导论")));
  const [studentRole] = await db.select().from(schema.roles).where(eq(schema.roles.code, "student"));
  const enrolled = await db
    .select({ id: schema.courseStudents.userId })
    .from(schema.courseStudents)
    .where(eq(schema.courseStudents.courseId, course!.id));
  const missing = classSize - enrolled.length;
  if (missing > 0) {
    const passwordHash = await hashPassword("student123", SEED_HASH_COST);
    const added = await db
      .insert(schema.users)
      .values(
        Array.from({ length: missing }, (_, i) => ({
          username: `student${String(enrolled.length + i + 1).padStart(3, "0")}`,
          passwordHash,
          nickname: `学生${enrolled.length + i + 1}`,
        })),
      )
      .returning({ id: schema.users.id });
    await db.insert(schema.userRoles).values(added.map((u) => ({ userId: u.id, roleId: studentRole!.id })));
    await db.insert(schema.courseStudents).values(added.map((u) => ({ courseId: course!.id, userId: u.id })));
  }
  const [item] = await db.select().from(schema.courseItems).where(eq(schema.courseItems.courseId, course!.id));
  const students = await db
    .select({ id: schema.users.id, username: schema.users.username })
    .from(schema.courseStudents)
    .innerJoin(schema.users, eq(schema.users.id, schema.courseStudents.userId))
    .where(eq(schema.courseStudents.courseId, course!.id))
    .orderBy(schema.users.username);
  return { courseItemId: item!.id, teacherId: teacher!.id, students };
}

/** Opens a session for the teacher and for every student of the class. */
export async function openBenchSessions(auth: AuthService, benchClass: BenchClass): Promise<BenchTokens> {
  const teacherToken = (await auth.login(benchClass.teacherId)).accessToken;
  const students = [];
  for (const s of benchClass.students) students.push({ ...s, token: (await auth.login(s.id)).accessToken });
  return { teacherToken, students };
}
