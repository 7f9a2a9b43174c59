import type { ClassStudent } from "../question/question-api";

/** Whether a student matches a search: name or student number, ignoring case and surrounding spaces. */
function matchesStudent(student: ClassStudent, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return student.nickname.toLowerCase().includes(q) || (student.studentNo ?? "").toLowerCase().includes(q);
}

export { matchesStudent };
