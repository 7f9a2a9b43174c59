// The demo's classes: two courses with a class session today (the second, smaller one shows that a
// push reaches one class only) and a saved survey; and, on later days, a new session each day.
import { and, eq } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { DEFAULT_SCHOOL_TIME_ZONE, schoolDate } from "../lib/school-time.js";
import type { Tx } from "./tx.js";

/** Inserts the demo courses, their students, today's sessions and a saved survey. */
export async function seedClassroom(tx: Tx, now: Date, idOf: (username: string) => number, students: number[]) {
  const [course] = await tx
    .insert(schema.courses)
    .values({
      name: "人工智能导论",
      teacherId: idOf("teacher1"),
      description: "面向本科生的人工智能入门课程",
      classroomName: "2024级1班",
    })
    .returning({ id: schema.courses.id });
  await tx.insert(schema.courseStudents).values(students.map((userId) => ({ courseId: course!.id, userId })));
  const start = new Date(now.getTime() - 10 * 60_000);
  const end = new Date(now.getTime() + 110 * 60_000);
  await tx.insert(schema.courseItems).values({
    courseId: course!.id,
    teacherId: idOf("teacher1"),
    name: "第 1 讲：什么是人工智能",
    classroom: "A101",
    planStart: start,
    planEnd: end,
  });
  // A second, smaller class, so that pushes can be seen to reach one class only.
  const [course2] = await tx
    .insert(schema.courses)
    .values({
      name: "数据结构",
      teacherId: idOf("teacher2"),
      description: "线性表、树与图",
      classroomName: "2024级2班",
    })
    .returning({ id: schema.courses.id });
  await tx
    .insert(schema.courseStudents)
    .values(students.slice(0, 10).map((userId) => ({ courseId: course2!.id, userId })));
  await tx.insert(schema.courseItems).values({
    courseId: course2!.id,
    teacherId: idOf("teacher2"),
    name: "第 1 讲：线性表",
    classroom: "B202",
    planStart: start,
    planEnd: end,
  });

  // A saved survey, so that the teacher's survey list has something to start on the first day.
  const [feedback] = await tx
    .insert(schema.surveys)
    .values({ teacherId: idOf("teacher1"), title: "课堂反馈", anonymous: true, duration: 300, status: 0 })
    .returning({ id: schema.surveys.id });
  await tx.insert(schema.surveyQuestions).values(
    [
      { type: 1, title: "本节课的内容难度如何？", options: ["太简单", "合适", "有点难", "太难"] },
      { type: 2, title: "你希望多一些哪些环节？", options: ["概念讲解", "案例演示", "课堂练习", "小组讨论"] },
      { type: 4, title: "给本节课打个分", options: [] },
      { type: 3, title: "还有什么想对老师说的？", options: [] },
    ].map((q, sort) => ({ ...q, sort, surveyId: feedback!.id })),
  );
}

/**
 * Keeps the demo usable on later days: each seeded course gets a class session today (the school's day,
 * in its time zone) when it has none and none is in progress. Answers how many sessions it added.
 */
export async function ensureDemoSessionsToday(
  db: Db,
  now = new Date(),
  timeZone = DEFAULT_SCHOOL_TIME_ZONE,
): Promise<number> {
  const today = schoolDate(now, timeZone);
  let added = 0;
  for (const [courseName, teacher] of [
    ["人工智能导论", "teacher1"],
    ["数据结构", "teacher2"],
  ] as const) {
    const [course] = await db
      .select({ id: schema.courses.id, teacherId: schema.courses.teacherId })
      .from(schema.courses)
      .innerJoin(schema.users, eq(schema.users.id, schema.courses.teacherId))
      .where(and(eq(schema.courses.name, courseName), eq(schema.users.username, teacher)));
    if (!course) continue;
    const items = await db.select().from(schema.courseItems).where(eq(schema.courseItems.courseId, course.id));
    if (items.some((i) => i.status === 1 || (i.status === 0 && schoolDate(i.planStart, timeZone) === today))) continue;
    await db.insert(schema.courseItems).values({
      courseId: course.id,
      teacherId: course.teacherId,
      name: `第 ${items.length + 1} 讲`,
      planStart: new Date(now.getTime() - 10 * 60_000),
      planEnd: new Date(now.getTime() + 110 * 60_000),
    });
    added++;
  }
  return added;
}
