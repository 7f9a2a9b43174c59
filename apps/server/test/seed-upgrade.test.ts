// A database seeded by the version before the workflow (no bpm permissions, menu entries or demo
// workflow, no face database page, no 教务 role) gets them on start, and a second start adds nothing: what later versions need is added,
// nothing a person changed is removed.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Database, openDatabase, schema } from "../src/db/index.js";
import { seedIfEmpty } from "../src/seed.js";
import { upgradeSeededData } from "../src/seed-upgrade.js";
import { SETUP_TIMEOUT } from "./helpers.js";

let database: Database;

/** Menu titles a role sees. */
async function menuTitles(code: string): Promise<string[]> {
  const rows = await database.db
    .select({ title: schema.menus.title })
    .from(schema.menus)
    .innerJoin(schema.roleMenus, eq(schema.roleMenus.menuId, schema.menus.id))
    .innerJoin(schema.roles, eq(schema.roles.id, schema.roleMenus.roleId))
    .where(eq(schema.roles.code, code));
  return rows.map((r) => r.title);
}

beforeAll(async () => {
  database = await openDatabase({});
  await seedIfEmpty(database.db);
  // Turn it into what the earlier version seeded: no workflow data, no bpm menus beyond the designer's
  // two, no bpm permissions beyond the two queries, and an administrator's own change to keep.
  await database.db.execute(
    sql`TRUNCATE bpm_activities, bpm_tasks, bpm_process_instances, bpm_process_definitions, bpm_models, bpm_forms, user_groups, user_posts, posts, departments CASCADE`,
  );
  await database.db.execute(
    sql`DELETE FROM menus WHERE path IN ('process-instance/create', 'process-instance/my', 'task/todo', 'task/done', 'process-instance/detail')`,
  );
  // …and before the face database's page and the teacher's 上课主页 entry.
  await database.db.execute(sql`DELETE FROM menus WHERE name IN ('SystemFace', 'TeacherDashboard')`);
  // …and before the read-only 教务 (registrar) role.
  await database.db.execute(
    sql`DELETE FROM role_menus WHERE role_id = (SELECT id FROM roles WHERE code = 'registrar')`,
  );
  await database.db.execute(sql`DELETE FROM roles WHERE code = 'registrar'`);
  await database.db.execute(
    sql`DELETE FROM role_menus WHERE role_id = (SELECT id FROM roles WHERE code = 'student') AND menu_id = (SELECT id FROM menus WHERE name = 'Bpm')`,
  );
  await database.db
    .update(schema.roles)
    .set({ permissions: ["teach:course:teach", "bpm:model:query", "bpm:form:query", "custom:added:by-admin"] })
    .where(eq(schema.roles.code, "teacher"));
}, SETUP_TIMEOUT);

afterAll(async () => {
  await database?.close();
});

describe("upgrading an already seeded database", () => {
  it("adds the missing permissions, menu entries and demo workflow, keeping what was there", async () => {
    expect(await menuTitles("student")).not.toContain("发起流程");
    const report = await upgradeSeededData(database.db);
    expect(report.workflow).toBe(true);
    expect(report.menus).toBe(7);
    expect(report.roles).toBe(1);

    const [teacher] = await database.db.select().from(schema.roles).where(eq(schema.roles.code, "teacher"));
    expect(teacher!.permissions).toEqual(
      expect.arrayContaining(["bpm:model:deploy", "bpm:task:update", "custom:added:by-admin", "teach:activity:teach"]),
    );
    expect(await menuTitles("student")).toEqual(expect.arrayContaining(["工作流程", "发起流程", "我的流程"]));
    expect(await menuTitles("student")).not.toContain("待办任务");
    expect(await menuTitles("teacher")).toEqual(expect.arrayContaining(["流程模型", "待办任务", "已办任务"]));
    expect(await menuTitles("admin")).toContain("人脸数据");
    expect(await menuTitles("teacher")).not.toContain("人脸数据");
    expect(await menuTitles("student")).not.toContain("人脸数据");
    expect(await menuTitles("teacher")).toContain("上课主页");
    expect(await menuTitles("admin")).toContain("上课主页");
    expect(await menuTitles("student")).not.toContain("上课主页");
    const [registrar] = await database.db.select().from(schema.roles).where(eq(schema.roles.code, "registrar"));
    expect(registrar).toMatchObject({ name: "教务", permissions: ["system:user:query", "teach:user:query"] });
    expect((await menuTitles("registrar")).sort()).toEqual(["用户管理", "系统管理", "首页"].sort());
    const models = await database.db.select({ key: schema.bpmModels.key }).from(schema.bpmModels);
    expect(models.map((m) => m.key)).toContain("leave");
  });

  it("adds nothing the second time", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.menus);
    expect(await upgradeSeededData(database.db)).toEqual({ roles: 0, permissions: 0, menus: 0, workflow: false });
    const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(schema.menus);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe("process models from before models had owners", () => {
  it("gives the seeded school models to the administrator", async () => {
    await database.db.update(schema.bpmModels).set({ ownerUserId: null });
    await upgradeSeededData(database.db);
    const rows = await database.db
      .select({ key: schema.bpmModels.key, owner: schema.users.username })
      .from(schema.bpmModels)
      .leftJoin(schema.users, eq(schema.users.id, schema.bpmModels.ownerUserId));
    expect(rows.find((r) => r.key === "leave")?.owner).toBe("admin");
    expect(rows.find((r) => r.key === "course_change")?.owner).toBe("admin");
  });
});
