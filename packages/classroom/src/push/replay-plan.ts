// What a student page does with the events replayed after a reconnect. A replayed event went out while
// the page was not listening, so the activity it started may be over by now: a start that a later
// replayed `activityChanged` ended or cancelled is skipped outright, and of the others only the newest
// of each kind (the page to open, the sign-in to show, the pick to announce) is worth acting on — once
// its activity is confirmed still running (see replay-check.ts).
import { type PushEventLike, type PushReaction, reactionFor } from "./push-reactions";

/** The activities a pushed start event can begin (the `activity` names of `activityChanged`). */
type ActivityKind = "askQuestion" | "practice" | "survey" | "aiTopic" | "signIn";

/** The activity an event starts. */
interface StartedActivity {
  activity: ActivityKind;
  id: number;
}

/** A replayed start worth acting on if its activity still runs. */
interface ReplayCandidate {
  event: PushEventLike;
  /** What the page would do with it live. */
  reaction: Extract<PushReaction, { kind: "navigate" | "show-sign-in" | "pick" }>;
  /** The activity it started (a pick about a question names the question), or null for a bare pick. */
  activity: StartedActivity | null;
}

/** The candidates of a replayed batch, newest first for each thing the page can do. */
interface ReplayPlan {
  navigate: ReplayCandidate[];
  signIn: ReplayCandidate[];
  pick: ReplayCandidate[];
}

/** The id field each start event names its activity by. */
const ID_FIELDS: Record<ActivityKind, string> = {
  askQuestion: "questionId",
  practice: "id",
  survey: "itemSurveyId",
  aiTopic: "aiTopicId",
  signIn: "signInId",
};

function numberField(event: PushEventLike, field: string): number | null {
  const value = (event as unknown as Record<string, unknown>)[field];
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isSafeInteger(number) ? number : null;
}

function isActivityKind(value: unknown): value is ActivityKind {
  return typeof value === "string" && Object.hasOwn(ID_FIELDS, value);
}

/** The activity an event starts, or null when it starts none. */
function startedBy(event: PushEventLike): StartedActivity | null {
  if (event.type === "random" || event.type === "specific") {
    // A pick during a question names it: the pick is over when the question is.
    const questionId = numberField(event, "questionId");
    return questionId === null ? null : { activity: "askQuestion", id: questionId };
  }
  if (!isActivityKind(event.type)) return null;
  const id = numberField(event, ID_FIELDS[event.type]);
  return id === null ? null : { activity: event.type, id };
}

/** The activity an `activityChanged` ended or cancelled (status 2 or 3), or null. */
function endedBy(event: PushEventLike): StartedActivity | null {
  if (event.type !== "activityChanged") return null;
  const status = numberField(event, "status");
  const activity = (event as unknown as Record<string, unknown>).activity;
  const id = numberField(event, "id");
  if ((status !== 2 && status !== 3) || !isActivityKind(activity) || id === null) return null;
  return { activity, id };
}

const keyOf = (activity: StartedActivity) => `${activity.activity}:${activity.id}`;

/** Plans a batch of replayed events (in the order they were sent). */
function planReplay(batch: readonly PushEventLike[]): ReplayPlan {
  const plan: ReplayPlan = { navigate: [], signIn: [], pick: [] };
  const endedLater = new Set<string>();
  // Newest first: an ending is met before the start it ends.
  for (const event of [...batch].reverse()) {
    const ended = endedBy(event);
    if (ended) {
      endedLater.add(keyOf(ended));
      continue;
    }
    const reaction = reactionFor(event);
    if (reaction.kind !== "navigate" && reaction.kind !== "show-sign-in" && reaction.kind !== "pick") continue;
    const activity = startedBy(event);
    if (activity && endedLater.has(keyOf(activity))) continue;
    const candidate: ReplayCandidate = { event, reaction, activity };
    if (reaction.kind === "navigate") plan.navigate.push(candidate);
    else if (reaction.kind === "show-sign-in") plan.signIn.push(candidate);
    else plan.pick.push(candidate);
  }
  return plan;
}

export { endedBy, planReplay, startedBy };
export type { ActivityKind, ReplayCandidate, ReplayPlan, StartedActivity };
