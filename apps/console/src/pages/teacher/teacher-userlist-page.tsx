// /teacher/userlist: the running session's students (name, 学号, attendance, participation), a search
// by name or number, and the random pick; with no running session an empty state linking to /teacher/new.
import { courseItemStudentsOptions, useApiClient, useCurrentCourseItem } from "@smartclass/api/react";
import { Badge, Button, Input, Table, type TableColumn } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";
import { LoadingLine, NoRunningClass } from "./no-running-class";
import { RandomPickButton } from "./random-pick-button";
import { checkedInCount, type ClassStudent, filterStudents } from "./student-roster";

const m = messages.userlist;

const columns: readonly TableColumn<ClassStudent>[] = [
  { key: "nickname", header: m.name },
  { key: "studentNo", header: m.studentNo, cell: (s) => s.studentNo || "—" },
  {
    key: "checkedIn",
    header: m.checkIn,
    width: 120,
    cell: (s) =>
      s.checkedIn ? <Badge variant="success">{m.checkedIn}</Badge> : <Badge variant="default">{m.notCheckedIn}</Badge>,
  },
  { key: "answerCount", header: m.answers, width: 120, align: "right", cell: (s) => String(s.answerCount ?? 0) },
];

function SessionStudents({ courseItemId, title }: { courseItemId: number; title: string }) {
  const client = useApiClient();
  const roster = useQuery(courseItemStudentsOptions(client, courseItemId));
  const [query, setQuery] = useState("");
  const searchId = useId();
  const students = useMemo(() => roster.data ?? [], [roster.data]);
  const shown = useMemo(() => filterStudents(students, query), [students, query]);

  if (roster.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p>{m.loadFailed}</p>
        <Button onClick={() => void roster.refetch()}>{m.retry}</Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-foreground">
          {title}
          {roster.data ? ` · ${m.summary(checkedInCount(students), students.length)}` : null}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={searchId} className="sr-only">
            {m.search}
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder={m.search}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="w-56"
          />
          <RandomPickButton courseItemId={courseItemId} />
        </div>
      </div>
      <Table
        caption={m.caption}
        columns={columns}
        rows={shown}
        rowKey={(s) => s.userId}
        loading={roster.isPending}
        empty={students.length === 0 ? m.noStudents : m.noMatch}
      />
    </div>
  );
}

/** /teacher/userlist. */
function TeacherUserlistPage() {
  const current = useCurrentCourseItem();
  let body: React.ReactNode;
  if (current.isPending) body = <LoadingLine />;
  else if (current.data)
    body = (
      <SessionStudents courseItemId={current.data.id} title={`${current.data.courseName} · ${current.data.name}`} />
    );
  else body = <NoRunningClass />;
  return <PageFrame title={m.title}>{body}</PageFrame>;
}

export default TeacherUserlistPage;
