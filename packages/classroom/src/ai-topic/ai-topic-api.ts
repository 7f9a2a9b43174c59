// AI topics (AI 话题), as two slices of the classroom API: the teacher's (start, the responses, delay,
// edit, end, the AI's draft and the streamed class summary) and the student's (the topic with their
// own response, submit, one response, the streamed feedback on it).
import {
  type AiTopicStreamEvent,
  type AiTopicStreamOutcome,
  type ApiClient,
  type Schema,
  streamAiTopicFeedback,
  streamAiTopicSummary,
} from "@smartclass/api";

/** An AI topic (the contract's AiTopic). */
type AiTopic = Schema<"AiTopic">;
/** A student's response (the contract's AiTopicSubmission). */
type AiTopicSubmission = Schema<"AiTopicSubmission">;
/** The teacher's view: the topic, its responses, the class size and the stored summary. */
type AiTopicRecord = Schema<"AiTopicSummary">;
/** The student's view: the topic and their own response (null before they submit). */
type AiTopicStudentView = Schema<"AiTopicStudentView">;
/** What starting a topic takes. */
type AiTopicStart = Schema<"AiTopicStart">;
/** What editing a topic takes. */
type AiTopicUpdate = Schema<"AiTopicUpdate">;
/** What the AI drafts questions about. */
type AiTopicDraftRequest = Schema<"AiTopicDraftRequest">;
/** The AI's draft, for the teacher to edit. */
type AiTopicDraft = Schema<"AiTopicDraft">;

/** How a streamed summary or feedback is followed and stopped. */
interface AiTopicStreamHandlers {
  /** Aborts the answer (停止). */
  signal?: AbortSignal;
  /** Each event as it arrives. */
  onEvent?: (event: AiTopicStreamEvent) => void;
}

/** The teacher's AI topic calls. */
interface TeacherAiTopicApi {
  /** Starts a topic in the session (pushed to its students). */
  startAiTopic(input: AiTopicStart): Promise<AiTopic>;
  /** The topic with every response, the class size and the stored summary. */
  aiTopicRecord(aiTopicId: number): Promise<AiTopicRecord>;
  /** Adds seconds to a timed topic in progress. */
  delayAiTopic(aiTopicId: number, duration: number): Promise<AiTopic>;
  /** Edits the title, prompt or duration of a topic in progress. */
  updateAiTopic(input: AiTopicUpdate): Promise<void>;
  /** Ends the topic. */
  endAiTopic(aiTopicId: number): Promise<void>;
  /** Asks the AI to draft discussion questions (never started by itself). */
  draftAiTopic(input: AiTopicDraftRequest): Promise<AiTopicDraft>;
  /** Streams the AI's summary of the responses; rejects when the server refuses before streaming. */
  summariseAiTopic(aiTopicId: number, handlers?: AiTopicStreamHandlers): Promise<AiTopicStreamOutcome>;
}

/** The student's AI topic calls. */
interface StudentAiTopicApi {
  /** A topic with the student's own response (by id), or null when there is none. */
  studentAiTopic(aiTopicId: number): Promise<AiTopicStudentView | null>;
  /** Submits (or replaces) the student's response; resolves with its id. */
  submitAiTopic(aiTopicId: number, content: string): Promise<number>;
  /** Streams the AI's feedback on the student's own response. */
  aiTopicFeedback(submissionId: number, handlers?: AiTopicStreamHandlers): Promise<AiTopicStreamOutcome>;
}

/** The method names of TeacherAiTopicApi (the provider checks them). */
const TEACHER_AI_TOPIC_METHODS = [
  "startAiTopic",
  "aiTopicRecord",
  "delayAiTopic",
  "updateAiTopic",
  "endAiTopic",
  "draftAiTopic",
  "summariseAiTopic",
] as const satisfies readonly (keyof TeacherAiTopicApi)[];

/** The method names of StudentAiTopicApi. */
const STUDENT_AI_TOPIC_METHODS = [
  "studentAiTopic",
  "submitAiTopic",
  "aiTopicFeedback",
] as const satisfies readonly (keyof StudentAiTopicApi)[];

/** TeacherAiTopicApi on the typed API client. */
function createTeacherAiTopicApi(api: ApiClient): TeacherAiTopicApi {
  return {
    startAiTopic: (input) => api.post("/teach/ai-topic/start", { body: input }),
    aiTopicRecord: (aiTopicId) => api.get("/teach/ai-topic/record", { params: { query: { aiTopicId } } }),
    delayAiTopic: (aiTopicId, duration) =>
      api.get("/teach/ai-topic/delay", { params: { query: { aiTopicId, duration } } }),
    updateAiTopic: async (input) => {
      await api.put("/teach/ai-topic/update", { body: input });
    },
    endAiTopic: async (aiTopicId) => {
      await api.post("/teach/ai-topic/end", { params: { query: { aiTopicId } } });
    },
    draftAiTopic: (input) => api.post("/teach/ai-topic/draft", { body: input }),
    summariseAiTopic: (aiTopicId, handlers = {}) => streamAiTopicSummary(api, { aiTopicId }, handlers),
  };
}

/** StudentAiTopicApi on the typed API client. */
function createStudentAiTopicApi(api: ApiClient): StudentAiTopicApi {
  return {
    studentAiTopic: (aiTopicId) => api.get("/teach/ai-topic/student", { params: { query: { aiTopicId } } }),
    submitAiTopic: (aiTopicId, content) => api.post("/teach/ai-topic/record", { body: { aiTopicId, content } }),
    aiTopicFeedback: (id, handlers = {}) => streamAiTopicFeedback(api, { id }, handlers),
  };
}

export { createStudentAiTopicApi, createTeacherAiTopicApi, STUDENT_AI_TOPIC_METHODS, TEACHER_AI_TOPIC_METHODS };
export type {
  AiTopic,
  AiTopicDraft,
  AiTopicDraftRequest,
  AiTopicRecord,
  AiTopicStart,
  AiTopicStreamHandlers,
  AiTopicStudentView,
  AiTopicSubmission,
  AiTopicUpdate,
  StudentAiTopicApi,
  TeacherAiTopicApi,
};
