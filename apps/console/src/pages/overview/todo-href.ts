// Where a to-do of `course-item/teacher/handle` or `student/handle` opens in the console: the page that
// lets its person do it, addressed by the activity's id where the page takes one.
import type { components } from "@smartclass/api";

type TodoItem = components["schemas"]["TodoItem"];

/** The teacher's page for a to-do, or `undefined` when the console has none for its type. */
function teacherTodoHref(item: Pick<TodoItem, "type" | "id">): string | undefined {
  switch (item.type) {
    case "signIn":
      return "/teacher/checkin";
    case "askQuestion":
      return `/teacher/question?id=${item.id}`;
    case "aiTopic":
      return "/teacher/topic";
    case "survey":
      return `/teacher/survey/info/${item.id}`;
    case "grade":
      return `/teacher/assignment/info/${item.id}/classroom/correct`;
    case "assignment":
    case "peerReview":
      return `/teacher/assignment/detail/${item.id}`;
    default:
      return undefined;
  }
}

/** The student's page for a to-do, or `undefined` when the console has none for its type. */
function studentTodoHref(item: Pick<TodoItem, "type" | "id">): string | undefined {
  switch (item.type) {
    case "signIn":
      return "/student/checkin";
    case "askQuestion":
      return "/student/question";
    case "aiTopic":
      return `/student/topic/create/${item.id}`;
    case "survey":
      return `/student/survey/info/${item.id}`;
    // The assignment page lists the peer reviews allocated to the student too.
    case "assignment":
    case "peerReview":
      return `/student/assignment/info/${item.id}`;
    case "practice":
      return `/student/practice/info/${item.id}`;
    default:
      return undefined;
  }
}

export { studentTodoHref, teacherTodoHref };
