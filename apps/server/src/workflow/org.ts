// The school's organisation as the assignee rules see it: roles, departments (members by dept_name,
// heads), posts, user groups and users, read from the database; and the options the rule editor offers.
import type { components } from "@smartclass/api";
import { and, eq, inArray, or, sql } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { ASSIGN_SCRIPTS, type Directory } from "./assignees.js";
import { MAX_INT } from "../lib/ids.js";

const ids = (values: number[]) => values.filter((v) => Number.isSafeInteger(v) && v > 0 && v <= MAX_INT);
const uniq = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

/** The organisation in the database, as a Directory for assignee rules. */
export function databaseDirectory(db: Db): Directory {
  const u = schema.users;
  return {
    async usersOfRoles(roleIds) {
      if (!ids(roleIds).length) return [];
      const rows = await db
        .select({ id: schema.userRoles.userId })
        .from(schema.userRoles)
        .where(inArray(schema.userRoles.roleId, ids(roleIds)));
      return uniq(rows.map((r) => r.id));
    },
    async usersOfRoleCodes(codes) {
      if (!codes.length) return [];
      const rows = await db
        .select({ id: schema.userRoles.userId })
        .from(schema.userRoles)
        .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
        .where(inArray(schema.roles.code, codes));
      return uniq(rows.map((r) => r.id));
    },
    async membersOfDepartments(deptIds) {
      if (!ids(deptIds).length) return [];
      const rows = await db
        .select({ id: u.id })
        .from(u)
        .innerJoin(schema.departments, eq(schema.departments.name, u.deptName))
        .where(inArray(schema.departments.id, ids(deptIds)));
      return uniq(rows.map((r) => r.id));
    },
    async headsOfDepartments(deptIds) {
      if (!ids(deptIds).length) return [];
      const rows = await db
        .select({ id: schema.departments.leaderUserId })
        .from(schema.departments)
        .where(inArray(schema.departments.id, ids(deptIds)));
      return uniq(rows.map((r) => r.id));
    },
    async usersOfPosts(postIds) {
      if (!ids(postIds).length) return [];
      const rows = await db
        .select({ id: schema.userPosts.userId })
        .from(schema.userPosts)
        .where(inArray(schema.userPosts.postId, ids(postIds)));
      return uniq(rows.map((r) => r.id));
    },
    async usersOfGroups(groupIds) {
      if (!ids(groupIds).length) return [];
      const rows = await db
        .select({ members: schema.userGroups.memberUserIds })
        .from(schema.userGroups)
        .where(inArray(schema.userGroups.id, ids(groupIds)));
      return uniq(rows.flatMap((r) => r.members));
    },
    async usersByNameOrId(tokens) {
      if (!tokens.length) return [];
      const numeric = ids(tokens.filter((t) => /^\d+$/.test(t)).map(Number));
      const rows = await db
        .select({ id: u.id })
        .from(u)
        .where(or(inArray(u.username, tokens), numeric.length ? inArray(u.id, numeric) : sql`false`));
      return uniq(rows.map((r) => r.id));
    },
    async headOfUsersDepartment(userId) {
      const rows = await db
        .select({ id: schema.departments.leaderUserId })
        .from(u)
        .innerJoin(schema.departments, eq(schema.departments.name, u.deptName))
        .where(eq(u.id, userId));
      return uniq(rows.map((r) => r.id));
    },
    async enabled(userIds) {
      if (!ids(userIds).length) return [];
      const rows = await db
        .select({ id: u.id })
        .from(u)
        .where(and(inArray(u.id, ids(userIds)), eq(u.status, 0)));
      return uniq(rows.map((r) => r.id)).sort((a, b) => a - b);
    },
    async administrators() {
      const rows = await db
        .select({ id: schema.userRoles.userId })
        .from(schema.userRoles)
        .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
        .innerJoin(u, eq(u.id, schema.userRoles.userId))
        .where(and(eq(schema.roles.code, "admin"), eq(u.status, 0)));
      return uniq(rows.map((r) => r.id)).sort((a, b) => a - b);
    },
  };
}

/** What an assignee rule can name (the rule editor's options). */
export async function assignOptions(db: Db): Promise<components["schemas"]["BpmAssignOptions"]> {
  const [roles, departments, posts, groups, users] = await Promise.all([
    db.select({ id: schema.roles.id, name: schema.roles.name }).from(schema.roles).orderBy(schema.roles.sort),
    db
      .select({ id: schema.departments.id, name: schema.departments.name })
      .from(schema.departments)
      .orderBy(schema.departments.sort, schema.departments.id),
    db
      .select({ id: schema.posts.id, name: schema.posts.name })
      .from(schema.posts)
      .orderBy(schema.posts.sort, schema.posts.id),
    db
      .select({ id: schema.userGroups.id, name: schema.userGroups.name })
      .from(schema.userGroups)
      .orderBy(schema.userGroups.id),
    db
      .select({ id: schema.users.id, nickname: schema.users.nickname, username: schema.users.username })
      .from(schema.users)
      .where(eq(schema.users.status, 0))
      .orderBy(schema.users.id),
  ]);
  return {
    roles,
    departments,
    posts,
    groups,
    users: users.map((x) => ({ id: x.id, name: `${x.nickname}（${x.username}）` })),
    scripts: ASSIGN_SCRIPTS.map((s) => ({ ...s })),
  };
}
