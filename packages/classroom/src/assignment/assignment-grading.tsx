// Grading an assignment student by student: without a student chosen, the submissions to choose from.
import { GradingForm } from "./grading-form";
import { SubmissionTable } from "./submission-table";
import { teacherAssignmentMessages } from "./teacher-messages";

const text = teacherAssignmentMessages.grading;

/** Props of `AssignmentGrading`. */
type AssignmentGradingProps = {
  assignmentId: number;
  /** The student being graded; `null` to choose one from the submissions first. */
  userId: number | null;
  /** Called with the student to grade (chosen in the table, or the form's next ungraded one). */
  onStudentChange: (userId: number) => void;
  /** Opens one student's work. */
  onView: (userId: number) => void;
};

/** The grading form of the chosen student, or the submissions with a line asking to choose one. */
function AssignmentGrading({ assignmentId, userId, onStudentChange, onView }: AssignmentGradingProps) {
  if (userId === null) {
    return (
      <>
        <p data-slot="assignment-grading-pick" className="text-sm text-muted-foreground">
          {text.pickStudent}
        </p>
        <SubmissionTable assignmentId={assignmentId} onGrade={onStudentChange} onView={onView} />
      </>
    );
  }
  return <GradingForm key={userId} assignmentId={assignmentId} userId={userId} onStudentChange={onStudentChange} />;
}

export { AssignmentGrading };
export type { AssignmentGradingProps };
