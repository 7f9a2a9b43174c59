// MSW handlers for assignments, both roles, over the mock classroom's `assignment` state
// (see mock-assignment): the teacher's calls and the student's. The student's calls answer for
// `state.me`; `state.assignment.viewer` chooses whose view the shared calls (get, submission/detail)
// give. More handlers may be appended to the list below.
import { studentAssignmentHandlers } from "./assignment-student-handlers";
import { teacherAssignmentHandlers } from "./assignment-teacher-handlers";
import type { MockClassroom } from "./mock-classroom";

/** The handlers of the assignment calls. */
function assignmentHandlers(state: MockClassroom) {
  return [...teacherAssignmentHandlers(state), ...studentAssignmentHandlers(state)];
}

export { assignmentHandlers };
