import { Button, Checkbox, cn, Input, Label, UserText } from "@smartclass/ui";
import { SearchIcon } from "lucide-react";
import { useId, useMemo, useState } from "react";

import { messages } from "../messages";
import type { ClassStudent } from "../question/question-api";
import { matchesStudent } from "./student-search";

type StudentPickerProps = {
  /** The group's name (e.g. 指定学生). */
  label: string;
  /** The session's students. */
  students: readonly ClassStudent[];
  /** The chosen students' user ids. */
  value: readonly number[];
  onChange: (userIds: number[]) => void;
  /** A message under the list (e.g. nobody chosen). */
  error?: string;
  className?: string;
};

/** Chooses students of the session: search by name or number, tick one or more, select all shown. */
function StudentPicker({ label, students, value, onChange, error, className }: StudentPickerProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => students.filter((s) => matchesStudent(s, query)), [students, query]);
  const chosen = new Set(value);
  const toggle = (userId: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== userId), userId] : value.filter((v) => v !== userId));

  return (
    <div data-slot="student-picker" className={cn("flex flex-col gap-2", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {messages.students.selected(value.length)}
        </span>
      </div>
      {students.length === 0 ? (
        <p className="text-sm text-muted-foreground">{messages.students.none}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <div className="relative min-w-40 flex-1">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                type="search"
                aria-label={messages.students.search}
                placeholder={messages.students.searchPlaceholder}
                className="pl-8"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
            <Button
              size="small"
              disabled={shown.length === 0}
              onClick={() => onChange([...new Set([...value, ...shown.map((s) => s.userId)])])}
            >
              {messages.students.selectAll}
            </Button>
            <Button size="small" variant="ghost" disabled={value.length === 0} onClick={() => onChange([])}>
              {messages.students.clear}
            </Button>
          </div>
          <div
            role="group"
            aria-labelledby={`${id}-label`}
            aria-describedby={error ? `${id}-error` : undefined}
            className={cn(
              "grid max-h-56 grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-x-3 gap-y-2 overflow-y-auto rounded-md border p-3",
              error && "border-danger",
            )}
          >
            {shown.length === 0 ? (
              <p className="col-span-full text-sm text-muted-foreground">{messages.students.noMatch}</p>
            ) : (
              shown.map((student) => (
                <div key={student.userId} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${student.userId}`}
                    checked={chosen.has(student.userId)}
                    onCheckedChange={(checked) => toggle(student.userId, checked === true)}
                  />
                  <Label htmlFor={`${id}-${student.userId}`} className="truncate font-normal">
                    <UserText>{student.nickname}</UserText>
                    {student.studentNo ? (
                      <span className="ml-1 text-xs text-muted-foreground">{student.studentNo}</span>
                    ) : null}
                  </Label>
                </div>
              ))
            )}
          </div>
        </>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { StudentPicker };
export type { StudentPickerProps };
