// The class dashboard's quick actions: one entry per classroom activity. Those acting on the running
// session (课堂练习 opens its record, 随机点名 its pick) are disabled without one.
import { recordPageOptions, useTeacherRecordApi } from "@smartclass/classroom";
import { Button } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router-dom";

import { messages } from "../../../messages";
import { RandomPickButton } from "../random-pick-button";

const a = messages.dashboard.actions;

/** The activity pages, in the order a class runs them. */
const ACTIVITY_LINKS = [
  { label: a.checkin, to: "/teacher/checkin" },
  { label: a.question, to: "/teacher/question" },
  { label: a.survey, to: "/teacher/survey/list" },
  { label: a.topic, to: "/teacher/topic" },
  { label: a.assignment, to: "/teacher/assignment" },
] as const;

/** 课堂练习: the running session's record page (its automatic record, the first row of its records). */
function PracticeAction({ courseItemId }: { courseItemId: number | null }) {
  const api = useTeacherRecordApi();
  const records = useQuery({
    ...recordPageOptions(api, { pageNo: 1, pageSize: 1, courseItemId: courseItemId ?? 0 }),
    enabled: courseItemId !== null,
  });
  const record = records.data?.list[0];
  if (!record) {
    return (
      <Button variant="secondary" disabled title={messages.dashboard.needClass}>
        {a.practice}
      </Button>
    );
  }
  return (
    <Button asChild variant="secondary">
      <Link to={`/teacher/room/info/${record.id}`}>{a.practice}</Link>
    </Button>
  );
}

/** Every activity of a class, one click away. */
function QuickActions({ courseItemId }: { courseItemId: number | null }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {messages.dashboard.quick}
      </h2>
      <nav aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {ACTIVITY_LINKS.map((link) => (
          <Button key={link.to} asChild variant="secondary">
            <Link to={link.to}>{link.label}</Link>
          </Button>
        ))}
        <PracticeAction courseItemId={courseItemId} />
        <Button asChild variant="secondary">
          <Link to="/teacher/userlist">{a.userlist}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/teacher/control">{a.control}</Link>
        </Button>
        {courseItemId !== null ? (
          <RandomPickButton courseItemId={courseItemId} variant="secondary" />
        ) : (
          <Button variant="secondary" disabled title={messages.dashboard.needClass}>
            {a.randomPick}
          </Button>
        )}
      </nav>
    </section>
  );
}

export { QuickActions };
