// The numbers the live panel shows, as pure functions: correct rate, per-option distribution, and how
// a pushed answer is merged into what the panel already holds.
import { messages } from "../messages";
import type { AskQuestion, AskQuestionSummary, QuestionAnswer } from "./question-api";

/** How many answers were right, of those that could be judged; `rate` is a whole percent, or null
 * when none could be judged (short answer, or no right answer set). */
interface CorrectRate {
  correct: number;
  judged: number;
  rate: number | null;
}

/** One option's share of the answers. */
interface OptionShare {
  key: string;
  text: string;
  count: number;
  /** Whole percent of the answers. */
  percent: number;
  right: boolean;
}

/** A whole percent of `part` in `whole` (0 when `whole` is 0). */
function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** The correct rate of the answers. */
function correctRate(records: readonly QuestionAnswer[]): CorrectRate {
  const judged = records.filter((record) => record.correct !== null);
  const correct = judged.filter((record) => record.correct === true).length;
  return { correct, judged: judged.length, rate: judged.length === 0 ? null : percentOf(correct, judged.length) };
}

/** How many answers chose each option (a multiple-choice answer counts for each option it chose). */
function distribution(question: Pick<AskQuestion, "options" | "answer">, records: readonly QuestionAnswer[]) {
  return question.options.map<OptionShare>((option) => {
    const count = records.filter((record) => record.choices.includes(option.key)).length;
    return {
      key: option.key,
      text: option.text,
      count,
      percent: percentOf(count, records.length),
      right: question.answer.includes(option.key),
    };
  });
}

/** The summary with a pushed answer in it: a repeat (same record or student) replaces, the count is the
 * larger of the pushed one and the records held. */
function withAnswer(summary: AskQuestionSummary, record: QuestionAnswer, answerCount: number): AskQuestionSummary {
  const others = summary.records.filter((r) => r.id !== record.id && r.userId !== record.userId);
  const records = [...others, record];
  return {
    ...summary,
    records,
    question: { ...summary.question, answerCount: Math.max(answerCount, records.length) },
  };
}

/** An answer as text: the chosen options (`B. y = x²`), 正确/错误 for true/false, the text of a
 * short answer. */
function answerText(
  question: Pick<AskQuestion, "type" | "options">,
  answer: Pick<QuestionAnswer, "choices" | "content">,
) {
  if (question.type === 4) return answer.content;
  if (question.type === 3) return messages.common.list(answer.choices.map((key) => messages.trueFalse[key] ?? key));
  return messages.common.list(
    answer.choices.map((key) => {
      const option = question.options.find((o) => o.key === key);
      return option ? `${key}. ${option.text}` : key;
    }),
  );
}

/** The right answer as text (empty when none was set). */
function rightAnswerText(question: Pick<AskQuestion, "type" | "options" | "answer">): string {
  return answerText(question, { choices: question.answer, content: "" });
}

export { answerText, correctRate, distribution, percentOf, rightAnswerText, withAnswer };
export type { CorrectRate, OptionShare };
