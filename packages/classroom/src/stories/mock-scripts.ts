// What play functions script: a student answers (the record lands in the mock server, and the pushed
// event the teacher receives is returned), a student answers a survey, a question ends.
import type { Schemas } from "./contract-types";
import { answerOf, type MockClassroom, student } from "./mock-classroom";

/** Student `n` answers question `questionId`; answers the `questionAnswered` event the server pushes. */
function studentAnswers(
  state: MockClassroom,
  questionId: number,
  n: number,
  input: { choices?: string[]; content?: string },
): Extract<Schemas["PushEvent"], { type: "questionAnswered" }> {
  const question = state.questions.find((q) => q.id === questionId);
  if (!question) throw new Error(`No question ${questionId} in the mock classroom`);
  const record = answerOf(question, student(n), input);
  state.answers = [...state.answers.filter((a) => a.id !== record.id), record];
  const answerCount = state.answers.filter((a) => a.questionId === questionId).length;
  return { type: "questionAnswered", questionId, courseItemId: question.courseItemId, answerCount, record };
}

/** Student `n` answers survey `itemSurveyId`; answers the `surveyAnswered` event the server pushes. */
function studentAnswersSurvey(
  state: MockClassroom,
  itemSurveyId: number,
  n: number,
  answers: Schemas["SurveyAnswerCreate"]["answers"],
): Extract<Schemas["PushEvent"], { type: "surveyAnswered" }> {
  const userId = student(n).userId;
  state.surveyAnswers = [
    ...state.surveyAnswers.filter((a) => !(a.itemSurveyId === itemSurveyId && a.userId === userId)),
    { itemSurveyId, userId, answers },
  ];
  const answerCount = state.surveyAnswers.filter((a) => a.itemSurveyId === itemSurveyId).length;
  return { type: "surveyAnswered", itemSurveyId, courseItemId: 7, answerCount };
}

/** A question or survey changes state on the server; answers the `activityChanged` event students get. */
function activityChanges(
  state: MockClassroom,
  activity: "askQuestion" | "survey",
  id: number,
  status: 1 | 2 | 3,
  endTime: number | null = status === 1 ? null : Date.now(),
): Extract<Schemas["PushEvent"], { type: "activityChanged" }> {
  if (activity === "askQuestion") {
    state.questions = state.questions.map((q) => (q.id === id ? { ...q, status, endTime } : q));
  } else {
    state.surveys = state.surveys.map((s) => (s.id === id ? { ...s, status, endTime } : s));
  }
  return { type: "activityChanged", activity, id, courseItemId: 7, status };
}

export { activityChanges, studentAnswers, studentAnswersSurvey };
