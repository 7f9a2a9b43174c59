// Who may change a process model: its creator, or a process administrator (bpm:model:manage). Anyone who
// may design processes still views and copies every model, so a school's shared processes can be reused
// without a teacher being able to redirect them (for example, make every leave request come to them).
import { eq } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { forbidden } from "../lib/errors.js";
import { BPM_MODEL_MANAGE, hasPermission } from "../permissions.js";
import { workflowMessages as m } from "./messages.js";
import type { ModelRow } from "./models.js";

/** Whether the user may update, delete and deploy the model. */
export function canManageModel(user: AuthUser | undefined, model: Pick<ModelRow, "ownerUserId">): boolean {
  if (!user) return false;
  return (
    (model.ownerUserId !== null && model.ownerUserId === user.id) || hasPermission(user.permissions, BPM_MODEL_MANAGE)
  );
}

/** Throws 403, naming the owner, unless the user may change the model. */
export async function assertCanManageModel(db: Db, user: AuthUser | undefined, model: ModelRow): Promise<void> {
  if (canManageModel(user, model)) return;
  const [owner] =
    model.ownerUserId === null
      ? []
      : await db
          .select({ nickname: schema.users.nickname })
          .from(schema.users)
          .where(eq(schema.users.id, model.ownerUserId));
  throw forbidden(m.notModelOwner(owner?.nickname ?? null));
}
