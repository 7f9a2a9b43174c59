import { Badge, formatShortTime } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { VideoIcon } from "lucide-react";
import type * as React from "react";

import { useTeacherRecordApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { type ChartBar, SurveyChart } from "../survey/survey-chart";
import { recordMessages } from "./messages";
import type { ClassroomRecord, ClassroomRecordSummary, RecordActivity } from "./record-api";
import { RecordAttendance } from "./record-attendance";
import { formatDuration, formatRate, formatResult, formatShare, formatSpan, recordTimeline } from "./record-format";
import { RecordLink, type RenderLink } from "./record-link";
import { recordOptions } from "./record-queries";

const text = recordMessages.timeline;
const types = recordMessages.activityTypes;

type RecordTimelineProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The record (route room/info/{id}). */
  recordId: number;
  /** Where an activity's own page is, if it has one. */
  activityHref?: (activity: RecordActivity) => string | undefined;
  /** Draws a link (the console's router link); a plain anchor otherwise. */
  renderLink?: RenderLink;
};

/** One fact of the header. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The session's facts: course and session, start to end, duration, attendance with its rate. */
function RecordFacts({ record, summary }: { record: ClassroomRecord; summary: ClassroomRecordSummary }) {
  const { startTime, endTime } = summary;
  return (
    <section aria-label={text.facts}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={text.session}>{`${record.courseName ?? ""} · ${record.courseItemName ?? ""}`}</Fact>
        <Fact label={text.time}>
          {startTime === null ? text.notStarted : formatSpan(startTime, endTime, text.running)}
        </Fact>
        <Fact label={text.duration}>{formatDuration(summary.duration)}</Fact>
        <Fact label={text.attendance}>
          {formatShare(summary.signedCount, summary.studentCount)}
          <span className="block text-xs font-normal text-muted-foreground">{text.signIns(summary.signInCount)}</span>
        </Fact>
      </dl>
    </section>
  );
}

const activityLabel = (a: RecordActivity, index: number) => `${index + 1}. ${types[a.type]} · ${a.title}`;

/** Participation per activity: a bar chart (ECharts, loaded on demand) and the same numbers as a table
 * for screen readers. */
function ParticipationChart({ summary }: { summary: ClassroomRecordSummary }) {
  const activities = summary.activities;
  const bars: ChartBar[] = activities.map((a, i) => ({
    label: activityLabel(a, i),
    count: a.count,
    percent: summary.studentCount > 0 ? Math.round((a.count / summary.studentCount) * 1000) / 10 : 0,
  }));
  return (
    <section aria-label={text.participation} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{text.participation}</h3>
      {activities.length === 0 ? (
        <EmptyState>{text.noActivities}</EmptyState>
      ) : (
        <>
          <div aria-hidden>
            <SurveyChart title={text.participation} bars={bars} />
          </div>
          <table className="sr-only">
            <caption>{text.participationTable}</caption>
            <thead>
              <tr>
                <th scope="col">{text.activity}</th>
                <th scope="col">{text.count}</th>
                <th scope="col">{text.rate}</th>
                <th scope="col">{text.result}</th>
              </tr>
            </thead>
            <tbody>
              {activities.map((a, i) => (
                <tr key={`${a.type}-${a.id}`}>
                  <th scope="row">{activityLabel(a, i)}</th>
                  <td>{a.count}</td>
                  <td>{formatRate(a.count, summary.studentCount)}</td>
                  <td>{formatResult(a.result)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** The activities and recorded parts, oldest first. */
function Timeline({
  summary,
  activityHref,
  renderLink,
}: {
  summary: ClassroomRecordSummary;
  activityHref: RecordTimelineProps["activityHref"];
  renderLink: RenderLink | undefined;
}) {
  const entries = recordTimeline(summary);
  return (
    <section aria-label={text.timeline} className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{text.timeline}</h3>
      {entries.length === 0 ? (
        <EmptyState>{text.empty}</EmptyState>
      ) : (
        <ol aria-label={text.timeline} className="flex flex-col border-l-2 border-border pl-4">
          {entries.map((entry) => {
            if (entry.kind === "video") {
              const { start, end } = entry.segment;
              return (
                <li
                  key={`video-${start}`}
                  data-kind="video"
                  className="relative flex flex-wrap items-center gap-2 py-2"
                >
                  <time dateTime={new Date(start).toISOString()} className="w-24 text-xs text-muted-foreground">
                    {formatShortTime(start)}
                  </time>
                  <Badge variant={end === null ? "danger" : "default"}>
                    <VideoIcon className="size-3" aria-hidden />
                    {end === null ? text.recordingNow : text.recording}
                  </Badge>
                  <span className="text-sm">{formatSpan(start, end, text.recordingNow)}</span>
                </li>
              );
            }
            const a = entry.activity;
            const href = activityHref?.(a);
            return (
              <li
                key={`${a.type}-${a.id}`}
                data-kind="activity"
                className="relative flex flex-wrap items-center gap-2 py-2"
              >
                <time dateTime={new Date(a.time).toISOString()} className="w-24 text-xs text-muted-foreground">
                  {formatShortTime(a.time)}
                </time>
                <Badge variant="primary">{types[a.type]}</Badge>
                <span className="min-w-0 flex-1 text-sm">
                  {href ? (
                    <RecordLink href={href} renderLink={renderLink}>
                      {a.title}
                    </RecordLink>
                  ) : (
                    a.title
                  )}
                </span>
                <span data-slot="record-result" className="text-sm text-muted-foreground tabular-nums">
                  {formatResult(a.result)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** A classroom record as a report: the session's facts (course and session, start to end, duration,
 * attendance with its rate), the attendance list (who checked in, how and when, and who did not),
 * participation per activity as a chart with a table for screen readers, and the timeline of
 * activities with each one's result figure and recorded parts (录制 start–end, or 录制中), oldest first. */
function RecordTimeline({ recordId, activityHref, renderLink, ...props }: RecordTimelineProps) {
  const api = useTeacherRecordApi();
  const record = useQuery(recordOptions(api, recordId));
  const r = record.data;

  let body: React.ReactNode;
  if (record.isError) body = <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  else if (!r) body = <LoadingState />;
  else if (!r.summary) body = <EmptyState>{text.empty}</EmptyState>;
  else
    body = (
      <>
        <RecordFacts record={r} summary={r.summary} />
        <RecordAttendance summary={r.summary} />
        <ParticipationChart summary={r.summary} />
        <Timeline summary={r.summary} activityHref={activityHref} renderLink={renderLink} />
      </>
    );

  return (
    <Panel data-slot="record-timeline" title={r ? r.title : text.title} {...props}>
      {body}
    </Panel>
  );
}

export { RecordTimeline };
export type { RecordTimelineProps };
