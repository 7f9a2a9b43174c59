import { Badge, Button, cn, useIsMobile } from "@smartclass/ui";
import type * as React from "react";

import { EmptyState } from "../lib/panel";
import type { ClassScheduleEntry } from "./course-api";
import { courseMessages } from "./messages";
import { scheduleDays, scheduleRows, WEEKDAYS, weekDates } from "./schedule-grid";

const text = courseMessages.week;

type ScheduleWeekViewProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** The week's slots, one per class session. */
  entries: readonly ClassScheduleEntry[];
  /** The week's Monday (YYYY-MM-DD): each day's header shows its date. */
  weekStart?: string;
  /** Today's weekday (1 Monday … 7 Sunday) when the week shown is this week: its column is highlighted
   * and its planned sessions can be started. */
  today?: number;
  /** Courses the viewer may start; today's planned session of one of them gets 开始上课. */
  startableCourseIds?: readonly number[];
  /** Called with the slot whose 开始上课 was pressed (start its `courseItemId`). */
  onStart?: (entry: ClassScheduleEntry) => void;
  /** The session being started (its button shows progress; every start button waits meanwhile). */
  startingCourseItemId?: number | null;
  /** The table's caption (课表 by default). */
  caption?: string;
  /** `week` the grid, `days` the per-day list; `auto` (default) the list on a narrow screen. */
  layout?: "auto" | "week" | "days";
};

type SlotProps = {
  entry: ClassScheduleEntry;
  canStart: boolean;
  onStart?: (entry: ClassScheduleEntry) => void;
  startingCourseItemId?: number | null;
};

/** One slot (a class session): course, time, classroom, teacher, 上课中 or 已结束, and 开始上课 when it can
 * be started. */
function Slot({ entry, canStart, onStart, startingCourseItemId }: SlotProps) {
  const time = text.span(entry.startTime, entry.endTime);
  const starting = startingCourseItemId === entry.courseItemId;
  return (
    <div
      data-slot="schedule-slot"
      data-course-item-id={entry.courseItemId}
      data-status={entry.status}
      className={cn(
        "flex flex-col gap-0.5 rounded-md border bg-card p-2 text-left text-xs",
        entry.status === 2 && "border-dashed",
      )}
    >
      <span className="text-sm font-medium text-foreground">{entry.courseName}</span>
      <span className="text-muted-foreground">{time}</span>
      {entry.status === 1 ? (
        <Badge variant="primary" className="self-start">
          {text.running}
        </Badge>
      ) : entry.status === 2 ? (
        <Badge className="self-start">{text.ended}</Badge>
      ) : null}
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
          disabled={startingCourseItemId !== undefined && startingCourseItemId !== null}
          onClick={() => onStart(entry)}
        >
          {starting ? text.starting : text.start}
        </Button>
      ) : null}
    </div>
  );
}

/** A day's header: its name, its date when the week is known, and, for today, a 今天 badge. */
function DayName({ weekday, date, today }: { weekday: number; date?: string; today: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {courseMessages.weekdays[weekday - 1]}
      {date ? (
        <time dateTime={date} className="text-xs font-normal text-muted-foreground">
          {text.dayDate(date)}
        </time>
      ) : null}
      {today ? <Badge variant="primary">{text.today}</Badge> : null}
    </span>
  );
}

/** A week timetable: 周一…周日 (with their dates when `weekStart` is given) × time (sorted by start), each
 * slot a class session with course, time, classroom, teacher and its state; today's column highlighted
 * and today's planned sessions of startable courses with 开始上课. A table for screen readers; on a
 * narrow screen a list per day. */
function ScheduleWeekView({
  entries,
  weekStart,
  today,
  startableCourseIds = [],
  onStart,
  startingCourseItemId,
  caption = text.caption,
  layout = "auto",
  className,
  ...props
}: ScheduleWeekViewProps) {
  const narrow = useIsMobile();
  const asList = layout === "days" || (layout === "auto" && narrow);
  const dates = weekStart ? weekDates(weekStart) : undefined;
  const canStart = (entry: ClassScheduleEntry) =>
    entry.status === 0 && entry.weekday === today && startableCourseIds.includes(entry.courseId);
  const slot = (entry: ClassScheduleEntry) => (
    <Slot
      key={entry.courseItemId}
      entry={entry}
      canStart={canStart(entry)}
      onStart={onStart}
      startingCourseItemId={startingCourseItemId}
    />
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
                  <DayName weekday={weekday} date={dates?.[i]} today={isToday} />
                </span>
                {slots.length === 0 ? (
                  <span className="text-xs text-muted-foreground">{text.noClassThatDay}</span>
                ) : (
                  <div className="flex flex-col gap-2">{slots.map(slot)}</div>
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
            {WEEKDAYS.map((weekday, i) => (
              <th
                key={weekday}
                scope="col"
                aria-current={weekday === today ? "date" : undefined}
                className={cn("border-b p-2 text-left font-medium", weekday === today && "bg-primary-soft")}
              >
                <DayName weekday={weekday} date={dates?.[i]} today={weekday === today} />
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
                  <div className="flex flex-col gap-1">{slots.map(slot)}</div>
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
