// What the student's question card shows, as pure rules: which question (the open one, else the one
// that just ended in this class, so a reload after the end still shows the outcome), and which of its
// states (answer form, answered and waiting, ended with the outcome).
import type { AskQuestion, QuestionAnswer } from "./question-api";

/** The states a student can see on the card. */
type QuestionCardView = "empty" | "open" | "answered" | "ending" | "ended" | "cancelled";

/**
 * The question whose outcome the card shows once the server answers none as open: the one the card
 * showed last when it is in the list, else the newest question of the class session `courseItemId`
 * when that one has ended (a cancelled or older one is not brought back). `list` is newest first.
 */
function endedQuestionToShow(
  list: readonly AskQuestion[],
  options: { lastShown: number | null; courseItemId: number | null },
): AskQuestion | null {
  if (options.lastShown !== null) {
    const shown = list.find((question) => question.id === options.lastShown);
    if (shown) return shown;
  }
  if (options.courseItemId === null) return null;
  const newest = list.find((question) => question.courseItemId === options.courseItemId);
  return newest && newest.status === 2 ? newest : null;
}

/**
 * The card's state: a running question whose countdown reached 0 is `ending` (it has ended on the
 * server's clock; the card is fetching the outcome) rather than still waiting for the teacher.
 */
function questionCardView(
  question: AskQuestion | null,
  options: { remaining: number | null; answeredHere: boolean },
): QuestionCardView {
  if (!question) return "empty";
  if (question.status === 3) return "cancelled";
  if (question.status === 2) return "ended";
  if (question.status !== 1) return "empty";
  if (options.remaining === 0) return "ending";
  return question.myAnswer || options.answeredHere ? "answered" : "open";
}

/**
 * Whether the answer the server holds is the one sent from here. The server answers a second answer
 * with the first one's record (once each), so a tab that had not seen the answer given in another tab
 * learns it this way and says so rather than silently showing the other answer.
 */
function isSameAnswer(
  type: AskQuestion["type"],
  sent: { choices: readonly string[]; content: string },
  held: Pick<QuestionAnswer, "choices" | "content">,
): boolean {
  if (type === 4) return held.content.trim() === sent.content.trim();
  const a = [...sent.choices].sort().join(",");
  const b = [...held.choices].sort().join(",");
  return a === b;
}

export { endedQuestionToShow, isSameAnswer, questionCardView };
