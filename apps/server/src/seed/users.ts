// The demo accounts: an administrator, two teachers and forty students, each with its role.
import { schema } from "../db/index.js";
import { hashPassword } from "../lib/password.js";
import type { Tx } from "./tx.js";

export const DEMO_ACCOUNTS = [
  { username: "admin", password: "admin123", role: "admin" },
  { username: "teacher1", password: "teacher123", role: "teacher" },
  { username: "teacher2", password: "teacher123", role: "teacher" },
  { username: "student01 … student40", password: "student123", role: "student" },
] as const;

/**
 * The demo accounts' hash cost: low, so that a first start (and every test database) seeds 43 accounts
 * in well under a second; each is re-hashed at the configured cost at its first sign-in.
 */
export const SEED_HASH_COST = 16384;

/** Inserts the demo accounts with their roles; answers their ids by user name and the students' ids. */
export async function seedUsers(tx: Tx, roleId: (code: string) => number) {
  const [adminHash, teacherHash, studentHash] = await Promise.all([
    hashPassword("admin123", SEED_HASH_COST),
    hashPassword("teacher123", SEED_HASH_COST),
    hashPassword("student123", SEED_HASH_COST),
  ]);
  // Each account gets its own salt; students share one password, so hash it per student in parallel.
  const studentHashes = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      i === 0 ? Promise.resolve(studentHash!) : hashPassword("student123", SEED_HASH_COST),
    ),
  );
  const people = [
    {
      username: "admin",
      passwordHash: adminHash!,
      nickname: "管理员",
      mobile: "15600000000",
      email: "admin@smartclass.local",
      sex: 1,
      deptName: "教务处",
      role: "admin",
    },
    {
      username: "teacher1",
      passwordHash: teacherHash!,
      nickname: "张老师",
      mobile: "15600000001",
      email: "teacher1@smartclass.local",
      sex: 1,
      deptName: "计算机学院",
      role: "teacher",
    },
    {
      username: "teacher2",
      passwordHash: await hashPassword("teacher123", SEED_HASH_COST),
      nickname: "李老师",
      mobile: "15600000002",
      email: "teacher2@smartclass.local",
      sex: 2,
      deptName: "数学学院",
      role: "teacher",
    },
    ...studentHashes.map((h, i) => {
      const n = String(i + 1).padStart(2, "0");
      return {
        username: `student${n}`,
        passwordHash: h,
        nickname: `学生${n}`,
        mobile: `138000000${n}`,
        email: `student${n}@smartclass.local`,
        sex: (i % 2) + 1,
        deptName: "2024级1班",
        role: "student",
      };
    }),
  ];
  const userRows = await tx
    .insert(schema.users)
    .values(people.map(({ role: _role, ...u }) => u))
    .returning({ id: schema.users.id, username: schema.users.username });
  const idOf = (username: string) => userRows.find((u) => u.username === username)!.id;
  await tx.insert(schema.userRoles).values(people.map((p) => ({ userId: idOf(p.username), roleId: roleId(p.role) })));
  return { idOf, students: people.filter((p) => p.role === "student").map((p) => idOf(p.username)) };
}
