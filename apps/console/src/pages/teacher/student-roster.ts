// The session's students on /teacher/userlist: the search (name or 学号, as the classroom package's
// student search reads it) and the attendance count.
import type { components } from "@smartclass/api";

type ClassStudent = components["schemas"]["ClassStudent"];

/** The students matching `query` (name or student number, ignoring case and surrounding spaces), in order. */
function filterStudents(students: readonly ClassStudent[], query: string): ClassStudent[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...students];
  return students.filter((s) => s.nickname.toLowerCase().includes(q) || (s.studentNo ?? "").toLowerCase().includes(q));
}

/** How many of the students checked in at a sign-in of the session. */
function checkedInCount(students: readonly ClassStudent[]): number {
  return students.filter((s) => s.checkedIn === true).length;
}

export { checkedInCount, filterStudents };
export type { ClassStudent };
