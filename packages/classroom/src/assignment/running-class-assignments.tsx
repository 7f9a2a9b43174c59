// The teacher's assignment home: the assignments of the class in progress, and setting a new one there.
import type { AssignmentBasic } from "./assignment-api";
import { useTeacherRunningClass } from "../control/use-running-class";
import { TeacherAssignmentList } from "./teacher-assignment-list";
import { teacherAssignmentMessages } from "./teacher-messages";

const text = teacherAssignmentMessages.list;

/** Props of `RunningClassAssignments`. */
type RunningClassAssignmentsProps = {
  /** Opens an assignment's page. */
  onOpen: (assignment: AssignmentBasic) => void;
  /** Opens a draft in the editor. */
  onEdit: (assignment: AssignmentBasic) => void;
  /** Starts a new assignment in the class in progress. */
  onCreate: (courseItemId: number) => void;
};

/** The assignments of the teacher's class in progress, with 布置作业; while no class runs, a line
 * saying to start one first (nothing while that is still being found out). */
function RunningClassAssignments({ onOpen, onEdit, onCreate }: RunningClassAssignmentsProps) {
  const current = useTeacherRunningClass();
  const courseItemId = current.data?.id;
  if (courseItemId === undefined) {
    return current.isPending ? null : (
      <p data-slot="running-class-assignments-no-class" className="text-sm text-muted-foreground">
        {text.needClass}
      </p>
    );
  }
  return (
    <TeacherAssignmentList
      courseItemId={courseItemId}
      onOpen={onOpen}
      onEdit={onEdit}
      onCreate={() => onCreate(courseItemId)}
    />
  );
}

export { RunningClassAssignments };
export type { RunningClassAssignmentsProps };
