import { saveBlob } from "@smartclass/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import type * as React from "react";

import { useTeacherCourseApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import type { Course, CourseExportType, CourseItem } from "./course-api";
import { CourseCard } from "./course-card";
import { coursesOptions } from "./course-queries";
import { courseMessages } from "./messages";

const text = courseMessages.list;

type CourseListProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** The teacher's courses (default) or the recently used ones. */
  variant?: "my" | "recent";
  /** Called with the class session once a course was started. */
  onStarted?: (item: CourseItem) => void;
};

/** The teacher's (or the recent) courses as cards, each with 开始上课 and an 导出 menu that downloads the
 * roster, attendance, grades, questions, assignments or practice as .xlsx; the outcome is announced. */
function CourseList({ variant = "my", onStarted, ...props }: CourseListProps) {
  const api = useTeacherCourseApi();
  const list = useQuery(coursesOptions(api, variant));
  const start = useMutation({
    mutationFn: (course: Course) => api.startCourse(course.id),
    onSuccess: (item) => onStarted?.(item),
  });
  const exporting = useMutation({
    mutationFn: ({ course, type }: { course: Course; type: CourseExportType }) => api.exportCourse(course.id, type),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
  const failure = start.isError ? start.error : exporting.isError ? exporting.error : null;
  const done = start.isSuccess
    ? text.started(start.data.courseName)
    : exporting.isSuccess
      ? text.exported(exporting.data.fileName)
      : "";

  let body: React.ReactNode;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyState>{text.empty}</EmptyState>;
  else
    body = (
      <div className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3">
        {list.data.map((course) => (
          <CourseCard
            key={course.id}
            course={course}
            starting={start.isPending ? (start.variables.id === course.id ? "this" : "other") : null}
            onStart={(c) => {
              exporting.reset();
              start.mutate(c);
            }}
            onExport={(c, type) => {
              start.reset();
              exporting.mutate({ course: c, type });
            }}
          />
        ))}
      </div>
    );

  return (
    <Panel data-slot="course-list" title={variant === "my" ? text.my : text.recent} {...props}>
      {failure ? <ErrorState message={errorMessage(failure)} /> : null}
      <p role="status" className="text-sm text-success empty:hidden">
        {done}
      </p>
      {body}
    </Panel>
  );
}

export { CourseList };
export type { CourseListProps };
