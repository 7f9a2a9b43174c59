// The session roster's search (name or 学号, as the package's student search reads it) and its
// attendance count.
import { matchesStudent } from "../lib/student-search";
import type { ClassStudent } from "../question/question-api";

/** The students matching `query` (name or student number, ignoring case and surrounding spaces), in order. */
function filterStudents(students: readonly ClassStudent[], query: string): ClassStudent[] {
  return students.filter((s) => matchesStudent(s, query));
}

/** How many of the students checked in at a sign-in of the session. */
function checkedInCount(students: readonly ClassStudent[]): number {
  return students.filter((s) => s.checkedIn === true).length;
}

export { checkedInCount, filterStudents };
