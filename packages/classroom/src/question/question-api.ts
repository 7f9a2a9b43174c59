// The calls of the live questions, as two slices of the classroom API: the teacher's (ask, watch,
// score, end) and the student's (answer, past questions). A student-only product implements only the
// second.
import type { ApiClient, Page, Schema } from "@smartclass/api";

/** A question asked in class (the contract's AskQuestion). */
type AskQuestion = Schema<"AskQuestion">;
/** What starting a question sends (the contract's AskQuestionStart). */
type AskQuestionStart = Schema<"AskQuestionStart">;
/** A question with its answers so far (the contract's AskQuestionSummary). */
type AskQuestionSummary = Schema<"AskQuestionSummary">;
/** One student's answer (the contract's QuestionAnswer). */
type QuestionAnswer = Schema<"QuestionAnswer">;
/** What answering sends (the contract's QuestionAnswerCreate). */
type QuestionAnswerCreate = Schema<"QuestionAnswerCreate">;
/** Who answered and who did not (the contract's QuestionCompletion). */
type QuestionCompletion = Schema<"QuestionCompletion">;
/** A score with an optional comment (the contract's QuestionScore). */
type QuestionScore = Schema<"QuestionScore">;
/** 1 single choice, 2 multiple choice, 3 true/false, 4 short answer. */
type QuestionType = Schema<"QuestionType">;
/** 0 not started (saved), 1 in progress, 2 ended, 3 cancelled. */
type ActivityStatus = Schema<"ActivityStatus">;
/** A student of a class session (the contract's ClassStudent). */
type ClassStudent = Schema<"ClassStudent">;
/** A page request. */
type PageQuery = { pageNo: number; pageSize: number };

/** The teacher's question calls. */
interface TeacherQuestionApi {
  /** Starts a question in a class session. */
  startQuestion(input: AskQuestionStart): Promise<AskQuestion>;
  /** A question with every answer so far. */
  questionSummary(questionId: number): Promise<AskQuestionSummary>;
  /** Who answered and who did not. */
  questionCompletion(questionId: number): Promise<QuestionCompletion>;
  /** Ends a question (answers are refused afterwards). */
  endQuestion(questionId: number): Promise<void>;
  /** Cancels a question. */
  cancelQuestion(questionId: number): Promise<void>;
  /** Extends a timed question by `duration` seconds; answers the question with its new deadline. */
  delayQuestion(input: { questionId: number; duration: number }): Promise<AskQuestion>;
  /** Scores an answer, with an optional comment. */
  scoreAnswer(input: QuestionScore): Promise<void>;
  /** The teacher's questions, newest first, optionally of one session and state. */
  questionPage(query: PageQuery & { courseItemId?: number; status?: ActivityStatus }): Promise<Page<AskQuestion>>;
}

/** The student's question calls. */
interface StudentQuestionApi {
  /** The question open for the student in a session (the current one when omitted), or `null`. */
  studentQuestion(courseItemId?: number): Promise<AskQuestion | null>;
  /** One question put to the student, in any state (a past question's preview). */
  studentQuestionPreview(questionId: number): Promise<AskQuestion>;
  /** Answers a question once; answers the record id. Refused with a message after the end. */
  answerQuestion(input: QuestionAnswerCreate): Promise<number>;
  /** The student's past questions (with their answer and, once ended, the right one). */
  studentQuestionPage(query: PageQuery & { courseId?: number }): Promise<Page<AskQuestion>>;
}

/** The method names of TeacherQuestionApi (the provider checks them). */
const TEACHER_QUESTION_METHODS = [
  "startQuestion",
  "questionSummary",
  "questionCompletion",
  "endQuestion",
  "cancelQuestion",
  "delayQuestion",
  "scoreAnswer",
  "questionPage",
] as const satisfies readonly (keyof TeacherQuestionApi)[];

/** The method names of StudentQuestionApi (the provider checks them). */
const STUDENT_QUESTION_METHODS = [
  "studentQuestion",
  "studentQuestionPreview",
  "answerQuestion",
  "studentQuestionPage",
] as const satisfies readonly (keyof StudentQuestionApi)[];

/** TeacherQuestionApi on the typed API client. */
function createTeacherQuestionApi(api: ApiClient): TeacherQuestionApi {
  return {
    startQuestion: (body) => api.post("/teach/ask-question/start", { body }),
    questionSummary: (questionId) => api.get("/teach/ask-question/record", { params: { query: { questionId } } }),
    questionCompletion: (questionId) =>
      api.get("/teach/ask-question/student/complete", { params: { query: { questionId } } }),
    endQuestion: async (questionId) => {
      await api.post("/teach/ask-question/end", { params: { query: { questionId } } });
    },
    cancelQuestion: async (askQuestionId) => {
      await api.post("/teach/ask-question/cancle", { params: { query: { askQuestionId } } });
    },
    delayQuestion: (query) => api.get("/teach/ask-question/delay", { params: { query } }),
    scoreAnswer: async (body) => {
      await api.post("/teach/ask-question/score", { body });
    },
    questionPage: (query) => api.get("/teach/ask-question/page", { params: { query } }),
  };
}

/** StudentQuestionApi on the typed API client. */
function createStudentQuestionApi(api: ApiClient): StudentQuestionApi {
  return {
    studentQuestion: (courseItemId) =>
      api.get("/teach/ask-question/student", { params: { query: courseItemId ? { courseItemId } : {} } }),
    studentQuestionPreview: async (questionId) => {
      const question = await api.get("/teach/ask-question/student", { params: { query: { questionId } } });
      // With a questionId the server answers that question or refuses (403/404); never null. The texts
      // load only then: every signed-in page creates this slice, and most never show a classroom text.
      if (!question) {
        const { messages } = await import("../messages");
        throw new Error(messages.live.notFoundId(questionId));
      }
      return question;
    },
    answerQuestion: (body) => api.post("/teach/ask-question/record", { body }),
    studentQuestionPage: (query) => api.get("/teach/ask-question/stu/page", { params: { query } }),
  };
}

export { createStudentQuestionApi, createTeacherQuestionApi, STUDENT_QUESTION_METHODS, TEACHER_QUESTION_METHODS };
export type {
  ActivityStatus,
  AskQuestion,
  AskQuestionStart,
  AskQuestionSummary,
  ClassStudent,
  PageQuery,
  QuestionAnswer,
  QuestionAnswerCreate,
  QuestionCompletion,
  QuestionScore,
  QuestionType,
  StudentQuestionApi,
  TeacherQuestionApi,
};
