// The class dashboard's quick actions: one entry per classroom activity. Those acting on the running
// session (课堂练习 opens its record, 随机点名 its pick) are disabled without one.
import { Button } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import type * as React from "react";

import { useTeacherRecordApi } from "../lib/classroom-api";
import { Panel } from "../lib/panel";
import { recordPageOptions } from "../record/record-queries";
import { RandomPickButton } from "../roster/random-pick-button";
import { ActionLink, type Navigate } from "./action-link";
import { dashboardMessages } from "./messages";

const text = dashboardMessages;

/** Where each quick action leads in the consumer's app. */
interface QuickActionHrefs {
  checkin: string;
  question: string;
  survey: string;
  topic: string;
  assignment: string;
  userlist: string;
  control: string;
  /** 课堂练习: the running session's classroom record page. */
  practice: (classroomRecordId: number) => string;
}

type QuickActionsProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** The running session, or `null` when none runs. */
  courseItemId: number | null;
  /** Where each action leads. */
  hrefs: QuickActionHrefs;
  /** Navigates in the consumer's router instead of loading the page. */
  onNavigate?: Navigate;
};

/** The activity pages, in the order a class runs them. */
const ACTIVITIES = ["checkin", "question", "survey", "topic", "assignment"] as const;

/** An action needing a running session, disabled without one. */
function NeedsClass({ children }: { children: React.ReactNode }) {
  return (
    <Button variant="secondary" disabled title={text.needClass}>
      {children}
    </Button>
  );
}

/** 课堂练习: the running session's record page (its automatic record, the first row of its records). */
function PracticeAction({
  courseItemId,
  href,
  onNavigate,
}: {
  courseItemId: number | null;
  href: (classroomRecordId: number) => string;
  onNavigate: Navigate | undefined;
}) {
  const api = useTeacherRecordApi();
  const records = useQuery({
    ...recordPageOptions(api, { pageNo: 1, pageSize: 1, courseItemId: courseItemId ?? 0 }),
    enabled: courseItemId !== null,
  });
  const record = courseItemId === null ? undefined : records.data?.list[0];
  if (!record) return <NeedsClass>{text.actions.practice}</NeedsClass>;
  return (
    <ActionLink href={href(record.id)} onNavigate={onNavigate}>
      {text.actions.practice}
    </ActionLink>
  );
}

/** Every activity of a class one click away: 签到 … 课堂控制 and 随机点名 (those on the running session
 * disabled without one). */
function QuickActions({ courseItemId, hrefs, onNavigate, ...props }: QuickActionsProps) {
  return (
    <Panel data-slot="quick-actions" title={text.quick} {...props}>
      <nav aria-label={text.quick} className="flex flex-wrap gap-2">
        {ACTIVITIES.map((action) => (
          <ActionLink key={action} href={hrefs[action]} onNavigate={onNavigate}>
            {text.actions[action]}
          </ActionLink>
        ))}
        <PracticeAction courseItemId={courseItemId} href={hrefs.practice} onNavigate={onNavigate} />
        <ActionLink href={hrefs.userlist} onNavigate={onNavigate}>
          {text.actions.userlist}
        </ActionLink>
        <ActionLink href={hrefs.control} onNavigate={onNavigate}>
          {text.actions.control}
        </ActionLink>
        {courseItemId !== null ? (
          <RandomPickButton courseItemId={courseItemId} variant="secondary" />
        ) : (
          <NeedsClass>{text.actions.randomPick}</NeedsClass>
        )}
      </nav>
    </Panel>
  );
}

export { QuickActions };
export type { QuickActionHrefs, QuickActionsProps };
