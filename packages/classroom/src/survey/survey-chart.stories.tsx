import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { SurveyChart } from "./survey-chart";

const meta = {
  title: "Classroom/Survey/SurveyChart",
  component: SurveyChart,
  tags: ["!autodocs"],
  args: {
    title: "本节课的难度",
    bars: [
      { label: "偏易", count: 3, percent: 10 },
      { label: "适中", count: 21, percent: 70 },
      { label: "偏难", count: 6, percent: 20 },
    ],
  },
} satisfies Meta<typeof SurveyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bars drawn by ECharts (its chunk loads with the first chart); the picture is named by its numbers. */
export const Bars: Story = {
  play: async ({ canvasElement }) => {
    const chart = await waitFor(
      () => {
        const element = canvasElement.querySelector<HTMLElement>("[data-slot=survey-chart]");
        if (!element?.querySelector("svg")) throw new Error("chart not drawn yet");
        return element;
      },
      { timeout: 5000 },
    );
    await expect(chart).toHaveAttribute("role", "img");
    await expect(chart).toHaveAccessibleName("本节课的难度：偏易 3 人（10%），适中 21 人（70%），偏难 6 人（20%）");
    await expect(chart.querySelector("svg")?.textContent).toContain("21（70%）");
  },
};
