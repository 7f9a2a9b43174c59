import { Button, cn } from "@smartclass/ui";
import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import type * as React from "react";

import { courseMessages } from "./messages";
import { addDays } from "./schedule-grid";

const text = courseMessages.weekNav;

type WeekNavigatorProps = Omit<React.ComponentProps<"div">, "children" | "onChange"> & {
  /** The Monday of the week shown (YYYY-MM-DD). */
  weekStart: string;
  /** The Monday of this week: 本周 goes there, and the dates say （本周） while it is shown. */
  currentWeekStart: string;
  /** Called with the Monday of the week to show. */
  onChange: (weekStart: string) => void;
};

/** 上一周 / 本周 / 下一周 buttons (a group, in the tab order) with the dates of the week shown, announced
 * politely when they change. */
function WeekNavigator({ weekStart, currentWeekStart, onChange, className, ...props }: WeekNavigatorProps) {
  const isCurrent = weekStart === currentWeekStart;
  return (
    <div
      data-slot="week-navigator"
      role="group"
      aria-label={text.label}
      className={cn("flex flex-wrap items-center gap-2", className)}
      {...props}
    >
      <Button size="small" onClick={() => onChange(addDays(weekStart, -7))}>
        <ChevronLeftIcon aria-hidden />
        {text.previous}
      </Button>
      <Button size="small" onClick={() => onChange(currentWeekStart)}>
        {text.current}
      </Button>
      <Button size="small" onClick={() => onChange(addDays(weekStart, 7))}>
        {text.next}
        <ChevronRightIcon aria-hidden />
      </Button>
      <p data-slot="week-range" aria-live="polite" className="text-sm text-muted-foreground">
        {text.range(weekStart, addDays(weekStart, 6))}
        {isCurrent ? text.thisWeek : null}
      </p>
    </div>
  );
}

export { WeekNavigator };
