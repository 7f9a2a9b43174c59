import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";

import "../viewer/viewer.css";

import { ProcessViewerLegend } from "../viewer/viewer-legend";
import { ProcessResultBadge, ProcessStatusBadge } from "./process-badges";

const meta = {
  title: "BPMN/Process/Badges",
  component: ProcessResultBadge,
  tags: ["!autodocs"],
  args: { result: 1 },
} satisfies Meta<typeof ProcessResultBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = ["处理中", "通过", "不通过", "已取消", "已退回", "委派中"] as const;

/** One result: its dictionary name. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("处理中")).toHaveAttribute("data-result", "1");
  },
};

/** 通过 (2). */
export const Approved: Story = {
  args: { result: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("通过")).toHaveAttribute("data-result", "2");
  },
};

/** 不通过 (3). */
export const Rejected: Story = {
  args: { result: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("不通过")).toHaveAttribute("data-result", "3");
  },
};

/** 已取消 (4). */
export const Cancelled: Story = {
  args: { result: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("已取消")).toHaveAttribute("data-result", "4");
  },
};

/** 已退回 (5). */
export const Returned: Story = {
  args: { result: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("已退回")).toHaveAttribute("data-result", "5");
  },
};

/** 委派中 (6). */
export const Delegated: Story = {
  args: { result: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("委派中")).toHaveAttribute("data-result", "6");
  },
};

/** The instance statuses: 进行中 and 已完成. */
export const Statuses: Story = {
  render: () => (
    <div className="flex gap-2">
      <ProcessStatusBadge status={1} />
      <ProcessStatusBadge status={2} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("进行中")).toHaveAttribute("data-status", "1");
    await expect(canvas.getByText("已完成")).toHaveAttribute("data-status", "2");
  },
};

/**
 * Each result badge beside the viewer's legend: the same border colour, border style and fill as
 * the viewer's swatch for that result (and 已完成 as the viewer's done nodes), so the list pages
 * and the diagram speak one colour language.
 */
export const SameColoursAsTheViewer: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2" data-testid="badges">
        {([1, 2, 3, 4, 5, 6] as const).map((result) => (
          <ProcessResultBadge key={result} result={result} />
        ))}
        <ProcessStatusBadge status={2} />
      </div>
      <ProcessViewerLegend className="max-w-md" />
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    const badges = within(canvas.getByTestId("badges"));
    const legend = canvasElement.querySelector('[data-slot="process-viewer-legend"]')!;
    for (const [index, name] of names.entries()) {
      const result = index + 1;
      const badge = getComputedStyle(badges.getByText(name));
      const swatch = getComputedStyle(legend.querySelector(`[data-result="${result}"] .sc-viewer-swatch`)!);
      await expect(badge.borderTopColor, name).toBe(swatch.borderTopColor);
      await expect(badge.backgroundColor, name).toBe(swatch.backgroundColor);
      await expect(badge.borderTopStyle, name).toBe(swatch.borderTopStyle);
      await expect(badge.color, name).toBe(swatch.color);
      // the icon of the result is drawn in the badge too, so it is not told by colour alone
      await expect(badges.getByText(name).querySelector("svg[aria-hidden='true']")).not.toBeNull();
    }
    const done = getComputedStyle(legend.querySelector(".sc-viewer-done")!);
    const finished = getComputedStyle(badges.getByText("已完成"));
    await expect(finished.borderTopColor).toBe(done.borderTopColor);
    await expect(finished.backgroundColor).toBe(done.backgroundColor);
  },
};
