import { createApiClient, createMemoryStorage, createSession } from "@smartclass/api";
import { describe, expect, it } from "vitest";

import { createStudentFaceApi } from "../face/face-api";
import { createStudentQuestionApi } from "../question/question-api";
import { createStudentSurveyApi } from "../survey/survey-api";
import { CLASSROOM_API_SLICES, missingCalls } from "./classroom-api";
import { createClassroomApi } from "./create-classroom-api";

const client = createApiClient({
  baseUrl: "http://127.0.0.1:9/admin-api",
  session: createSession({ storage: createMemoryStorage(), address: "http://127.0.0.1:9/" }),
});
const slices = Object.keys(CLASSROOM_API_SLICES) as (keyof typeof CLASSROOM_API_SLICES)[];

describe("classroom API slices", () => {
  it("createClassroomApi implements every call of every slice", () => {
    const api = createClassroomApi(client);
    for (const slice of slices) expect(missingCalls(api, slice)).toEqual([]);
  });

  it("lets a student-only product pass only the student slices", () => {
    const studentOnly = { ...createStudentQuestionApi(client), ...createStudentSurveyApi(client) };
    expect(missingCalls(studentOnly, "StudentQuestionApi")).toEqual([]);
    expect(missingCalls(studentOnly, "StudentSurveyApi")).toEqual([]);
    expect(missingCalls(studentOnly, "TeacherQuestionApi")).toEqual([
      "startQuestion",
      "questionSummary",
      "questionCompletion",
      "endQuestion",
      "cancelQuestion",
      "delayQuestion",
      "scoreAnswer",
      "questionPage",
    ]);
  });

  it("names each call of a slice once, and no call in two slices but the shared ones", () => {
    const all = slices.flatMap((slice) => [...CLASSROOM_API_SLICES[slice]]);
    const repeated = all.filter((name, index) => all.indexOf(name) !== index);
    // Check-in and face enrolment upload a camera photo through the same call; both assignment roles
    // read an assignment and a submission through the same calls; the timetable and the class dashboard
    // start a given session through the same call.
    expect(repeated).toEqual(["uploadImage", "assignment", "assignmentBasic", "submission", "startCourseItem"]);
  });

  it("lets a product pass the face enrolment slice on its own", () => {
    const faceOnly = createStudentFaceApi(client);
    expect(missingCalls(faceOnly, "StudentFaceApi")).toEqual([]);
    expect(missingCalls(faceOnly, "StudentCheckInApi")).toEqual([
      "faceExists",
      "studentCurrentClass",
      "studentTodoSignIn",
      "checkIn",
      "supplementCheckIn",
    ]);
  });
});
