// Whether the activity of a replayed start event is still running, asked of the activity's own slice:
// a replayed event is acted on like a live one only while the student can still take part.
import { serverNow } from "@smartclass/api";

import type { StudentAiTopicApi } from "../ai-topic/ai-topic-api";
import type { StudentCheckInApi } from "../check-in/check-in-api";
import type { StudentPracticeApi } from "../practice/practice-api";
import type { StudentQuestionApi } from "../question/question-api";
import type { StudentSurveyApi } from "../survey/survey-api";
import type { ReplayCandidate, ReplayPlan } from "./replay-plan";

/** The slices the check may use; a missing one means "cannot tell": the event is acted on as live. */
interface ReplaySlices {
  questions?: StudentQuestionApi | null;
  practices?: StudentPracticeApi | null;
  surveys?: StudentSurveyApi | null;
  topics?: StudentAiTopicApi | null;
  checkIn?: StudentCheckInApi | null;
}

/** A pick not tied to a question is shown only if it is this recent (server time). */
const PICK_REPLAY_WINDOW_MS = 60_000;

const RUNNING = 1;

/** Whether the candidate's activity still runs for this student; false when the lookup fails. */
async function isStillRunning(
  candidate: ReplayCandidate,
  slices: ReplaySlices,
  now: () => number = serverNow,
): Promise<boolean> {
  const { activity, event } = candidate;
  try {
    if (!activity) {
      const at = (event as unknown as { at?: unknown }).at;
      return typeof at !== "number" || now() - at <= PICK_REPLAY_WINDOW_MS;
    }
    switch (activity.activity) {
      case "askQuestion": {
        if (!slices.questions) return true;
        const question = await slices.questions.studentQuestionPreview(activity.id);
        // A pick during a question is news even when the student answered it; the question page is not.
        return question.status === RUNNING && (candidate.reaction.kind === "pick" || !question.myAnswer);
      }
      case "practice": {
        if (!slices.practices) return true;
        const practice = await slices.practices.practice(activity.id);
        return practice.status === RUNNING && !practice.done;
      }
      case "survey": {
        if (!slices.surveys) return true;
        const survey = await slices.surveys.survey(activity.id);
        return survey.status === RUNNING && !survey.answered;
      }
      case "aiTopic": {
        if (!slices.topics) return true;
        const view = await slices.topics.studentAiTopic(activity.id);
        return view?.topic.status === RUNNING;
      }
      case "signIn": {
        if (!slices.checkIn) return true;
        const current = await slices.checkIn.studentCurrentClass();
        if (!current) return false;
        return (await slices.checkIn.studentTodoSignIn(current.id)) === activity.id;
      }
    }
  } catch {
    // Best effort: when the state cannot be read, the page stays where it is.
    return false;
  }
}

/** The newest candidate of a list whose activity still runs, or undefined. */
async function newestRunning(
  candidates: readonly ReplayCandidate[],
  slices: ReplaySlices,
  now?: () => number,
): Promise<ReplayCandidate | undefined> {
  for (const candidate of candidates) {
    if (await isStillRunning(candidate, slices, now)) return candidate;
  }
  return undefined;
}

/** What to carry out of a plan: at most one page to open, one sign-in to show, one pick to announce. */
async function resolveReplay(plan: ReplayPlan, slices: ReplaySlices, now?: () => number): Promise<ReplayCandidate[]> {
  const chosen = await Promise.all([
    newestRunning(plan.navigate, slices, now),
    newestRunning(plan.signIn, slices, now),
    newestRunning(plan.pick, slices, now),
  ]);
  return chosen.filter((candidate): candidate is ReplayCandidate => candidate !== undefined);
}

export { resolveReplay };
export type { ReplaySlices };
