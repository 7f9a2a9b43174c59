import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, type QueryParams, useApiQuery } from "../helpers";
import { courseItemKeys } from "./course";
import { apiQuery, domainKey } from "./define";

/** Query keys of sign-ins. */
const signInKeys = {
  all: domainKey("sign-in"),
  records: (signId: number) => [...signInKeys.all, "records", signId] as const,
};
/** Query keys of questions. */
const askQuestionKeys = {
  all: domainKey("ask-question"),
  records: (questionId: number) => [...askQuestionKeys.all, "records", questionId] as const,
  answer: (recordId: number, id: number) => [...askQuestionKeys.all, "answer", recordId, id] as const,
  student: (courseItemId?: number) => [...askQuestionKeys.all, "student", courseItemId ?? null] as const,
  count: (courseItemId?: number) => [...askQuestionKeys.all, "count", courseItemId ?? null] as const,
  completion: (questionId: number) => [...askQuestionKeys.all, "completion", questionId] as const,
  studentPage: (query: QueryParams<"/teach/ask-question/stu/page">) =>
    [...askQuestionKeys.all, "student-page", query] as const,
};
/** Query keys of AI topics. */
const aiTopicKeys = {
  all: domainKey("ai-topic"),
  records: (aiTopicId: number) => [...aiTopicKeys.all, "records", aiTopicId] as const,
  submission: (id: number) => [...aiTopicKeys.all, "submission", id] as const,
};
/** Query keys of surveys. */
const surveyKeys = {
  all: domainKey("survey"),
  session: (courseItemId: number) => [...surveyKeys.all, "session", courseItemId] as const,
  teacherPage: (query: QueryParams<"/teach/survey/teacher/list">) =>
    [...surveyKeys.all, "teacher-page", query] as const,
  studentPage: (query: QueryParams<"/teach/survey/student/list">) =>
    [...surveyKeys.all, "student-page", query] as const,
  statistics: (itemSurveyId: number) => [...surveyKeys.all, "statistics", itemSurveyId] as const,
  detail: (itemSurveyId: number) => [...surveyKeys.all, "detail", itemSurveyId] as const,
};

/** A sign-in with its check-in records. */
const signInRecordsOptions = (api: ApiClient, signId: number) =>
  apiQuery(signInKeys.records(signId), (signal) =>
    api.get("/teach/sign-in/record", { params: { query: { signId } }, signal }),
  );
/** A question with its answers. */
const askQuestionRecordsOptions = (api: ApiClient, questionId: number) =>
  apiQuery(askQuestionKeys.records(questionId), (signal) =>
    api.get("/teach/ask-question/record", { params: { query: { questionId } }, signal }),
  );
/** One answer. */
const askQuestionAnswerOptions = (api: ApiClient, recordId: number, id: number) =>
  apiQuery(askQuestionKeys.answer(recordId, id), (signal) =>
    api.get("/teach/ask-question/record/detail", { params: { query: { recordId, id } }, signal }),
  );
/** The question open for the student. */
const studentAskQuestionOptions = (api: ApiClient, courseItemId?: number) =>
  apiQuery(askQuestionKeys.student(courseItemId), (signal) =>
    api.get("/teach/ask-question/student", { params: { query: { courseItemId } }, signal }),
  );
/** Questions asked in a session. */
const askQuestionCountOptions = (api: ApiClient, courseItemId?: number) =>
  apiQuery(askQuestionKeys.count(courseItemId), (signal) =>
    api.get("/teach/ask-question/count", { params: { query: { courseItemId } }, signal }),
  );
/** Who answered a question. */
const askQuestionCompletionOptions = (api: ApiClient, questionId: number) =>
  apiQuery(askQuestionKeys.completion(questionId), (signal) =>
    api.get("/teach/ask-question/student/complete", { params: { query: { questionId } }, signal }),
  );
/** The student's past questions. */
const studentAskQuestionPageOptions = (api: ApiClient, query: QueryParams<"/teach/ask-question/stu/page">) =>
  apiQuery(askQuestionKeys.studentPage(query), (signal) =>
    api.get("/teach/ask-question/stu/page", { params: { query }, signal }),
  );
/** An AI topic with its submissions. */
const aiTopicRecordsOptions = (api: ApiClient, aiTopicId: number) =>
  apiQuery(aiTopicKeys.records(aiTopicId), (signal) =>
    api.get("/teach/ai-topic/record", { params: { query: { aiTopicId } }, signal }),
  );
/** One AI topic submission. */
const aiTopicSubmissionOptions = (api: ApiClient, id: number) =>
  apiQuery(aiTopicKeys.submission(id), (signal) =>
    api.get("/teach/ai-topic/record/detail", { params: { query: { id } }, signal }),
  );
/** Surveys of a session. */
const sessionSurveysOptions = (api: ApiClient, courseItemId: number) =>
  apiQuery(surveyKeys.session(courseItemId), (signal) =>
    api.get("/teach/survey/record", { params: { query: { courseItemId } }, signal }),
  );
/** The teacher's surveys. */
const teacherSurveyPageOptions = (api: ApiClient, query: QueryParams<"/teach/survey/teacher/list">) =>
  apiQuery(surveyKeys.teacherPage(query), (signal) =>
    api.get("/teach/survey/teacher/list", { params: { query }, signal }),
  );
/** The student's surveys. */
const studentSurveyPageOptions = (api: ApiClient, query: QueryParams<"/teach/survey/student/list">) =>
  apiQuery(surveyKeys.studentPage(query), (signal) =>
    api.get("/teach/survey/student/list", { params: { query }, signal }),
  );
/** Survey results. */
const surveyStatisticsOptions = (api: ApiClient, itemSurveyId: number) =>
  apiQuery(surveyKeys.statistics(itemSurveyId), (signal) =>
    api.get("/teach/survey/record/detail", { params: { query: { itemSurveyId } }, signal }),
  );
/** A survey with its questions. */
const surveyOptions = (api: ApiClient, itemSurveyId: number) =>
  apiQuery(surveyKeys.detail(itemSurveyId), (signal) =>
    api.get("/teach/survey/get", { params: { query: { itemSurveyId } }, signal }),
  );

/** Hook: a sign-in with its records. */
const useSignInRecords = (signId: number) => useApiQuery(signInRecordsOptions, signId);
/** Hook: a question with its answers. */
const useAskQuestionRecords = (questionId: number) => useApiQuery(askQuestionRecordsOptions, questionId);
/** Hook: the question open for the student. */
const useStudentAskQuestion = (courseItemId?: number) => useApiQuery(studentAskQuestionOptions, courseItemId);
/** Hook: an AI topic with its submissions. */
const useAiTopicRecords = (aiTopicId: number) => useApiQuery(aiTopicRecordsOptions, aiTopicId);
/** Hook: a survey. */
const useSurvey = (itemSurveyId: number) => useApiQuery(surveyOptions, itemSurveyId);

const signIns = () => [signInKeys.all, courseItemKeys.all] as const;
/** Mutation: start a sign-in. */
const useStartSignIn = createMutationHook(
  (api, body: JsonBody<"/teach/sign-in/start", "post">) => api.post("/teach/sign-in/start", { body }),
  signIns,
);
/** Mutation: check in (optional face image path); resolves 1 on success. */
const useCheckIn = createMutationHook(
  (api, v: { signId: number; path?: string }) => api.post("/teach/sign-in/record", { params: { query: v } }),
  signIns,
);
/** Mutation: end a sign-in. */
const useEndSignIn = createMutationHook(
  (api, signId: number) => api.post("/teach/sign-in/end", { params: { query: { signId } } }),
  signIns,
);
/** Mutation: extend a sign-in. */
const useDelaySignIn = createMutationHook(
  (api, v: { signId: number; duration: number }) => api.get("/teach/sign-in/delay", { params: { query: v } }),
  signIns,
);
const questions = () => [askQuestionKeys.all, courseItemKeys.all] as const;
/** Mutation: start a question. */
const useStartAskQuestion = createMutationHook(
  (api, body: JsonBody<"/teach/ask-question/start", "post">) => api.post("/teach/ask-question/start", { body }),
  questions,
);
/** Mutation: end a question. */
const useEndAskQuestion = createMutationHook(
  (api, questionId: number) => api.post("/teach/ask-question/end", { params: { query: { questionId } } }),
  questions,
);
/** Mutation: score an answer. */
const useScoreAskQuestion = createMutationHook(
  (api, body: JsonBody<"/teach/ask-question/score", "post">) => api.post("/teach/ask-question/score", { body }),
  questions,
);
/** Mutation: cancel a question. */
const useCancelAskQuestion = createMutationHook(
  (api, askQuestionId: number) => api.post("/teach/ask-question/cancle", { params: { query: { askQuestionId } } }),
  questions,
);
/** Mutation: a student answers. */
const useAnswerAskQuestion = createMutationHook(
  (api, body: JsonBody<"/teach/ask-question/record", "post">) => api.post("/teach/ask-question/record", { body }),
  questions,
);
/** Mutation: extend a question. */
const useDelayAskQuestion = createMutationHook(
  (api, v: { questionId: number; duration: number }) => api.get("/teach/ask-question/delay", { params: { query: v } }),
  questions,
);
/** Mutation: edit a question. */
const useUpdateAskQuestion = createMutationHook(
  (api, body: JsonBody<"/teach/ask-question/update", "put">) => api.put("/teach/ask-question/update", { body }),
  questions,
);
/** Mutation: pick students at random (each gets a `random` push event). */
const usePickRandomStudents = createMutationHook(
  (api, v: { count: number; courseItemId?: number }) => api.get("/teach/ask-question/random", { params: { query: v } }),
  () => [],
);
const topics = () => [aiTopicKeys.all, courseItemKeys.all] as const;
/** Mutation: start an AI topic. */
const useStartAiTopic = createMutationHook(
  (api, body: JsonBody<"/teach/ai-topic/start", "post">) => api.post("/teach/ai-topic/start", { body }),
  topics,
);
/** Mutation: end an AI topic. */
const useEndAiTopic = createMutationHook(
  (api, aiTopicId: number) => api.post("/teach/ai-topic/end", { params: { query: { aiTopicId } } }),
  topics,
);
/** Mutation: submit to an AI topic. */
const useSubmitAiTopic = createMutationHook(
  (api, body: JsonBody<"/teach/ai-topic/record", "post">) => api.post("/teach/ai-topic/record", { body }),
  topics,
);
/** Mutation: extend an AI topic. */
const useDelayAiTopic = createMutationHook(
  (api, v: { aiTopicId: number; duration: number }) => api.get("/teach/ai-topic/delay", { params: { query: v } }),
  topics,
);
/** Mutation: edit an AI topic. */
const useUpdateAiTopic = createMutationHook(
  (api, body: JsonBody<"/teach/ai-topic/update", "put">) => api.put("/teach/ai-topic/update", { body }),
  topics,
);
const surveys = () => [surveyKeys.all, courseItemKeys.all] as const;
/** Mutation: start a survey. */
const useStartSurvey = createMutationHook(
  (api, body: JsonBody<"/teach/survey/start", "post">) => api.post("/teach/survey/start", { body }),
  surveys,
);
/** Mutation: end a survey. */
const useEndSurvey = createMutationHook(
  (api, itemSurveyId: number) => api.post("/teach/survey/end", { params: { query: { itemSurveyId } } }),
  surveys,
);
/** Mutation: answer a survey. */
const useAnswerSurvey = createMutationHook(
  (api, body: JsonBody<"/teach/survey/record", "post">) => api.post("/teach/survey/record", { body }),
  surveys,
);

export {
  aiTopicKeys,
  aiTopicRecordsOptions,
  aiTopicSubmissionOptions,
  askQuestionAnswerOptions,
  askQuestionCompletionOptions,
  askQuestionCountOptions,
  askQuestionKeys,
  askQuestionRecordsOptions,
  sessionSurveysOptions,
  signInKeys,
  signInRecordsOptions,
  studentAskQuestionOptions,
  studentAskQuestionPageOptions,
  studentSurveyPageOptions,
  surveyKeys,
  surveyOptions,
  surveyStatisticsOptions,
  teacherSurveyPageOptions,
  useAiTopicRecords,
  useAnswerAskQuestion,
  useAnswerSurvey,
  useAskQuestionRecords,
  useCancelAskQuestion,
  useCheckIn,
  useDelayAiTopic,
  useDelayAskQuestion,
  useDelaySignIn,
  useEndAiTopic,
  useEndAskQuestion,
  useEndSignIn,
  useEndSurvey,
  usePickRandomStudents,
  useScoreAskQuestion,
  useSignInRecords,
  useStartAiTopic,
  useStartAskQuestion,
  useStartSignIn,
  useStartSurvey,
  useStudentAskQuestion,
  useSubmitAiTopic,
  useSurvey,
  useUpdateAiTopic,
  useUpdateAskQuestion,
};
