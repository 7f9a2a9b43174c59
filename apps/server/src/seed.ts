// Demo data for an empty database: accounts, roles and menus, dictionaries, configuration,
// notifications, a course with a class session today, a saved survey, and the workflow's demo
// (workflow/seed-workflow.ts: organisation, a form, deployed models and instances in every state).
// The data and the code of each part are in seed/.
import { sql } from "drizzle-orm";

import { type Db, schema } from "./db/index.js";
import { seedClassroom } from "./seed/classroom.js";
import { CONFIGS, DICTS } from "./seed/dictionaries.js";
import { MENU_SEED, menuRow } from "./seed/menus.js";
import { seedNotifications } from "./seed/notifications.js";
import { BUILT_IN_ROLES, builtInRoleRow } from "./seed/roles.js";
import { seedUsers } from "./seed/users.js";
import { seedWorkflow } from "./workflow/seed-workflow.js";

export { ensureDemoSessionsToday } from "./seed/classroom.js";
export { MENU_SEED, menuRow } from "./seed/menus.js";
export { BUILT_IN_ROLES, builtInRoleRow } from "./seed/roles.js";
export { DEMO_ACCOUNTS, SEED_HASH_COST } from "./seed/users.js";

/** Seeds the demo data when the database has no user yet; returns whether it seeded. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(schema.users);
  if ((existing[0]?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const roleRows = await tx
      .insert(schema.roles)
      .values(BUILT_IN_ROLES.map((role) => builtInRoleRow(role)))
      .returning();
    const roleId = (code: string) => roleRows.find((r) => r.code === code)!.id;
    const { idOf, students } = await seedUsers(tx, roleId);

    // Menus: insert the tree, then grant each root (and its children) to its roles.
    let sort = 0;
    for (const root of MENU_SEED) {
      const [parent] = await tx
        .insert(schema.menus)
        .values(menuRow(root, 0, root.children ? 1 : 2, sort++))
        .returning({ id: schema.menus.id });
      const grants = root.roles.map((r) => ({ roleId: roleId(r), menuId: parent!.id }));
      for (const [i, child] of (root.children ?? []).entries()) {
        const [row] = await tx
          .insert(schema.menus)
          .values(menuRow(child, parent!.id, 2, i))
          .returning({ id: schema.menus.id });
        grants.push(...(child.roles ?? root.roles).map((r) => ({ roleId: roleId(r), menuId: row!.id })));
      }
      await tx.insert(schema.roleMenus).values(grants);
    }

    await tx.insert(schema.dictData).values(
      Object.entries(DICTS).flatMap(([dictType, entries]) =>
        entries.map(([value, label, colorType], i) => ({
          dictType,
          value,
          label,
          colorType: colorType ?? "",
          sort: i + 1,
        })),
      ),
    );
    await tx.insert(schema.configs).values(CONFIGS);

    await seedClassroom(tx, now, idOf, students);
    await seedNotifications(tx, idOf, students);
    await tx.insert(schema.oauth2Clients).values({
      clientId: "default",
      secret: "admin123",
      name: "智慧课堂演示应用",
      logo: "",
      description: "OAuth2 demo client registered by the seed",
      redirectUris: ["http://127.0.0.1:48080/callback", "http://localhost:48080/callback"],
      scopes: ["user.read", "user.write"],
      autoApproveScopes: [],
    });
  });
  await seedWorkflow(db, now);
  return true;
}
