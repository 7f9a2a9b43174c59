import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, type QueryParams, useApiQuery } from "../helpers";
import { courseItemKeys } from "./course";
import { apiQuery, domainKey } from "./define";

/** Query keys of classroom records. */
const classroomRecordKeys = {
  all: domainKey("classroom-record"),
  detail: (id: number) => [...classroomRecordKeys.all, "detail", id] as const,
  page: (query: QueryParams<"/teach/classroom-record/page">) => [...classroomRecordKeys.all, "page", query] as const,
};
/** Query keys of classroom practices. */
const practiceKeys = {
  all: domainKey("classroom-practice"),
  detail: (id: number) => [...practiceKeys.all, "detail", id] as const,
  studentList: (courseId?: number) => [...practiceKeys.all, "student-list", courseId ?? null] as const,
  record: (id: number, userId?: number) => [...practiceKeys.all, "record", id, userId ?? null] as const,
  list: (classroomRecordId: number) => [...practiceKeys.all, "list", classroomRecordId] as const,
  statistics: (id: number) => [...practiceKeys.all, "statistics", id] as const,
};

/** A classroom record. */
const classroomRecordOptions = (api: ApiClient, id: number) =>
  apiQuery(classroomRecordKeys.detail(id), (signal) =>
    api.get("/teach/classroom-record/get", { params: { query: { id } }, signal }),
  );
/** Classroom records, paged. */
const classroomRecordPageOptions = (api: ApiClient, query: QueryParams<"/teach/classroom-record/page">) =>
  apiQuery(classroomRecordKeys.page(query), (signal) =>
    api.get("/teach/classroom-record/page", { params: { query }, signal }),
  );
/** A practice with its questions. */
const practiceOptions = (api: ApiClient, id: number) =>
  apiQuery(practiceKeys.detail(id), (signal) =>
    api.get("/teach/classroom-practice/get", { params: { query: { id } }, signal }),
  );
/** The student's practices. */
const studentPracticesOptions = (api: ApiClient, courseId?: number) =>
  apiQuery(practiceKeys.studentList(courseId), (signal) =>
    api.get("/teach/classroom-practice/list/stu", { params: { query: { courseId } }, signal }),
  );
/** A student's practice answers and results. */
const practiceRecordOptions = (api: ApiClient, id: number, userId?: number) =>
  apiQuery(practiceKeys.record(id, userId), (signal) =>
    api.get("/teach/classroom-practice/record/detail", { params: { query: { id, userId } }, signal }),
  );
/** Practices of a classroom record. */
const practicesOptions = (api: ApiClient, classroomRecordId: number) =>
  apiQuery(practiceKeys.list(classroomRecordId), (signal) =>
    api.get("/teach/classroom-practice/list", { params: { query: { classroomRecordId } }, signal }),
  );
/** Practice statistics. */
const practiceStatisticsOptions = (api: ApiClient, id: number) =>
  apiQuery(practiceKeys.statistics(id), (signal) =>
    api.get("/teach/classroom-practice/statistics", { params: { query: { id } }, signal }),
  );

/** Hook: classroom records, paged. */
const useClassroomRecordPage = (query: QueryParams<"/teach/classroom-record/page">) =>
  useApiQuery(classroomRecordPageOptions, query);
/** Hook: a practice. */
const usePractice = (id: number) => useApiQuery(practiceOptions, id);
/** Hook: practices of a classroom record. */
const usePractices = (classroomRecordId: number) => useApiQuery(practicesOptions, classroomRecordId);

const records = () => [classroomRecordKeys.all] as const;
/** Mutation: create a classroom record. */
const useCreateClassroomRecord = createMutationHook(
  (api, body: JsonBody<"/teach/classroom-record/create", "post">) =>
    api.post("/teach/classroom-record/create", { body }),
  records,
);
/** Mutation: delete a classroom record. */
const useDeleteClassroomRecord = createMutationHook(
  (api, id: number) => api.delete("/teach/classroom-record/delete", { params: { query: { id } } }),
  () => [classroomRecordKeys.all, practiceKeys.all],
);
const practices = () => [practiceKeys.all, classroomRecordKeys.all, courseItemKeys.all] as const;
/** Mutation: create a practice. */
const useCreatePractice = createMutationHook(
  (api, body: JsonBody<"/teach/classroom-practice/create", "post">) =>
    api.post("/teach/classroom-practice/create", { body }),
  practices,
);
/** Mutation: submit a practice. */
const useSubmitPractice = createMutationHook(
  (api, v: { id: number; body: JsonBody<"/teach/classroom-practice/record", "post"> }) =>
    api.post("/teach/classroom-practice/record", { params: { query: { id: v.id } }, body: v.body }),
  practices,
);
/** Mutation: delete a practice. */
const useDeletePractice = createMutationHook(
  (api, id: number) => api.delete("/teach/classroom-practice/delete", { params: { query: { id } } }),
  practices,
);

export {
  classroomRecordKeys,
  classroomRecordOptions,
  classroomRecordPageOptions,
  practiceKeys,
  practiceOptions,
  practiceRecordOptions,
  practicesOptions,
  practiceStatisticsOptions,
  studentPracticesOptions,
  useClassroomRecordPage,
  useCreateClassroomRecord,
  useCreatePractice,
  useDeleteClassroomRecord,
  useDeletePractice,
  usePractice,
  usePractices,
  useSubmitPractice,
};
