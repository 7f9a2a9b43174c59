import { cn, formatLongTime } from "@smartclass/ui";

import type { NodeDetails as Details, NodeHighlight, TaskDetails } from "./highlight";
import { viewerMessages as t } from "./messages";
import type { ProcessResult } from "./types";

/** One label and its value; React renders the value as text, so markup in data stays literal. */
function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words whitespace-pre-wrap">{value}</dd>
    </div>
  );
}

function time(value: number | null) {
  return value === null ? t.notEnded : formatLongTime(value);
}

function resultLabel(result: ProcessResult | null) {
  return result === null ? t.none : t.results[result];
}

function TaskRows({ task }: { task: TaskDetails }) {
  return (
    <dl data-slot="process-viewer-task" className="grid gap-1">
      <Row label={t.assignee} value={task.assignee?.nickname || t.unassigned} />
      <Row label={t.department} value={task.assignee?.deptName || t.none} />
      <Row label={t.result} value={resultLabel(task.result)} />
      <Row label={t.createTime} value={time(task.createTime)} />
      <Row label={t.endTime} value={time(task.endTime)} />
      <Row label={t.reason} value={task.reason || t.none} />
    </dl>
  );
}

function DetailRows({ details }: { details: Details }) {
  switch (details.kind) {
    case "tasks":
      return (
        <div className="grid gap-2 divide-y divide-border">
          {details.tasks.map((task) => (
            <div key={task.id} className="pt-2 first:pt-0">
              <TaskRows task={task} />
            </div>
          ))}
        </div>
      );
    case "start":
      return (
        <dl className="grid gap-1">
          <Row label={t.starter} value={details.starter?.nickname || t.none} />
          <Row label={t.department} value={details.starter?.deptName || t.none} />
          <Row label={t.createTime} value={time(details.startTime)} />
        </dl>
      );
    case "end":
      return (
        <dl className="grid gap-1">
          <Row label={t.result} value={resultLabel(details.result)} />
          <Row label={t.endTime} value={time(details.endTime)} />
        </dl>
      );
    case "activity":
      return (
        <dl className="grid gap-1">
          <Row label={t.startTime} value={time(details.startTime)} />
          <Row label={t.endTime} value={time(details.endTime)} />
        </dl>
      );
  }
}

/**
 * The details of a visited node — assignee, department, result, create and end time (in the school's
 * time zone) and the approval comment for a user task; starter for a start event; result for an end
 * event — all rendered as text.
 */
function NodeDetails({ node, className }: { node: NodeHighlight; className?: string }) {
  return (
    <div data-slot="process-viewer-details" className={cn("grid gap-2 text-sm", className)}>
      <p className="font-medium break-words">{node.name}</p>
      <DetailRows details={node.details} />
    </div>
  );
}

export { NodeDetails };
