import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";

import { type RetentionOverview, RetentionPanel } from "./retention-panel";

const DAY = 24 * 3600 * 1000;
const start = Date.parse("2026-11-28T18:00:00Z");

const periods = [
  { kind: "aiConversations", days: 365, defaultDays: 365 },
  { kind: "uploadedFiles", days: 0, defaultDays: 0 },
  { kind: "answers", days: 730, defaultDays: 730 },
  { kind: "classRecords", days: 1095, defaultDays: 1095 },
  { kind: "auditEntries", days: 1095, defaultDays: 1095 },
];

const finished: RetentionOverview = {
  periods,
  running: false,
  nextTime: start + DAY,
  lastRun: {
    startTime: start,
    finishTime: start + 2000,
    trigger: "scheduled",
    counts: { aiConversations: 3, answers: 14, classRecords: 0, auditEntries: 0 },
    error: null,
  },
};

type HarnessProps = {
  overview?: RetentionOverview;
  loading?: boolean;
  error?: string;
  readOnly?: boolean;
  onRetry?: () => void;
  onSave?: (periods: { kind: string; days: number }[]) => void;
  onRun?: () => void;
};

/** The retention page on story data: 保存 keeps the periods, 立即执行 records a manual run. */
function Harness({ overview, loading, error, readOnly, onRetry, onSave, onRun }: HarnessProps) {
  const [state, setState] = React.useState(overview);
  return (
    <RetentionPanel
      overview={state}
      loading={loading}
      error={error}
      onRetry={onRetry}
      formatTime={(ms) => new Date(ms).toISOString().slice(0, 16).replace("T", " ")}
      {...(readOnly
        ? {}
        : {
            onSave: async (next: { kind: string; days: number }[]) => {
              onSave?.(next);
              setState((s) =>
                s
                  ? { ...s, periods: s.periods.map((p) => ({ ...p, days: next.find((n) => n.kind === p.kind)!.days })) }
                  : s,
              );
            },
            onRun: async () => {
              onRun?.();
              setState((s) =>
                s
                  ? {
                      ...s,
                      lastRun: {
                        startTime: start + 3600_000,
                        finishTime: start + 3601_000,
                        trigger: "manual",
                        counts: { answers: 2 },
                        error: null,
                      },
                    }
                  : s,
              );
            },
          })}
    />
  );
}

const meta = {
  title: "Admin/Retention",
  component: Harness,
  args: { overview: finished, onRetry: fn(), onSave: fn(), onRun: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The periods with their defaults, the next run, and what the last run removed. */
export const Finished: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "AI 对话" })).toHaveValue("365");
    await expect(canvas.getByText("默认永久保留")).toBeVisible();
    await expect(canvas.getByText("下次执行: 2026-11-29 18:00")).toBeVisible();
    const status = canvas.getByRole("region", { name: "上次执行" });
    await expect(within(status).getByText("成功")).toBeVisible();
    await expect(within(status).getByText("学生答题: 14")).toBeVisible();
  },
};

export const NeverRun: Story = {
  args: { overview: { periods, running: false, nextTime: start, lastRun: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("尚未执行")).toBeVisible();
  },
};

/** While a run is under way, 立即执行 waits for it. */
export const Running: Story = {
  args: { overview: { ...finished, running: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "正在执行…" })).toBeDisabled();
  },
};

/** A run that failed says which kind and why; the others' counts still show. */
export const Failed: Story = {
  args: {
    overview: {
      ...finished,
      lastRun: { ...finished.lastRun!, counts: { aiConversations: 1 }, error: "classRecords: relation does not exist" },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("classRecords: relation does not exist");
    await expect(canvas.getByText("失败")).toBeVisible();
    await expect(canvas.getByText("AI 对话: 1")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { overview: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("数据保留");
  },
};

export const LoadFailed: Story = {
  args: { overview: undefined, error: "网络错误" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("网络错误");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A period that is not a whole number of days is refused beside its field; a good one is saved. */
export const SavePeriods: Story = {
  play: async ({ args, canvas }) => {
    const answers = canvas.getByRole("textbox", { name: "学生答题" });
    await userEvent.clear(answers);
    await userEvent.type(answers, "-5");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(answers).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByText("学生答题的保留期限须为 0 到 36500 之间的整数")).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(answers);
    await userEvent.type(answers, "180");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalled());
    await expect(args.onSave).toHaveBeenCalledWith(expect.arrayContaining([{ kind: "answers", days: 180 }]));
    await expect(answers).not.toHaveAttribute("aria-invalid");
  },
};

/** 立即执行 runs the job and shows its result. */
export const RunNow: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "立即执行" }));
    await expect(args.onRun).toHaveBeenCalled();
    const status = canvas.getByRole("region", { name: "上次执行" });
    await waitFor(() => expect(within(status).getByText("手动")).toBeVisible());
    await expect(within(status).getByText("学生答题: 2")).toBeVisible();
  },
};

/** Without system:retention:update the periods are read-only and there is no 立即执行 or 保存. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "保存" })).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: "立即执行" })).not.toBeInTheDocument();
    await expect(canvas.getByRole("textbox", { name: "AI 对话" })).toHaveAttribute("readonly");
  },
};
