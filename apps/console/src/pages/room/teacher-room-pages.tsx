// The teacher's classroom records: room/list (records with filters and paging),
// room/info/{id} (the record's timeline, its practices, and a new practice published to the class) and
// room/info/{id}/practice/{practiceId} (a practice's statistics).
import {
  ClassroomRecordList,
  PracticeBuilder,
  PracticeStatisticsView,
  RecordPracticeList,
  recordKeys,
  recordOptions,
  RecordTimeline,
  useTeacherRecordApi,
} from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type * as React from "react";
import { Link, useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { PageFrame } from "../page-frame";
import { routerLink } from "../router-link";
import { activityHref } from "./activity-href";

const m = messages.room;
const base = "/teacher/room";

/** /teacher/room/list. */
function TeacherRoomListPage() {
  return (
    <PageFrame title={m.list}>
      <ClassroomRecordList recordHref={(record) => `${base}/info/${record.id}`} renderLink={routerLink} />
    </PageFrame>
  );
}

function BackTo({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>{children}</Link>
    </Button>
  );
}

/** The practice builder while the record's session runs; a practice published before or after it would
 * reach no class, so the page says why there is none. */
function NewPractice({ recordId }: { recordId: number }) {
  const api = useTeacherRecordApi();
  const record = useQuery(recordOptions(api, recordId));
  const queryClient = useQueryClient();
  // Loading and errors are the timeline's to show (it reads the same record).
  const summary = record.data?.summary;
  if (!summary) return null;
  if (summary.startTime === null || summary.endTime !== null)
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        {summary.startTime === null ? m.practiceBeforeStart : m.practiceAfterEnd}
      </p>
    );
  return (
    <PracticeBuilder
      classroomRecordId={recordId}
      // The new practice joins the record's list and timeline above.
      onCreated={() => void queryClient.invalidateQueries({ queryKey: recordKeys.all })}
    />
  );
}

/** /teacher/room/info/{id}: the record, its practices and, while its session runs, a new practice. */
function TeacherRoomPage() {
  const id = positiveId(useParams().id);
  return (
    <PageFrame title={m.detail} actions={<BackTo to={`${base}/list`}>{m.backToList}</BackTo>}>
      {id === null ? (
        <p role="alert">{messages.activity.badId}</p>
      ) : (
        <>
          <RecordTimeline
            recordId={id}
            activityHref={(activity) => activityHref(id, activity)}
            renderLink={routerLink}
          />
          <RecordPracticeList
            recordId={id}
            practiceHref={(practice) => `${base}/info/${id}/practice/${practice.id}`}
            renderLink={routerLink}
          />
          <NewPractice recordId={id} />
        </>
      )}
    </PageFrame>
  );
}

/** /teacher/room/info/{id}/practice/{practiceId}: a practice's statistics. */
function TeacherRoomPracticePage() {
  const params = useParams();
  const id = positiveId(params.id);
  const practiceId = positiveId(params.practiceId);
  return (
    <PageFrame
      title={m.practice}
      actions={id !== null ? <BackTo to={`${base}/info/${id}`}>{m.backToRecord}</BackTo> : null}
    >
      {id === null || practiceId === null ? (
        <p role="alert">{messages.activity.badId}</p>
      ) : (
        <PracticeStatisticsView practiceId={practiceId} />
      )}
    </PageFrame>
  );
}

export { TeacherRoomListPage, TeacherRoomPage, TeacherRoomPracticePage };
