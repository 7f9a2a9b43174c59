// The survey's bar chart, loaded on demand: ECharts is fetched only where a chart renders. Every chart
// names its numbers (role img with a summary); SurveyResults shows the same numbers in a table too.
import { lazy, Suspense } from "react";

import { LoadingState } from "../lib/panel";
import { messages } from "../messages";

/** One bar: a choice (or a number of stars), how many chose it and their share in percent. */
interface ChartBar {
  label: string;
  count: number;
  percent: number;
}

/** Props of the survey chart. */
interface SurveyChartProps {
  /** The question, for the accessible summary. */
  title: string;
  bars: readonly ChartBar[];
  /** Height in px (default: 40 per bar, at least 120). */
  height?: number;
  className?: string;
}

/** The summary a screen reader gets instead of the picture: every bar's count and share. */
function chartSummary(title: string, bars: readonly ChartBar[]): string {
  const parts = messages.common.clauses(
    bars.map((bar) => messages.surveyResults.chartPart(bar.label, bar.count, bar.percent)),
  );
  return messages.surveyResults.chartSummary(title, parts);
}

const SurveyChartImpl = lazy(() =>
  import("./survey-chart-impl").then((module) => ({ default: module.SurveyChartImpl })),
);

/** A horizontal bar chart of a survey question's answers (ECharts, loaded on first use). */
function SurveyChart(props: SurveyChartProps) {
  return (
    <Suspense fallback={<LoadingState label={messages.surveyResults.chartLoading} />}>
      <SurveyChartImpl {...props} />
    </Suspense>
  );
}

export { chartSummary, SurveyChart };
export type { ChartBar, SurveyChartProps };
