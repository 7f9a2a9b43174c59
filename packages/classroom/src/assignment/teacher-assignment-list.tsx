import { Badge, Button, Select, Table } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { PencilIcon, PlusIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, Panel } from "../lib/panel";
import type { AssignmentBasic } from "./assignment-api";
import { formatDateTime, stageVariant } from "./assignment-format";
import { teacherAssignmentsOptions } from "./assignment-queries";
import { teacherAssignmentMessages } from "./teacher-messages";
import { useAssignmentListRefetch } from "./use-assignment-refetch";

const text = teacherAssignmentMessages.list;
/** The course filter's value for every course. */
const ALL_COURSES = "all";

type TeacherAssignmentListProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  /** Only this session's assignments; every session's when omitted. */
  courseItemId?: number;
  /** Only this course's. */
  courseId?: number;
  /** Opens an assignment's page. */
  onOpen: (assignment: AssignmentBasic) => void;
  /** Opens a draft in the editor. */
  onEdit: (assignment: AssignmentBasic) => void;
  /** Starts a new assignment (the button shows only with it). */
  onCreate?: () => void;
};

/** The teacher's assignments of a session (or all): title, course, stage, submitted of students,
 * deadline; open, or edit a draft. Listing all of them (no session or course given), a course filter
 * offers the courses present in the list. Follows pushed assignment events. */
function TeacherAssignmentList({
  courseItemId,
  courseId,
  onOpen,
  onEdit,
  onCreate,
  ...props
}: TeacherAssignmentListProps) {
  const api = useTeacherAssignmentApi();
  const query = {
    ...(courseItemId === undefined ? {} : { courseItemId }),
    ...(courseId === undefined ? {} : { courseId }),
  };
  const id = useId();
  const list = useQuery(teacherAssignmentsOptions(api, query));
  useAssignmentListRefetch();
  const all = list.data ?? [];
  // The contract's AssignmentBasic names its course but has no course id, and the classroom API has no
  // call for the teacher's courses: the filter offers the course names the list holds.
  const courses = [...new Set(all.flatMap((a) => (a.courseName ? [a.courseName] : [])))].sort((x, y) =>
    x.localeCompare(y, "zh-CN"),
  );
  const filterable = courseItemId === undefined && courseId === undefined && courses.length > 1;
  const [course, setCourse] = useState(ALL_COURSES);
  const shown = filterable && course !== ALL_COURSES ? all.filter((a) => a.courseName === course) : all;

  return (
    <Panel
      data-slot="teacher-assignment-list"
      title={text.title}
      actions={
        onCreate ? (
          <Button size="small" variant="primary" onClick={onCreate}>
            <PlusIcon aria-hidden />
            {text.create}
          </Button>
        ) : null
      }
      {...props}
    >
      {filterable ? (
        <div className="flex flex-wrap items-center gap-2">
          <span id={`${id}-course`} className="text-sm font-medium">
            {text.courseFilter}
          </span>
          <Select.Root value={course} onValueChange={setCourse}>
            <Select.Trigger aria-labelledby={`${id}-course`} className="w-48">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={ALL_COURSES}>{text.allCourses}</Select.Item>
              {courses.map((name) => (
                <Select.Item key={name} value={name}>
                  {name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
      ) : null}
      {list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <Table
          caption={text.title}
          loading={list.isPending}
          empty={shown.length === 0 && all.length > 0 ? text.filteredEmpty : text.empty}
          rows={shown}
          rowKey={(a) => a.id}
          columns={[
            {
              key: "title",
              header: text.columnTitle,
              cell: (a) => <span className="font-medium">{a.title}</span>,
            },
            {
              key: "course",
              header: text.columnCourse,
              width: 140,
              cell: (a) => a.courseName ?? "",
            },
            {
              key: "stage",
              header: text.columnStage,
              width: 110,
              cell: (a) => <Badge variant={stageVariant[a.stage]}>{teacherAssignmentMessages.stages[a.stage]}</Badge>,
            },
            {
              key: "submitted",
              header: text.columnSubmitted,
              width: 120,
              align: "right",
              cell: (a) => <span className="tabular-nums">{`${a.submittedCount} / ${a.studentCount}`}</span>,
            },
            {
              key: "deadline",
              header: text.columnDeadline,
              width: 150,
              cell: (a) => (a.deadline === null ? text.noDeadline : formatDateTime(a.deadline)),
            },
            {
              key: "actions",
              header: text.columnActions,
              width: 150,
              cell: (a) => (
                <span className="flex gap-1">
                  <Button size="small" aria-label={text.openLabel(a.title)} onClick={() => onOpen(a)}>
                    {text.open}
                  </Button>
                  {a.stage === "draft" ? (
                    <Button size="small" aria-label={text.editLabel(a.title)} onClick={() => onEdit(a)}>
                      <PencilIcon aria-hidden />
                      {text.edit}
                    </Button>
                  ) : null}
                </span>
              ),
            },
          ]}
        />
      )}
    </Panel>
  );
}

export { TeacherAssignmentList };
export type { TeacherAssignmentListProps };
