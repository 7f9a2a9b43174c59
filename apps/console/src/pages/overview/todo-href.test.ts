import { describe, expect, it } from "vitest";

import { studentTodoHref, teacherTodoHref } from "./todo-href";

describe("to-do links", () => {
  it("sends the teacher to the page that handles each kind of to-do", () => {
    expect(teacherTodoHref({ type: "signIn", id: 3 })).toBe("/teacher/checkin");
    expect(teacherTodoHref({ type: "survey", id: 7 })).toBe("/teacher/survey/info/7");
    expect(teacherTodoHref({ type: "grade", id: 9 })).toBe("/teacher/assignment/info/9/classroom/correct");
    expect(teacherTodoHref({ type: "peerReview", id: 9 })).toBe("/teacher/assignment/detail/9");
    // A practice lives in a record the to-do does not name: no link rather than a wrong one.
    expect(teacherTodoHref({ type: "practice", id: 4 })).toBeUndefined();
  });

  it("sends the student to the page where each kind of to-do is done", () => {
    expect(studentTodoHref({ type: "signIn", id: 3 })).toBe("/student/checkin");
    expect(studentTodoHref({ type: "aiTopic", id: 5 })).toBe("/student/topic/create/5");
    expect(studentTodoHref({ type: "assignment", id: 8 })).toBe("/student/assignment/info/8");
    expect(studentTodoHref({ type: "peerReview", id: 8 })).toBe("/student/assignment/info/8");
    expect(studentTodoHref({ type: "practice", id: 4 })).toBe("/student/practice/info/4");
    expect(studentTodoHref({ type: "grade", id: 1 })).toBeUndefined();
  });
});
