// Brings a database seeded by an earlier version forward on start: what later versions added to the
// built-in roles, the menu tree and the demo workflow is added, nothing a person changed is removed.
// (Migrations change the schema; this adds the built-in rows a new capability needs.)
import { and, eq, inArray, isNull, sql } from "drizzle-orm";

import { type Db, schema } from "./db/index.js";
import { ROLE_PERMISSIONS } from "./permissions.js";
import { BUILT_IN_ROLES, builtInRoleRow, MENU_SEED, menuRow } from "./seed.js";
import { hasWorkflowDemoPeople, SEEDED_MODEL_KEYS, seedWorkflow } from "./workflow/seed-workflow.js";

/** What the upgrade added, for the start-up log. */
export interface UpgradeReport {
  roles: number;
  permissions: number;
  menus: number;
  workflow: boolean;
}

/**
 * Adds missing built-in roles (with their menus), permissions, menu entries and the demo workflow to an
 * already seeded database.
 */
export async function upgradeSeededData(db: Db, now = new Date()): Promise<UpgradeReport> {
  const report: UpgradeReport = { roles: 0, permissions: 0, menus: 0, workflow: false };
  await db.transaction(async (tx) => {
    const present = await tx.select({ code: schema.roles.code }).from(schema.roles);
    const absent = BUILT_IN_ROLES.filter((role) => !present.some((r) => r.code === role.code));
    if (absent.length) await tx.insert(schema.roles).values(absent.map((role) => builtInRoleRow(role)));
    report.roles = absent.length;
    // A role added now gets every existing menu the seed gives it; menus added below grant it as they go.
    const newRoles = new Set<string>(absent.map((role) => role.code));

    const roles = await tx
      .select()
      .from(schema.roles)
      .where(inArray(schema.roles.code, Object.keys(ROLE_PERMISSIONS)));
    const roleId = new Map(roles.map((r) => [r.code, r.id]));
    for (const role of roles) {
      const missing = (ROLE_PERMISSIONS[role.code] ?? []).filter((p) => !role.permissions.includes(p));
      if (missing.length === 0) continue;
      await tx
        .update(schema.roles)
        .set({ permissions: [...role.permissions, ...missing] })
        .where(eq(schema.roles.id, role.id));
      report.permissions += missing.length;
    }

    const grant = async (menuId: number, codes: readonly string[]) => {
      const rows = codes.flatMap((code) => (roleId.has(code) ? [{ roleId: roleId.get(code)!, menuId }] : []));
      if (rows.length) await tx.insert(schema.roleMenus).values(rows).onConflictDoNothing();
    };
    for (const [sort, root] of MENU_SEED.entries()) {
      let [parent] = await tx
        .select({ id: schema.menus.id })
        .from(schema.menus)
        .where(and(eq(schema.menus.name, root.name), eq(schema.menus.parentId, 0)));
      if (!parent) {
        [parent] = await tx
          .insert(schema.menus)
          .values(menuRow(root, 0, root.children ? 1 : 2, sort))
          .returning({ id: schema.menus.id });
        await grant(parent!.id, root.roles);
        report.menus++;
      } else {
        await grant(
          parent.id,
          root.roles.filter((code) => newRoles.has(code)),
        );
      }
      for (const [i, child] of (root.children ?? []).entries()) {
        const [existing] = await tx
          .select({ id: schema.menus.id })
          .from(schema.menus)
          .where(and(eq(schema.menus.name, child.name), eq(schema.menus.parentId, parent!.id)));
        if (existing) {
          await grant(
            existing.id,
            (child.roles ?? root.roles).filter((code) => newRoles.has(code)),
          );
          continue;
        }
        const [row] = await tx
          .insert(schema.menus)
          .values(menuRow(child, parent!.id, 2, i))
          .returning({ id: schema.menus.id });
        // A new child's roles also need its root (a student gets 工作流程 with its own entries).
        await grant(parent!.id, child.roles ?? root.roles);
        await grant(row!.id, child.roles ?? root.roles);
        report.menus++;
      }
    }
  });

  const [org] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.departments);
  const [models] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.bpmModels);
  if ((org?.n ?? 0) === 0 && (models?.n ?? 0) === 0 && (await hasWorkflowDemoPeople(db))) {
    await seedWorkflow(db, now);
    report.workflow = true;
  }
  await giveSeededModelsToTheAdministrator(db);
  return report;
}

/**
 * The school models the demo seeded before models had owners belong to the administrator (the owner
 * column arrives empty); models whose creator is unknown stay without one, so only process
 * administrators may change them.
 */
async function giveSeededModelsToTheAdministrator(db: Db): Promise<void> {
  const [admin] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, "admin"));
  if (!admin) return;
  await db
    .update(schema.bpmModels)
    .set({ ownerUserId: admin.id })
    .where(and(isNull(schema.bpmModels.ownerUserId), inArray(schema.bpmModels.key, [...SEEDED_MODEL_KEYS])));
}
