import { formatShortTime, Table, UserText } from "@smartclass/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type * as React from "react";

import { useTeacherPracticeApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import { type ChartBar, SurveyChart } from "../survey/survey-chart";
import { practiceMessages } from "./messages";
import type { ClassroomPractice, PracticeStatistics } from "./practice-api";
import { practiceDetailOptions, practiceKeys, practiceStatisticsOptions } from "./practice-queries";

const text = practiceMessages.statistics;

type PracticeStatisticsViewProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** The practice (route room/info/{id}/practice/{practiceId}). */
  practiceId: number;
};

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);
const score = (value: number | null | undefined) => (value === null || value === undefined ? "—" : String(value));

/** A choice question's options as chart bars: how many chose each and their share of those who answered. */
function optionBars(
  question: ClassroomPractice["questions"][number],
  counts: readonly number[],
  answered: number,
): ChartBar[] {
  return question.options.map((option, i) => ({
    label: `${String.fromCharCode(65 + i)}. ${option}`,
    count: counts[i] ?? 0,
    percent: percentOf(counts[i] ?? 0, answered),
  }));
}

/** One figure of the summary. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-md border px-3 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function QuestionStatistics({ practice, s }: { practice: ClassroomPractice; s: PracticeStatistics }) {
  const questions = [...practice.questions].sort((a, b) => a.sort - b.sort);
  return (
    <ol aria-label={text.questions} className="flex flex-col gap-3">
      {questions.map((q, index) => {
        const row = s.questions.find((x) => x.questionId === q.id);
        const answered = row?.answeredCount ?? 0;
        const title = `${index + 1}. ${q.title}`;
        return (
          <li key={q.id} data-question-id={q.id} className="flex flex-col gap-2 rounded-md border p-3">
            <p className="text-sm font-medium">{title}</p>
            <p className="text-sm text-muted-foreground">
              {row?.correctRate === null || row?.correctRate === undefined
                ? text.textQuestion(answered)
                : text.correctSummary(Math.round(row.correctRate * 1000) / 10, answered)}
            </p>
            {q.type !== 4 && answered > 0 ? (
              <SurveyChart title={title} bars={optionBars(q, row?.optionCounts ?? [], answered)} />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** The teacher's practice statistics: submitted and average score, per question the correct rate and
 * each option's count as a bar chart (ECharts loaded on demand, each chart named by its numbers for
 * screen readers), and every student's score and right answers in a table. */
function PracticeStatisticsView({ practiceId, ...props }: PracticeStatisticsViewProps) {
  const api = useTeacherPracticeApi();
  const practice = useQuery(practiceDetailOptions(api, practiceId));
  const statistics = useQuery(practiceStatisticsOptions(api, practiceId));
  // Live, never by polling: the statistics are read again at each answer (practiceAnswered), when the
  // practice changes or ends (activityChanged) and after a reconnect.
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: practiceKeys.statistics(practiceId) });
    void queryClient.invalidateQueries({ queryKey: practiceKeys.teacherDetail(practiceId) });
  };
  useClassroomEvent("practiceAnswered", (event) => {
    if (event.id === practiceId) void queryClient.invalidateQueries({ queryKey: practiceKeys.statistics(practiceId) });
  });
  useClassroomEvent("activityChanged", (event) => {
    const activity: string = event.activity;
    if (activity === "practice" && event.id === practiceId) refresh();
  });
  useOnPushReconnect(refresh);
  const p = practice.data;
  const s = statistics.data;
  const failed = practice.error ?? statistics.error;

  let body: React.ReactNode;
  if (failed)
    body = (
      <ErrorState
        message={errorMessage(failed)}
        onRetry={() => {
          void practice.refetch();
          void statistics.refetch();
        }}
      />
    );
  else if (!p || !s) body = <LoadingState />;
  else
    body = (
      <>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-live="polite">
          <Figure
            label={text.submitted}
            value={practiceMessages.countWithPercent(
              `${s.submittedCount} / ${s.studentCount}`,
              percentOf(s.submittedCount, s.studentCount),
            )}
          />
          <Figure label={text.average} value={`${score(s.averageScore)} / ${score(s.totalScore)}`} />
          <Figure label={text.questionCount} value={String(p.questions.length)} />
        </dl>
        <section aria-label={text.questions} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{text.questions}</h3>
          <QuestionStatistics practice={p} s={s} />
        </section>
        <section aria-label={text.students} className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{text.students}</h3>
          <Table
            caption={text.students}
            rows={s.students ?? []}
            rowKey={(row) => row.userId}
            empty={text.noStudents}
            columns={[
              { key: "no", header: text.studentNo, width: 110, cell: (row) => row.studentNo || "—" },
              { key: "name", header: text.name, cell: (row) => <UserText>{row.nickname}</UserText> },
              {
                key: "score",
                header: text.score,
                width: 90,
                align: "right",
                cell: (row) => (row.submitTime === null ? text.notSubmitted : score(row.score)),
              },
              { key: "right", header: text.right, width: 90, align: "right", cell: (row) => String(row.correctCount) },
              {
                key: "time",
                header: text.submitTime,
                width: 140,
                cell: (row) => (row.submitTime === null ? "—" : formatShortTime(row.submitTime)),
              },
            ]}
          />
        </section>
      </>
    );

  return (
    <Panel data-slot="practice-statistics" title={p ? text.titleOf(p.title) : text.title} {...props}>
      {body}
    </Panel>
  );
}

export { PracticeStatisticsView };
export type { PracticeStatisticsViewProps };
