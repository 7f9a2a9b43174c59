// The ECharts side of SurveyChart, in its own chunk: only the core, the bar chart, the grid and the SVG
// renderer are registered, so the chunk carries nothing else of ECharts.
import { BarChart } from "echarts/charts";
import { GridComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { cn } from "@smartclass/ui";
import { useEffect, useRef } from "react";

import { messages } from "../messages";
import { useReducedMotion } from "../lib/use-reduced-motion";
import { chartSummary, type SurveyChartProps } from "./survey-chart";

echarts.use([BarChart, GridComponent, SVGRenderer]);

/** A theme colour (a CSS custom property of @smartclass/ui) as rgb(), which ECharts understands even
 * when the theme defines it with color-mix(). */
function themeColor(element: HTMLElement, variable: string, fallback: string): string {
  const probe = document.createElement("span");
  probe.style.color = `var(${variable}, ${fallback})`;
  element.appendChild(probe);
  const computed = getComputedStyle(probe).color;
  probe.remove();
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const context = canvas.getContext("2d");
  if (!context) return fallback;
  context.fillStyle = computed;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return `rgb(${r}, ${g}, ${b})`;
}

/** Renders the bars with ECharts; updates in place when the numbers change (live answers). */
function SurveyChartImpl({ title, bars, height, className }: SurveyChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: "svg" });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    const instance = chart.current;
    if (!element || !instance) return;
    const bar = themeColor(element, "--sc-primary-strong", "#2a6fb8");
    const text = themeColor(element, "--sc-foreground", "#1f2d3d");
    const muted = themeColor(element, "--sc-muted-foreground", "#5b6470");
    const line = themeColor(element, "--sc-border", "#dcdfe6");
    // Top to bottom in the order of the question: ECharts draws a category axis from the bottom.
    const ordered = [...bars].reverse();
    instance.setOption(
      {
        animation: !reducedMotion,
        grid: { left: 8, right: 72, top: 8, bottom: 8, containLabel: true },
        xAxis: {
          type: "value",
          minInterval: 1,
          axisLabel: { color: muted },
          splitLine: { lineStyle: { color: line } },
        },
        yAxis: {
          type: "category",
          data: ordered.map((b) => b.label),
          axisLabel: { color: text, width: 120, overflow: "truncate" },
          axisLine: { lineStyle: { color: line } },
          axisTick: { show: false },
        },
        series: [
          {
            type: "bar",
            barMaxWidth: 22,
            itemStyle: { color: bar, borderRadius: [0, 3, 3, 0] },
            label: {
              show: true,
              position: "right",
              color: text,
              formatter: ({ dataIndex }: { dataIndex: number }) => {
                const item = ordered[dataIndex];
                return item ? messages.common.countWithPercent(item.count, item.percent) : "";
              },
            },
            data: ordered.map((b) => b.count),
          },
        ],
      },
      { notMerge: true },
    );
  }, [bars, reducedMotion]);

  return (
    <div
      ref={ref}
      data-slot="survey-chart"
      role="img"
      aria-label={chartSummary(title, bars)}
      className={cn("w-full", className)}
      style={{ height: height ?? Math.max(120, bars.length * 40) }}
    />
  );
}

export { SurveyChartImpl };
