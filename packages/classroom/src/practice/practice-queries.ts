// Query keys and options of the practice widgets (one factory per resource).
import { queryOptions } from "@tanstack/react-query";

import type { StudentPracticeApi, TeacherPracticeApi } from "./practice-api";

/** Query keys of the practice widgets. */
const practiceKeys = {
  all: ["classroom", "practice"] as const,
  detail: (id: number) => [...practiceKeys.all, "detail", id] as const,
  teacherDetail: (id: number) => [...practiceKeys.all, "teacher-detail", id] as const,
  myRecord: (id: number) => [...practiceKeys.all, "my-record", id] as const,
  studentRecord: (id: number, userId: number) => [...practiceKeys.all, "student-record", id, userId] as const,
  statistics: (id: number) => [...practiceKeys.all, "statistics", id] as const,
  ofRecord: (classroomRecordId: number) => [...practiceKeys.all, "of-record", classroomRecordId] as const,
  studentList: (courseId?: number) => [...practiceKeys.all, "student-list", courseId ?? null] as const,
  todo: () => [...practiceKeys.all, "todo"] as const,
};

/** A practice as the student sees it. */
const practiceOptions = (api: StudentPracticeApi, id: number) =>
  queryOptions({ queryKey: practiceKeys.detail(id), queryFn: () => api.practice(id) });

/** The student's own answers to a practice. */
const myPracticeRecordOptions = (api: StudentPracticeApi, id: number) =>
  queryOptions({ queryKey: practiceKeys.myRecord(id), queryFn: () => api.myPracticeRecord(id) });

/** The student's practices. */
const studentPracticesOptions = (api: StudentPracticeApi, courseId?: number) =>
  queryOptions({ queryKey: practiceKeys.studentList(courseId), queryFn: () => api.studentPractices(courseId) });

/**
 * The practices still waiting for the student's answers (all their courses), as the server counts
 * them: open and not answered. Under `practiceKeys.all`, so answering one refreshes it.
 */
const studentPracticeTodoOptions = (api: StudentPracticeApi) =>
  queryOptions({ queryKey: practiceKeys.todo(), queryFn: () => api.practiceTodo() });

/** The practices of a classroom record (teacher). */
const recordPracticesOptions = (api: TeacherPracticeApi, classroomRecordId: number) =>
  queryOptions({
    queryKey: practiceKeys.ofRecord(classroomRecordId),
    queryFn: () => api.recordPractices(classroomRecordId),
  });

/** A practice with its right answers (teacher). */
const practiceDetailOptions = (api: TeacherPracticeApi, id: number) =>
  queryOptions({ queryKey: practiceKeys.teacherDetail(id), queryFn: () => api.practiceDetail(id) });

/** A practice's statistics (teacher). */
const practiceStatisticsOptions = (api: TeacherPracticeApi, id: number) =>
  queryOptions({ queryKey: practiceKeys.statistics(id), queryFn: () => api.practiceStatistics(id) });

/** One student's answers to a practice (teacher). */
const studentPracticeRecordOptions = (api: TeacherPracticeApi, id: number, userId: number) =>
  queryOptions({
    queryKey: practiceKeys.studentRecord(id, userId),
    queryFn: () => api.studentPracticeRecord(id, userId),
  });

export {
  myPracticeRecordOptions,
  practiceDetailOptions,
  practiceKeys,
  practiceOptions,
  practiceStatisticsOptions,
  recordPracticesOptions,
  studentPracticeRecordOptions,
  studentPracticesOptions,
  studentPracticeTodoOptions,
};
