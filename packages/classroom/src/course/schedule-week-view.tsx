import { Badge, Button, cn, useIsMobile } from "@smartclass/ui";
import type * as React from "react";

import { EmptyState } from "../lib/panel";
import type { ClassScheduleEntry } from "./course-api";
import { courseMessages } from "./messages";
import { scheduleDays, scheduleRows, WEEKDAYS } from "./schedule-grid";

const text = courseMessages.week;

type ScheduleWeekViewProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The timetable's slots. */
  entries: readonly ClassScheduleEntry[];
  /** Today's weekday (1 Monday … 7 Sunday): its column is highlighted and its slots can be started. */
  today?: number;
  /** Courses the viewer may start; a slot of today of one of them gets 开始上课. */
  startableCourseIds?: readonly number[];
  /** Called with the slot whose 开始上课 was pressed. */
  onStart?: (entry: ClassScheduleEntry) => void;
  /** The course being started (its button shows progress; every start button waits meanwhile). */
  startingCourseId?: number | null;
  /** The table's caption (课表 by default). */
  caption?: string;
  /** `week` the grid, `days` the per-day list; `auto` (default) the list on a narrow screen. */
  layout?: "auto" | "week" | "days";
};

type SlotProps = {
  entry: ClassScheduleEntry;
  canStart: boolean;
  onStart?: (entry: ClassScheduleEntry) => void;
  startingCourseId?: number | null;
};

/** One slot: course, time, classroom, teacher, and 开始上课 when it can be started. */
function Slot({ entry, canStart, onStart, startingCourseId }: SlotProps) {
  const time = text.span(entry.startTime, entry.endTime);
  const starting = startingCourseId === entry.courseId;
  return (
    <div data-slot="schedule-slot" className="flex flex-col gap-0.5 rounded-md border bg-card p-2 text-left text-xs">
      <span className="text-sm font-medium text-foreground">{entry.courseName}</span>
      <span className="text-muted-foreground">{time}</span>
      {entry.classroomName ? (
        <span className="text-muted-foreground">{text.classroom(entry.classroomName)}</span>
      ) : null}
      {entry.teacherName ? <span className="text-muted-foreground">{text.teacher(entry.teacherName)}</span> : null}
      {canStart && onStart ? (
        <Button
          size="mini"
          variant="primary"
          className="mt-1 self-start"
          aria-label={text.startCourse(starting ? text.starting : text.start, entry.courseName, time)}
          disabled={startingCourseId !== undefined && startingCourseId !== null}
          onClick={() => onStart(entry)}
        >
          {starting ? text.starting : text.start}
        </Button>
      ) : null}
    </div>
  );
}

/** A day's header: its name and, for today, a 今天 badge. */
function DayName({ weekday, today }: { weekday: number; today: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      {courseMessages.weekdays[weekday - 1]}
      {today ? <Badge variant="primary">{text.today}</Badge> : null}
    </span>
  );
}

/** A week timetable: 周一…周日 × time (sorted by start), each slot with course, time, classroom and teacher;
 * today's column highlighted and today's startable slots with 开始上课. A table for screen readers; on a
 * narrow screen a list per day. */
function ScheduleWeekView({
  entries,
  today,
  startableCourseIds = [],
  onStart,
  startingCourseId,
  caption = text.caption,
  layout = "auto",
  className,
  ...props
}: ScheduleWeekViewProps) {
  const narrow = useIsMobile();
  const asList = layout === "days" || (layout === "auto" && narrow);
  const canStart = (entry: ClassScheduleEntry) =>
    entry.weekday === today && startableCourseIds.includes(entry.courseId);
  const slot = (entry: ClassScheduleEntry, key: React.Key) => (
    <Slot key={key} entry={entry} canStart={canStart(entry)} onStart={onStart} startingCourseId={startingCourseId} />
  );

  if (entries.length === 0) {
    return (
      <div data-slot="schedule-week-view" className={className} {...props}>
        <EmptyState>{text.empty}</EmptyState>
      </div>
    );
  }

  if (asList) {
    return (
      <div data-slot="schedule-week-view" data-layout="days" className={className} {...props}>
        <ul aria-label={caption} className="flex flex-col gap-3">
          {scheduleDays(entries).map((slots, i) => {
            const weekday = i + 1;
            const isToday = weekday === today;
            return (
              <li
                key={weekday}
                data-weekday={weekday}
                aria-current={isToday ? "date" : undefined}
                className={cn("flex flex-col gap-2 rounded-md p-2", isToday && "bg-primary-soft")}
              >
                <span className="text-sm font-semibold">
                  <DayName weekday={weekday} today={isToday} />
                </span>
                {slots.length === 0 ? (
                  <span className="text-xs text-muted-foreground">{text.noClassThatDay}</span>
                ) : (
                  <div className="flex flex-col gap-2">{slots.map((entry, n) => slot(entry, n))}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <div data-slot="schedule-week-view" data-layout="week" className={cn("overflow-x-auto", className)} {...props}>
      <table className="w-full min-w-[48rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="w-24 border-b p-2 text-left font-medium text-muted-foreground">
              {text.time}
            </th>
            {WEEKDAYS.map((weekday) => (
              <th
                key={weekday}
                scope="col"
                aria-current={weekday === today ? "date" : undefined}
                className={cn("border-b p-2 text-left font-medium", weekday === today && "bg-primary-soft")}
              >
                <DayName weekday={weekday} today={weekday === today} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scheduleRows(entries).map((row) => (
            <tr key={`${row.startTime}-${row.endTime}`}>
              <th scope="row" className="border-b p-2 text-left align-top font-normal text-muted-foreground">
                {text.span(row.startTime, row.endTime)}
              </th>
              {row.days.map((slots, i) => (
                <td
                  key={i}
                  data-weekday={i + 1}
                  className={cn("border-b p-1 align-top", i + 1 === today && "bg-primary-soft")}
                >
                  <div className="flex flex-col gap-1">{slots.map((entry, n) => slot(entry, n))}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export { ScheduleWeekView };
export type { ScheduleWeekViewProps };
