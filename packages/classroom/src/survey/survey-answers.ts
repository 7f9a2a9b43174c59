// The survey form's rules as pure functions: every question must be answered except free-text ones
// (the server takes those left empty), and what is sent.
import { messages } from "../messages";
import type { ItemSurvey, SurveyAnswerCreate, SurveyQuestion } from "./survey-api";

/** One question's answer being written. */
interface AnswerDraft {
  /** Chosen option indexes (choice questions). */
  options: number[];
  /** Text (free-text questions). */
  text: string;
  /** Stars, 1–5 (rating questions); null before a choice. */
  rating: number | null;
}

/** Answers being written, by question id. */
type AnswerDrafts = Record<number, AnswerDraft>;

/** An empty answer. */
const emptyAnswer = (): AnswerDraft => ({ options: [], text: "", rating: null });

/** Whether a question has an answer. */
function isAnswered(question: SurveyQuestion, answer: AnswerDraft | undefined): boolean {
  if (!answer) return false;
  switch (question.type) {
    case 1:
    case 2:
      return answer.options.length > 0;
    case 3:
      return answer.text.trim().length > 0;
    case 4:
      return answer.rating !== null && answer.rating >= 1 && answer.rating <= 5;
  }
}

/** Whether a question must be answered: all but free text, which may be left empty. */
function isRequired(question: Pick<SurveyQuestion, "type">): boolean {
  return question.type !== 3;
}

/** 请回答此题 for every required question without an answer, by question id. */
function validateAnswers(questions: readonly SurveyQuestion[], answers: AnswerDrafts): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const question of questions) {
    if (isRequired(question) && !isAnswered(question, answers[question.id])) {
      errors[question.id] = messages.surveyForm.required;
    }
  }
  return errors;
}

/** The body that sends the answers (each question in the contract's shape for its type). */
function toSurveyAnswer(
  itemSurveyId: number,
  questions: readonly SurveyQuestion[],
  answers: AnswerDrafts,
): SurveyAnswerCreate {
  return {
    itemSurveyId,
    // A free-text question left empty is left out.
    answers: questions.flatMap((question) => {
      const answer = answers[question.id] ?? emptyAnswer();
      if (question.type === 3 && !answer.text.trim()) return [];
      switch (question.type) {
        case 1:
        case 2:
          return { questionId: question.id, options: [...answer.options].sort((a, b) => a - b) };
        case 3:
          return { questionId: question.id, text: answer.text.trim() };
        case 4:
          return { questionId: question.id, rating: answer.rating ?? 0 };
      }
    }),
  };
}

/** The student's sent answers as drafts (to show them after answering). */
function answersFrom(survey: Pick<ItemSurvey, "myAnswers">): AnswerDrafts {
  const drafts: AnswerDrafts = {};
  for (const answer of survey.myAnswers ?? []) {
    drafts[answer.questionId] = {
      options: answer.options ?? [],
      text: answer.text ?? "",
      rating: answer.rating ?? null,
    };
  }
  return drafts;
}

/** One answer as text, for the answered state. */
function answerSummary(question: SurveyQuestion, answer: AnswerDraft | undefined): string {
  if (!answer || !isAnswered(question, answer)) return messages.surveyForm.noAnswer;
  if (question.type === 3) return answer.text;
  if (question.type === 4) return messages.surveyForm.stars(answer.rating ?? 0);
  return messages.common.list(answer.options.map((index) => question.options[index] ?? String(index + 1)));
}

export { answerSummary, answersFrom, emptyAnswer, isAnswered, isRequired, toSurveyAnswer, validateAnswers };
export type { AnswerDraft, AnswerDrafts };
