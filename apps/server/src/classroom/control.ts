// Classroom control (/teach/control): the mode students' pages follow (0 free, 1 lecture, 2 locked)
// and the recorded parts of the session (video start … end, one `video_segments` row each). Every
// change is pushed to the session's students as a `control` event.
import type { components } from "@smartclass/api";
import { and, asc, eq, isNull } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { classroomCodes, classroomMessages as m } from "./messages.js";
import { studentIdsOfItem, teacherCurrentItem } from "./sessions.js";

type ControlEvent = components["schemas"]["ControlPushEvent"];
type VideoSegment = components["schemas"]["ClassroomRecordSummary"]["videoSegments"][number];
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A change the teacher makes: the mode, or recording on or off. */
export type ControlChange = { mode: 0 | 1 | 2 } | { videoOn: boolean };

/** Applies a change to the teacher's session in progress and tells its students (answers true). */
export async function changeControl(services: Services, user: AuthUser, change: ControlChange): Promise<true> {
  const item = await teacherCurrentItem(services, user.id);
  if (!item) throw businessError(classroomCodes.noClass, m.noClass);
  const now = services.clock.now();
  const updated = await services.db.transaction(async (tx) => {
    if ("videoOn" in change) {
      if (change.videoOn)
        // Starting while recording adds nothing: the open-segment index holds one per session.
        await tx
          .insert(schema.videoSegments)
          .values({ courseItemId: item.id, startedAt: now })
          .onConflictDoNothing({
            target: schema.videoSegments.courseItemId,
            where: isNull(schema.videoSegments.endedAt),
          });
      else await closeVideoSegment(tx, item.id, now);
    }
    const [row] = await tx
      .update(schema.courseItems)
      .set(change)
      .where(eq(schema.courseItems.id, item.id))
      .returning({ mode: schema.courseItems.mode, videoOn: schema.courseItems.videoOn });
    return row!;
  });
  const event: ControlEvent = {
    type: "control",
    courseItemId: item.id,
    mode: updated.mode as ControlEvent["mode"],
    videoOn: updated.videoOn,
  };
  await services.push.send(await studentIdsOfItem(services, item.id), event);
  return true;
}

/** Tells a session's students that control is back to 自由 and nothing records (the session ended). */
export async function announceControlReset(services: Services, courseItemId: number): Promise<void> {
  const event: ControlEvent = { type: "control", courseItemId, mode: 0, videoOn: false };
  await services.push.send(await studentIdsOfItem(services, courseItemId), event);
}

/** Closes the session's open recorded part, if any (video end, or the session ending). */
export async function closeVideoSegment(db: Db | Tx, courseItemId: number, now: Date): Promise<void> {
  await db
    .update(schema.videoSegments)
    .set({ endedAt: now })
    .where(and(eq(schema.videoSegments.courseItemId, courseItemId), isNull(schema.videoSegments.endedAt)));
}

/** The recorded parts of a session, oldest first. */
export async function videoSegmentsOf(services: Services, courseItemId: number): Promise<VideoSegment[]> {
  const rows = await services.db
    .select()
    .from(schema.videoSegments)
    .where(eq(schema.videoSegments.courseItemId, courseItemId))
    .orderBy(asc(schema.videoSegments.startedAt), asc(schema.videoSegments.id));
  return rows.map((r) => ({ start: r.startedAt.getTime(), end: r.endedAt ? r.endedAt.getTime() : null }));
}
