// How a student page reacts to each pushed classroom event (classroom spec, section 2 "Push-event
// reactions"), as a pure function so that every rule is tested on its own. The hook carries it out.
// The contract's teacher-side events and activityChanged are for the widgets that show those
// activities (they listen through the event channel); here they are ignored, not unknown.
import { firstLoadMessages as messages } from "../lib/first-load-messages";

/** The fields of a pushed event this mapping reads; the contract's union satisfies it. */
interface PushEventLike {
  type: string;
  /** The practice id of a `practice` event. */
  practiceId?: string | number | null;
  /** The check-in id of a `signIn` event. */
  signInId?: string | number | null;
  /** Some senders put the ids in a payload object instead. */
  data?: unknown;
  /** Some senders put a generic id. */
  id?: string | number | null;
}

/** What the page does for one event. */
type PushReaction =
  | { kind: "navigate"; to: string }
  | { kind: "ignore" }
  | { kind: "show-sign-in"; signInId: number }
  | { kind: "pick"; pick: "random" | "specific"; title: string; text: string }
  | { kind: "log" }
  | { kind: "error"; message: string };

/** The student pages the events lead to. */
const PUSH_TARGETS = {
  topic: "/student/topic",
  question: "/student/question",
  practice: (id: string) => `/student/practice/info/${encodeURIComponent(id)}`,
};

function idFrom(event: PushEventLike, key: "practiceId" | "signInId"): string | null {
  const payload = typeof event.data === "object" && event.data !== null ? (event.data as Record<string, unknown>) : {};
  const candidates = [event[key], payload[key], event.id, payload.id];
  const found = candidates.find((value) => typeof value === "string" || typeof value === "number");
  return found === undefined ? null : String(found);
}

/** The reaction of a student page to one pushed event. */
function reactionFor(event: PushEventLike): PushReaction {
  switch (event.type) {
    case "aiTopic":
      return { kind: "navigate", to: PUSH_TARGETS.topic };
    case "askQuestion":
      return { kind: "navigate", to: PUSH_TARGETS.question };
    case "practice": {
      const id = idFrom(event, "practiceId");
      return id === null
        ? { kind: "error", message: messages.push.unknownType(event.type) }
        : { kind: "navigate", to: PUSH_TARGETS.practice(id) };
    }
    case "survey":
    case "assignment":
      return { kind: "ignore" };
    case "signIn": {
      const id = idFrom(event, "signInId");
      const signInId = Number(id);
      return id === null || !Number.isSafeInteger(signInId)
        ? { kind: "error", message: messages.push.unknownType(event.type) }
        : { kind: "show-sign-in", signInId };
    }
    case "random":
      return { kind: "pick", pick: "random", title: messages.randomPick.random, text: messages.randomPick.picked };
    case "specific":
      return { kind: "pick", pick: "specific", title: messages.randomPick.specific, text: messages.randomPick.picked };
    case "demo-message-receive":
    case "notice-push":
      return { kind: "log" };
    // Sent to the teacher (answers and check-ins arriving), and to the pages that show an activity
    // (activityChanged: a question or survey ended, was cancelled or delayed): those widgets listen
    // themselves through the event channel, so a student page's reactions leave them alone.
    case "questionAnswered":
    case "surveyAnswered":
    case "practiceAnswered":
    case "aiTopicResponded":
    case "signInChecked":
    case "activityChanged":
      return { kind: "ignore" };
    // The lecture banner and the lock cover follow `control` themselves (useStudentControlMode).
    case "control":
      return { kind: "ignore" };
    // The class started or ended: the pages showing the class in progress read it again themselves.
    case "classChanged":
      return { kind: "ignore" };
    // An in-site message: the bell reads its list again (the console's push listener), no page changes.
    case "notifyMessage":
      return { kind: "ignore" };
    default:
      return { kind: "error", message: messages.push.unknownType(event.type) };
  }
}

export { PUSH_TARGETS, reactionFor };
export type { PushEventLike, PushReaction };
