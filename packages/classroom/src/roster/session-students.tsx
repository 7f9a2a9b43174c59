// The running session's students (name, 学号, attendance, participation) with a search by name or number
// and the random pick.
import { Badge, cn, Input, STYLE_SCOPE_CLASS, Table, type TableColumn } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import type * as React from "react";

import { useTeacherRosterApi } from "../lib/classroom-api";
import { ErrorState } from "../lib/panel";
import type { ClassStudent } from "../question/question-api";
import { rosterMessages } from "./messages";
import { RandomPickButton } from "./random-pick-button";
import { sessionStudentsOptions } from "./roster-queries";
import { checkedInCount, filterStudents } from "./student-roster";

const text = rosterMessages;

/** The table's columns, read at each render (the texts follow the page's language). */
const columns = (): readonly TableColumn<ClassStudent>[] => [
  { key: "nickname", header: text.name },
  { key: "studentNo", header: text.studentNo, cell: (s) => s.studentNo || "—" },
  {
    key: "checkedIn",
    header: text.checkIn,
    width: 120,
    cell: (s) =>
      s.checkedIn ? (
        <Badge variant="success">{text.checkedIn}</Badge>
      ) : (
        <Badge variant="default">{text.notCheckedIn}</Badge>
      ),
  },
  { key: "answerCount", header: text.answers, width: 120, align: "right", cell: (s) => String(s.answerCount ?? 0) },
];

type SessionStudentsProps = Omit<React.ComponentProps<"div">, "title" | "children"> & {
  /** The running session. */
  courseItemId: number;
  /** The session's name line (e.g. 高一数学 · 函数的单调性), followed by the attendance. */
  title: string;
};

/** The session's students with attendance and participation, a search by name or 学号, and 随机点名. */
function SessionStudents({ courseItemId, title, className, ...props }: SessionStudentsProps) {
  const api = useTeacherRosterApi();
  const roster = useQuery(sessionStudentsOptions(api, courseItemId));
  const [query, setQuery] = useState("");
  const searchId = useId();
  const students = useMemo(() => roster.data ?? [], [roster.data]);
  const shown = useMemo(() => filterStudents(students, query), [students, query]);

  if (roster.isError) {
    return (
      <div data-slot="session-students" className={cn(STYLE_SCOPE_CLASS, className)} {...props}>
        <ErrorState message={text.loadFailed} onRetry={() => void roster.refetch()} />
      </div>
    );
  }
  return (
    <div
      data-slot="session-students"
      className={cn(STYLE_SCOPE_CLASS, "flex flex-col gap-3 text-foreground", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {title}
          {roster.data ? ` · ${text.summary(checkedInCount(students), students.length)}` : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={searchId} className="sr-only">
            {text.search}
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder={text.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="w-56"
          />
          <RandomPickButton courseItemId={courseItemId} />
        </div>
      </div>
      <Table
        caption={text.caption}
        columns={columns()}
        rows={shown}
        rowKey={(s) => s.userId}
        loading={roster.isPending}
        empty={students.length === 0 ? text.noStudents : text.noMatch}
      />
    </div>
  );
}

export { SessionStudents };
export type { SessionStudentsProps };
