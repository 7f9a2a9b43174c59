import { Badge, formatShortTime } from "@smartclass/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type * as React from "react";

import { useTeacherRecordApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import type { ClassroomPractice } from "../practice/practice-api";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { recordMessages } from "./messages";
import { RecordLink, type RenderLink } from "./record-link";
import { recordKeys, recordOptions, recordPracticeListOptions } from "./record-queries";

const text = recordMessages.practices;
const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;

type RecordPracticeListProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The record whose practices are listed. */
  recordId: number;
  /** Where a practice's page is (route room/info/{id}/practice/{practiceId}). */
  practiceHref: (practice: ClassroomPractice) => string;
  /** Draws a link (the console's router link); a plain anchor otherwise. */
  renderLink?: RenderLink;
};

/** Keeps the list live while the class runs, never by polling: a student's answer (practiceAnswered)
 * reads the record's counts again, a practice ending (activityChanged) its state, and a reconnect both. */
function useLivePracticeCounts(recordId: number, practices: readonly ClassroomPractice[] | undefined) {
  const queryClient = useQueryClient();
  const ours = (id: number) => practices?.some((p) => p.id === id) ?? false;
  const refreshCounts = () => void queryClient.invalidateQueries({ queryKey: recordKeys.detail(recordId) });
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: recordKeys.practices(recordId) });
  useClassroomEvent("practiceAnswered", (event) => {
    if (ours(event.id)) refreshCounts();
  });
  useClassroomEvent("activityChanged", (event) => {
    if (event.activity === "practice" && ours(event.id)) {
      refreshList();
      refreshCounts();
    }
  });
  useOnPushReconnect(() => {
    refreshList();
    refreshCounts();
  });
}

/** The practices of a classroom record, oldest first: title (a link to the practice), its state
 * (未发布/进行中/已结束), question count, and how many answered when the record's summary says so. */
function RecordPracticeList({ recordId, practiceHref, renderLink, ...props }: RecordPracticeListProps) {
  const api = useTeacherRecordApi();
  const list = useQuery(recordPracticeListOptions(api, recordId));
  // The record's summary counts each practice's answers; the list shows them once it is there.
  const record = useQuery(recordOptions(api, recordId));
  useLivePracticeCounts(recordId, list.data);
  const answers = new Map(
    (record.data?.summary?.activities ?? []).filter((a) => a.type === "practice").map((a) => [a.id, a.count]),
  );
  const practices = [...(list.data ?? [])].sort(
    (a, b) => (a.startTime ?? Infinity) - (b.startTime ?? Infinity) || a.id - b.id,
  );

  let body: React.ReactNode;
  if (list.isError) body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <LoadingState />;
  else if (practices.length === 0) body = <EmptyState>{text.empty}</EmptyState>;
  else
    body = (
      <ul aria-label={text.title} className="flex flex-col divide-y">
        {practices.map((p) => {
          const count = answers.get(p.id);
          return (
            <li key={p.id} data-practice-id={p.id} className="flex flex-wrap items-center gap-3 py-2">
              <span className="flex min-w-0 flex-1 flex-col">
                <RecordLink href={practiceHref(p)} renderLink={renderLink}>
                  {p.title}
                </RecordLink>
                <span className="text-xs text-muted-foreground">
                  {[p.startTime ? formatShortTime(p.startTime) : null, text.questions(p.questions.length)]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </span>
              {count === undefined ? null : (
                <span className="text-sm text-muted-foreground tabular-nums">{text.answers(count)}</span>
              )}
              <Badge variant={statusVariant[p.status]}>{text.status[p.status]}</Badge>
            </li>
          );
        })}
      </ul>
    );

  return (
    <Panel data-slot="record-practice-list" title={text.title} {...props}>
      {body}
    </Panel>
  );
}

export { RecordPracticeList };
export type { RecordPracticeListProps };
