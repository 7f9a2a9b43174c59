import { Badge, Button, Table } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { PencilIcon, PlusIcon } from "lucide-react";
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

/** The teacher's assignments of a session (or all): title, stage, submitted of students, deadline;
 * open, or edit a draft. Follows pushed assignment events. */
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
  const list = useQuery(teacherAssignmentsOptions(api, query));
  useAssignmentListRefetch();

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
      {list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <Table
          caption={text.title}
          loading={list.isPending}
          empty={text.empty}
          rows={list.data ?? []}
          rowKey={(a) => a.id}
          columns={[
            {
              key: "title",
              header: text.columnTitle,
              cell: (a) => (
                <span className="flex flex-col">
                  <span className="font-medium">{a.title}</span>
                  {a.courseName ? <span className="text-xs text-muted-foreground">{a.courseName}</span> : null}
                </span>
              ),
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
