import { Badge, Button, Table, useConfirm, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { SquareIcon, StarIcon } from "lucide-react";
import type * as React from "react";

import { useTeacherSurveyApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import { messages } from "../messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import type { SurveyStatistics } from "./survey-api";
import { SurveyChart } from "./survey-chart";
import { surveyKeys, surveyStatisticsOptions } from "./survey-queries";

type SurveyResultsProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The survey whose results to show. */
  itemSurveyId: number;
  /** Called once the survey has been ended here. */
  onEnded?: () => void;
};

type QuestionResult = SurveyStatistics["questions"][number];

const statusVariant = { 0: "default", 1: "primary", 2: "success", 3: "warning" } as const;

/** One question's results: a bar chart with the same numbers in a table (choices and ratings), the
 * rating's average, or the free-text answers. */
function QuestionResultView({ index, result }: { index: number; result: QuestionResult }) {
  const text = messages.surveyResults;
  const heading = `${index + 1}. ${result.title}`;
  const bars =
    result.type === 4
      ? result.options.map((o) => ({ ...o, label: messages.surveyForm.stars(Number(o.label)) }))
      : result.options;
  return (
    <li data-slot="survey-question-result" className="flex flex-col gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-sm font-semibold">{heading}</h3>
        <span className="text-xs text-muted-foreground">
          {messages.surveyBuilder.types[result.type as 1 | 2 | 3 | 4]} · {text.questionRespondents(result.respondents)}
        </span>
      </div>
      {result.type === 4 && result.average !== null ? (
        <p className="flex items-center gap-1.5 text-sm font-medium">
          <StarIcon className="size-4 fill-warning text-warning" aria-hidden />
          {text.average(result.average)}
        </p>
      ) : null}
      {result.type === 3 ? (
        result.texts.length === 0 ? (
          <p className="text-sm text-muted-foreground">{text.noTexts}</p>
        ) : (
          <ul className="flex flex-col gap-1.5 text-sm" aria-label={`${heading} ${text.texts}`}>
            {result.texts.map((answer, i) => (
              <li key={i} className="rounded-md bg-muted px-3 py-2 whitespace-pre-wrap">
                <UserText>{answer}</UserText>
              </li>
            ))}
          </ul>
        )
      ) : (
        <>
          {result.respondents > 0 ? <SurveyChart title={heading} bars={bars} /> : null}
          <Table
            caption={heading}
            columns={[
              { key: "label", header: text.option },
              { key: "count", header: text.count, width: 80, align: "right" },
              { key: "percent", header: text.percent, width: 90, align: "right", cell: (o) => `${o.percent}%` },
            ]}
            rows={bars}
            rowKey={(o) => o.label}
          />
        </>
      )}
    </li>
  );
}

/** The teacher's survey results: respondents of total, per question a bar chart (ECharts, loaded on
 * demand) with its numbers in a table, the rating's average, the free-text answers; live from
 * `surveyAnswered` events (no polling); end the survey; an ending elsewhere (its deadline on the server)
 * arrives as `activityChanged`. */
function SurveyResults({ itemSurveyId, onEnded, ...props }: SurveyResultsProps) {
  const api = useTeacherSurveyApi();
  const { confirm } = useConfirm();
  const queryClient = useQueryClient();
  const statistics = useQuery(surveyStatisticsOptions(api, itemSurveyId));
  const refetch = () => void queryClient.invalidateQueries({ queryKey: surveyKeys.statistics(itemSurveyId) });
  useClassroomEvent("surveyAnswered", (event) => {
    if (event.itemSurveyId === itemSurveyId) refetch();
  });
  // Ended by its deadline on the server (or from another tab or device): the status and the end button
  // follow without a reload.
  useClassroomEvent("activityChanged", (event) => {
    if (event.activity === "survey" && event.id === itemSurveyId) refetch();
  });
  useOnPushReconnect(refetch);
  const end = useMutation({
    mutationFn: () => api.endSurvey(itemSurveyId),
    onSuccess: () => {
      refetch();
      onEnded?.();
    },
  });

  const text = messages.surveyResults;
  const data = statistics.data;
  return (
    <Panel
      data-slot="survey-results"
      data-state={!data ? "loading" : data.answered === 0 ? "empty" : "results"}
      title={data?.survey.title ?? text.region}
      description={
        data ? (
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant={statusVariant[data.survey.status]}>{messages.activityStatus[data.survey.status]}</Badge>
            {data.survey.anonymous ? <Badge variant="info">{messages.surveyForm.anonymous}</Badge> : null}
            <span className="tabular-nums" aria-live="polite" data-slot="survey-respondents">
              {text.respondents(data.answered, data.total)}
            </span>
          </span>
        ) : null
      }
      actions={
        data?.survey.status === 1 ? (
          <Button
            size="small"
            variant="primary"
            disabled={end.isPending}
            onClick={async () => {
              if (await confirm(text.confirmEnd)) end.mutate();
            }}
          >
            <SquareIcon aria-hidden />
            {text.end}
          </Button>
        ) : null
      }
      {...props}
    >
      {statistics.isPending ? (
        <LoadingState />
      ) : statistics.isError || !data ? (
        <ErrorState message={errorMessage(statistics.error)} onRetry={() => void statistics.refetch()} />
      ) : (
        <>
          {end.isError ? <ErrorState message={errorMessage(end.error)} /> : null}
          {data.answered === 0 ? <EmptyState>{text.noAnswers}</EmptyState> : null}
          <ol className="flex flex-col gap-3" aria-label={text.region}>
            {data.questions.map((result, index) => (
              <QuestionResultView key={result.questionId} index={index} result={result} />
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}

export { SurveyResults };
export type { SurveyResultsProps };
