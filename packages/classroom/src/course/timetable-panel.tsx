import { Button, Tabs } from "@smartclass/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type * as React from "react";

import { useTeacherCourseApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import type { ClassScheduleEntry, CourseItem } from "./course-api";
import { myCoursesOptions, scheduleOptions } from "./course-queries";
import { FreedomChannelForm } from "./freedom-channel-form";
import { courseMessages } from "./messages";
import { dateOf, mondayOf, weekdayOf } from "./schedule-grid";
import { ScheduleWeekView } from "./schedule-week-view";
import { WeekNavigator } from "./week-navigator";

const text = courseMessages.timetable;

type TimetablePanelProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** Called with the class session once a slot's session was started. */
  onStarted?: (item: CourseItem) => void;
};

type Tab = "school" | "freedom";

type ScheduleTabProps = {
  kind: Tab;
  caption: string;
  weekStart: string;
  startable: readonly number[];
  onStart: (entry: ClassScheduleEntry) => void;
  startingCourseItemId: number | null;
  today: number | undefined;
};

/** One timetable tab: the week's loading, the server's error with 重试, or the week view. */
function ScheduleTab({ kind, caption, weekStart, startable, onStart, startingCourseItemId, today }: ScheduleTabProps) {
  const api = useTeacherCourseApi();
  const schedule = useQuery(scheduleOptions(api, kind, weekStart));
  if (schedule.isPending) return <LoadingState />;
  if (schedule.isError) {
    return <ErrorState message={errorMessage(schedule.error)} onRetry={() => void schedule.refetch()} />;
  }
  return (
    <ScheduleWeekView
      entries={schedule.data}
      caption={caption}
      weekStart={weekStart}
      today={today}
      startableCourseIds={startable}
      onStart={onStart}
      startingCourseItemId={startingCourseItemId}
    />
  );
}

/** The teacher's timetables in two tabs (学校课表, 我的自由课表) as week views, one week at a time (上一周 /
 * 本周 / 下一周, this week first): today's planned session of one of the teacher's courses starts that very
 * session (the server's refusal shown), and 新建自由课 plans a free lesson and shows its week. */
function TimetablePanel({ onStarted, ...props }: TimetablePanelProps) {
  const api = useTeacherCourseApi();
  const [tab, setTab] = useState<Tab>("school");
  const [creating, setCreating] = useState(false);
  // Read once per mount: a page left open past midnight shows yesterday until it is opened again.
  const [now] = useState(() => Date.now());
  const currentWeekStart = mondayOf(dateOf(now));
  const [weekStart, setWeekStart] = useState(currentWeekStart);
  const today = weekStart === currentWeekStart ? weekdayOf(now) : undefined;
  const mine = useQuery(myCoursesOptions(api));
  const start = useMutation({
    mutationFn: (entry: ClassScheduleEntry) => api.startCourseItem(entry.courseItemId),
    onSuccess: (item) => onStarted?.(item),
  });
  const startable = (mine.data ?? []).map((course) => course.id);
  const startingCourseItemId = start.isPending ? (start.variables?.courseItemId ?? null) : null;
  const tabProps = {
    weekStart,
    today,
    startable,
    onStart: (entry: ClassScheduleEntry) => start.mutate(entry),
    startingCourseItemId,
  };

  return (
    <Panel
      data-slot="timetable-panel"
      title={text.title}
      actions={
        creating ? null : (
          <Button size="small" variant="primary" onClick={() => setCreating(true)}>
            {text.newFreedom}
          </Button>
        )
      }
      {...props}
    >
      {creating ? (
        <FreedomChannelForm
          onCancel={() => setCreating(false)}
          onCreated={(_, planned) => {
            setCreating(false);
            setTab("freedom");
            setWeekStart(mondayOf(planned.date));
          }}
        />
      ) : null}
      {start.isError ? <ErrorState message={errorMessage(start.error)} /> : null}
      <WeekNavigator weekStart={weekStart} currentWeekStart={currentWeekStart} onChange={setWeekStart} />
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List aria-label={text.title}>
          <Tabs.Trigger value="school">{text.school}</Tabs.Trigger>
          <Tabs.Trigger value="freedom">{text.freedom}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="school">
          <ScheduleTab kind="school" caption={text.schoolCaption} {...tabProps} />
        </Tabs.Content>
        <Tabs.Content value="freedom">
          <ScheduleTab kind="freedom" caption={text.freedomCaption} {...tabProps} />
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}

export { TimetablePanel };
export type { TimetablePanelProps };
