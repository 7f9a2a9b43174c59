import { cn, formatLongTime, UserText } from "@smartclass/ui";
import type * as React from "react";

import type { ProcessResult } from "../viewer/types";
import { processMessages } from "./messages";
import { ProcessResultBadge, resultColours, statusColours } from "./process-badges";
import type { ProcessTimelineInstance, ProcessTimelineTask } from "./types";

const t = processMessages.timeline;

type ProcessTaskTimelineProps = {
  /** The instance: its start (发起人, time) opens the timeline and, once ended, its end closes it. */
  processInstance: ProcessTimelineInstance;
  /** Its tasks, in any order: shown oldest first. */
  tasks: readonly ProcessTimelineTask[];
  className?: string;
};

/** The tasks oldest first; tasks created together keep the finished one before the open one. */
function timelineOrder(tasks: readonly ProcessTimelineTask[]): ProcessTimelineTask[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort(
      (a, b) =>
        a.task.createTime - b.task.createTime ||
        (a.task.endTime ?? Infinity) - (b.task.endTime ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ task }) => task);
}

/** The result an open task shows: 委派中 when delegated, otherwise 处理中. */
function openResult(task: ProcessTimelineTask): ProcessResult {
  return task.result === 6 ? 6 : 1;
}

/** One label and its value, as text (a reason holding markup shows literally). */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-wrap">{children}</dd>
    </div>
  );
}

function Step({
  marker,
  open = false,
  title,
  badge,
  children,
}: {
  marker: string;
  open?: boolean;
  title: string;
  badge?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li
      data-slot="process-timeline-step"
      data-open={open || undefined}
      className="group relative grid grid-cols-[1.25rem_1fr] gap-3 pb-5 last:pb-0"
    >
      {/* the line down to the next step */}
      <span aria-hidden className="absolute top-5 bottom-0 left-[0.5625rem] w-0.5 bg-border group-last:hidden" />
      <span
        aria-hidden
        className={cn("mt-0.5 size-5 rounded-full border-2", marker, open && "motion-safe:animate-pulse")}
      />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{title}</span>
          {badge}
        </p>
        <dl className="grid gap-1 text-sm">{children}</dl>
      </div>
    </li>
  );
}

/**
 * The history of one process instance as an ordered list: its start (发起人, time), each task
 * oldest first (name, assignee · department, result, created and finished times in the school's time
 * zone, the reason as text; open ones marked 处理中) and, once it ended, its end with the result.
 */
function ProcessTaskTimeline({ processInstance, tasks, className }: ProcessTaskTimelineProps) {
  const instance = processInstance;
  return (
    <ol data-slot="process-task-timeline" aria-label={t.label} className={cn("flex flex-col", className)}>
      <Step marker={statusColours[2]} title={t.start}>
        <Row label={t.starter}>
          <UserText>{t.person(instance.startUser.nickname, instance.startUser.deptName)}</UserText>
        </Row>
        <Row label={t.startTime}>{formatLongTime(instance.createTime)}</Row>
      </Step>
      {timelineOrder(tasks).map((task) => {
        const open = task.endTime === null;
        const result = open ? openResult(task) : task.result;
        return (
          <Step
            key={task.id}
            open={open}
            marker={resultColours[result]}
            title={task.name}
            badge={<ProcessResultBadge result={result} />}
          >
            <Row label={t.assignee}>
              {task.assigneeUser ? (
                <UserText>{t.person(task.assigneeUser.nickname, task.assigneeUser.deptName)}</UserText>
              ) : (
                t.unassigned
              )}
            </Row>
            <Row label={t.createTime}>{formatLongTime(task.createTime)}</Row>
            {task.endTime !== null ? <Row label={t.endTime}>{formatLongTime(task.endTime)}</Row> : null}
            {task.reason ? (
              <Row label={t.reason}>
                <UserText>{task.reason}</UserText>
              </Row>
            ) : null}
          </Step>
        );
      })}
      {instance.endTime !== null ? (
        <Step
          marker={resultColours[instance.result]}
          title={t.end}
          badge={<ProcessResultBadge result={instance.result} />}
        >
          <Row label={t.endedAt}>{formatLongTime(instance.endTime)}</Row>
          {/* A rejection's reason is on its task; a cancellation has no task to carry it. */}
          {instance.result === 4 && instance.reason ? (
            <Row label={t.endReason}>
              <UserText>{instance.reason}</UserText>
            </Row>
          ) : null}
        </Step>
      ) : null}
    </ol>
  );
}

export { ProcessTaskTimeline };
export type { ProcessTaskTimelineProps };
