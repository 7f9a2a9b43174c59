import { Table } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import type * as React from "react";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { type ChartBar, SurveyChart } from "../survey/survey-chart";
import type { AssignmentStatistics } from "./assignment-api";
import { formatScore } from "./assignment-format";
import { assignmentStatisticsOptions } from "./assignment-queries";
import { teacherAssignmentMessages } from "./teacher-messages";
import { useAssignmentRefetch } from "./use-assignment-refetch";

const text = teacherAssignmentMessages.statistics;

type AssignmentStatisticsViewProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  assignmentId: number;
};

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** The score bands as chart bars: how many students and their share of the scored ones. */
function distributionBars(s: AssignmentStatistics): ChartBar[] {
  const scored = s.distribution.reduce((sum, band) => sum + band.count, 0);
  return s.distribution.map((band) => ({
    label: band.label,
    count: band.count,
    percent: percentOf(band.count, scored),
  }));
}

/** The choice questions' correct rates as chart bars: how many answered fully right, and the rate. */
function correctBars(s: AssignmentStatistics): ChartBar[] {
  return s.questions.flatMap((q, i) =>
    q.correctRate === null
      ? []
      : [
          {
            label: `${i + 1}. ${q.title}`,
            count: Math.round(q.correctRate * q.answeredCount),
            percent: Math.round(q.correctRate * 1000) / 10,
          },
        ],
  );
}

/** One figure of the summary. */
function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

/** The assignment's statistics: submission rate, average/highest/lowest, the score distribution and
 * each choice question's correct rate as bar charts (ECharts, loaded on demand, each named by its
 * numbers) with the same numbers in tables, and how well peer scores agree with the teacher's.
 * Follows pushed assignment events. */
function AssignmentStatisticsView({ assignmentId, ...props }: AssignmentStatisticsViewProps) {
  const api = useTeacherAssignmentApi();
  const statistics = useQuery(assignmentStatisticsOptions(api, assignmentId));
  useAssignmentRefetch(assignmentId);
  const s = statistics.data;
  const scored = s ? s.distribution.reduce((sum, band) => sum + band.count, 0) : 0;
  const correct = s ? correctBars(s) : [];

  return (
    <Panel data-slot="assignment-statistics" title={text.title} {...props}>
      {statistics.isPending ? (
        <LoadingState />
      ) : statistics.isError ? (
        <ErrorState message={errorMessage(statistics.error)} onRetry={() => void statistics.refetch()} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-live="polite">
            <Figure
              label={text.submissionRate}
              value={`${percentOf(statistics.data.submittedCount, statistics.data.studentCount)}%`}
              detail={`${text.rate(statistics.data.submittedCount, statistics.data.studentCount, percentOf(statistics.data.submittedCount, statistics.data.studentCount))} · ${text.graded(statistics.data.gradedCount)} · ${text.lateCount(statistics.data.lateCount)}`}
            />
            <Figure label={text.average} value={formatScore(statistics.data.averageScore)} />
            <Figure label={text.max} value={formatScore(statistics.data.maxScore)} />
            <Figure label={text.min} value={formatScore(statistics.data.minScore)} />
          </dl>
          <section aria-label={text.distribution} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{text.distribution}</h3>
            {scored === 0 ? (
              <p className="text-sm text-muted-foreground">{text.noScores}</p>
            ) : (
              <SurveyChart title={text.distribution} bars={distributionBars(statistics.data)} />
            )}
            <Table
              caption={text.distribution}
              rows={statistics.data.distribution}
              rowKey={(band) => band.label}
              columns={[
                { key: "label", header: text.band },
                {
                  key: "count",
                  header: text.count,
                  width: 100,
                  align: "right",
                  cell: (band) => text.people(band.count),
                },
              ]}
            />
          </section>
          <section aria-label={text.correctRate} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{text.correctRate}</h3>
            {correct.some((bar) => bar.count > 0) ? <SurveyChart title={text.correctRate} bars={correct} /> : null}
            <Table
              caption={text.correctRate}
              rows={statistics.data.questions}
              rowKey={(q) => q.questionId}
              columns={[
                { key: "title", header: text.question, cell: (q, i) => `${i + 1}. ${q.title}` },
                {
                  key: "rate",
                  header: text.rateColumn,
                  width: 100,
                  align: "right",
                  cell: (q) => (q.correctRate === null ? text.notChoice : `${Math.round(q.correctRate * 1000) / 10}%`),
                },
                {
                  key: "average",
                  header: text.averageColumn,
                  width: 100,
                  align: "right",
                  cell: (q) => formatScore(q.averageScore),
                },
              ]}
            />
          </section>
          <section aria-label={text.agreement} className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold">{text.agreement}</h3>
            <p className="text-sm">
              {statistics.data.peerAgreement
                ? text.agreementSummary(
                    statistics.data.peerAgreement.pairs,
                    statistics.data.peerAgreement.meanAbsoluteDifference,
                    Math.round(statistics.data.peerAgreement.withinTenPercent * 1000) / 10,
                  )
                : text.noAgreement}
            </p>
          </section>
        </>
      )}
    </Panel>
  );
}

export { AssignmentStatisticsView, correctBars, distributionBars };
export type { AssignmentStatisticsViewProps };
