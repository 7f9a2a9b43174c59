// The student's participation at a glance: attendance (with its rate and a small bar), the activities
// taken part in and the average assignment score. Text first: the numbers are a description list a
// screen reader reads in order; the bar only repeats the rate for the eye.
import { cn } from "@smartclass/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type * as React from "react";

import { useStudentOverviewApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { overviewMessages } from "./messages";
import type { StudentStatistics } from "./overview-api";
import { attendanceOf, formatAverage } from "./overview-format";
import { overviewKeys, studentStatisticsOptions } from "./overview-queries";

const text = overviewMessages.statistics;

type StudentStatisticsCardProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** One course's statistics; all the student's courses when omitted. */
  courseId?: number;
};

/** One term and its value. */
function Fact({ term, children, className }: { term: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col gap-0.5 rounded-md bg-muted/50 px-3 py-2", className)}>
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** The statistics as a description list, attendance first with its bar. */
function StatisticsFacts({ stats }: { stats: StudentStatistics }) {
  const attendance = attendanceOf(stats);
  const counts: [string, number][] = [
    [text.question, stats.questionCount],
    [text.survey, stats.surveyCount],
    [text.aiTopic, stats.aiTopicCount],
    [text.assignment, stats.assignmentCount],
    [text.practice, stats.practiceCount],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Fact term={text.attendance} className="col-span-2">
        {attendance.ratio === null ? (
          <span className="text-sm font-normal text-muted-foreground">{text.noAttendance}</span>
        ) : (
          <span className="flex flex-col gap-1.5">
            <span>
              {text.attendanceOf(attendance.signed, attendance.total)}
              <span className="ml-2 text-sm font-normal text-muted-foreground">
                {text.attendanceRate(attendance.rate)}
              </span>
            </span>
            {/* The rate is read in the text above; the bar repeats it for the eye only. */}
            <span aria-hidden data-slot="attendance-bar" className="block h-2 overflow-hidden rounded-full bg-muted">
              <span
                className="block h-full rounded-full bg-primary"
                style={{ width: `${Math.round(attendance.ratio * 1000) / 10}%` }}
              />
            </span>
          </span>
        )}
      </Fact>
      {counts.map(([term, count]) => (
        <Fact key={term} term={term}>
          {text.times(count)}
        </Fact>
      ))}
      <Fact term={text.averageScore}>{formatAverage(stats.averageScore)}</Fact>
    </dl>
  );
}

/** The student's participation: 出勤 `signed / total` with its rate and a bar, 提问/问卷/AI 话题/作业/练习
 * counts and 平均分 (`暂无` without one), for one course or all. */
function StudentStatisticsCard({ courseId, ...props }: StudentStatisticsCardProps) {
  const api = useStudentOverviewApi();
  const stats = useQuery(studentStatisticsOptions(api, courseId));
  // Live, without polling: a check-in (the dialog refreshes this on its own success; signInChecked when
  // this person is told of one) and whatever went out while the connection was down.
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: overviewKeys.statisticsAny() });
  useClassroomEvent(["signInChecked", "activityChanged", "classChanged"], refresh);
  useOnPushReconnect(refresh);

  let body: React.ReactNode;
  if (stats.isPending) body = <LoadingState />;
  else if (stats.isError)
    body = <ErrorState message={errorMessage(stats.error)} onRetry={() => void stats.refetch()} />;
  else body = <StatisticsFacts stats={stats.data} />;

  return (
    <Panel data-slot="student-statistics-card" title={text.title} {...props}>
      {body}
    </Panel>
  );
}

export { StudentStatisticsCard };
export type { StudentStatisticsCardProps };
