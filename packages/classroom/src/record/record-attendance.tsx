import { Badge, cn, formatShortTime, Label, Radio, RadioGroup, Table, UserText } from "@smartclass/ui";
import { useId, useState } from "react";
import type * as React from "react";

import { EmptyState } from "../lib/panel";
import { type ChartBar, SurveyChart } from "../survey/survey-chart";
import { recordMessages } from "./messages";
import type { ClassroomRecordSummary, RecordAttendee } from "./record-api";

const text = recordMessages.attendance;

/** Which students the list shows. */
type AttendanceFilter = "all" | "signed" | "absent";
const FILTERS: readonly AttendanceFilter[] = ["all", "signed", "absent"];
const KINDS = ["plain", "face", "supplement"] as const;

type RecordAttendanceProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The record's summary: its `attendance` lists every student of the course. */
  summary: Pick<ClassroomRecordSummary, "attendance">;
};

const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Check-ins by kind and the students who did not check in, as bars (ECharts, loaded on demand; the
 * chart names its numbers for screen readers). */
function AttendanceChart({ attendance }: { attendance: readonly RecordAttendee[] }) {
  const bars: ChartBar[] = [
    ...KINDS.map((kind) => {
      const n = attendance.filter((p) => p.kind === kind).length;
      return { label: text.kinds[kind], count: n, percent: share(n, attendance.length) };
    }),
    (() => {
      const n = attendance.filter((p) => !p.signed).length;
      return { label: text.absent, count: n, percent: share(n, attendance.length) };
    })(),
  ];
  return <SurveyChart title={text.chart} bars={bars} height={160} />;
}

/** The session's attendance list: who checked in (how and when) and who did not, filtered by
 * 全部 / 已签到 / 未签到 (a radio group: arrow keys move the choice), with a chart of the check-in kinds. */
function RecordAttendance({ summary, className, ...props }: RecordAttendanceProps) {
  const id = useId();
  const [filter, setFilter] = useState<AttendanceFilter>("all");
  const all = summary.attendance;
  const rows = filter === "all" ? all : all.filter((p) => p.signed === (filter === "signed"));
  const empty = filter === "signed" ? text.noneSigned : filter === "absent" ? text.noneAbsent : text.noStudents;
  const label = (f: AttendanceFilter) => (f === "all" ? text.all : f === "signed" ? text.signed : text.absent);

  return (
    <section
      data-slot="record-attendance"
      aria-labelledby={`${id}-title`}
      className={cn("flex flex-col gap-2", className)}
      {...props}
    >
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {text.title}
      </h3>
      {all.length === 0 ? (
        <EmptyState>{text.noStudents}</EmptyState>
      ) : (
        <>
          <AttendanceChart attendance={all} />
          <div className="flex flex-wrap items-center gap-3">
            <span id={`${id}-filter`} className="text-sm font-medium">
              {text.filter}
            </span>
            <RadioGroup
              aria-labelledby={`${id}-filter`}
              className="flex flex-wrap gap-4"
              value={filter}
              onValueChange={(value) => setFilter(value as AttendanceFilter)}
            >
              {FILTERS.map((f) => (
                <div key={f} className="flex items-center gap-1.5">
                  <Radio id={`${id}-${f}`} value={f} />
                  <Label htmlFor={`${id}-${f}`}>{label(f)}</Label>
                </div>
              ))}
            </RadioGroup>
            <span aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
              {text.shown(rows.length, all.length)}
            </span>
          </div>
          <Table
            caption={text.title}
            empty={empty}
            rows={rows}
            rowKey={(p) => p.userId}
            columns={[
              { key: "student", header: text.student, cell: (p) => <UserText>{p.nickname}</UserText> },
              {
                key: "status",
                header: text.status,
                width: 110,
                cell: (p) => (
                  <Badge variant={p.signed ? "success" : "danger"}>{p.signed ? text.signed : text.absent}</Badge>
                ),
              },
              {
                key: "kind",
                header: text.kind,
                width: 110,
                cell: (p) => (p.kind ? text.kinds[p.kind] : recordMessages.none),
              },
              {
                key: "time",
                header: text.time,
                width: 130,
                cell: (p) => (p.time === null ? recordMessages.none : formatShortTime(p.time)),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}

export { RecordAttendance };
