// Where a record's activity opens from its timeline on /teacher/room/info/{id}: the teacher page that
// shows that activity's results, when the console has one addressed by the activity's id.
import type { components } from "@smartclass/api";

type RecordActivity = components["schemas"]["ClassroomRecordSummary"]["activities"][number];

/** The console path of an activity's results, or `undefined` (sign-ins and AI topics have no such page). */
function activityHref(recordId: number, activity: Pick<RecordActivity, "type" | "id">): string | undefined {
  switch (activity.type) {
    case "question":
      return `/teacher/question?id=${activity.id}`;
    case "survey":
      return `/teacher/survey/info/${activity.id}`;
    case "assignment":
      return `/teacher/assignment/detail/${activity.id}`;
    case "practice":
      return `/teacher/room/info/${recordId}/practice/${activity.id}`;
    default:
      return undefined;
  }
}

export { activityHref };
