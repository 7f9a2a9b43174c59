import type { components } from "../generated/openapi";
import { messages as defaultMessages, type Messages } from "../messages";

/** A server-to-client event on the push connection: a discriminated union on `type`. */
type PushEvent = components["schemas"]["PushEvent"];
/** The `type` of a push event. */
type PushEventType = PushEvent["type"];
/** The event of one type, e.g. `PushEventOf<"signIn">`. */
type PushEventOf<T extends PushEventType> = Extract<PushEvent, { type: T }>;

/** Every known type, with the fields each one must carry as numbers. */
const REQUIRED_IDS: Record<PushEventType, readonly string[]> = {
  aiTopic: ["aiTopicId"],
  askQuestion: ["questionId"],
  practice: ["id"],
  survey: ["itemSurveyId"],
  assignment: ["assignmentId"],
  signIn: ["signInId"],
  random: [],
  specific: [],
  "demo-message-receive": [],
  "notice-push": [],
  notifyMessage: ["id", "templateType"],
  questionAnswered: ["questionId", "courseItemId", "answerCount"],
  signInChecked: ["signInId", "courseItemId"],
  surveyAnswered: ["itemSurveyId", "courseItemId", "answerCount"],
  practiceAnswered: ["id", "courseItemId", "answerCount"],
  aiTopicResponded: ["aiTopicId", "courseItemId", "responseCount"],
  activityChanged: ["id", "courseItemId", "status"],
  control: ["courseItemId", "mode"],
  classChanged: ["courseItemId", "status"],
};

/** Every push event type the contract knows. */
const PUSH_EVENT_TYPES = Object.keys(REQUIRED_IDS) as PushEventType[];

/** The result of parsing a frame: an event, or the message to give the error handler. */
type ParsedFrame = { ok: true; event: PushEvent } | { ok: false; error: string };

function isKnownType(type: string): type is PushEventType {
  return Object.hasOwn(REQUIRED_IDS, type);
}

/**
 * Parses one text frame into the typed union. Accepts the flat form `{ type, ...fields }` and the
 * wrapped form `{ type, content: "<JSON>" }` some backends send. An unknown type yields
 * `未知的消息类型：{type}`.
 */
function parsePushEvent(frame: string, messages: Messages = defaultMessages): ParsedFrame {
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return { ok: false, error: messages.invalidPushFrame };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, error: messages.invalidPushFrame };
  }
  let record = value as Record<string, unknown>;
  const type = record.type;
  if (typeof type !== "string") return { ok: false, error: messages.invalidPushFrame };
  if (!isKnownType(type)) return { ok: false, error: messages.unknownPushType(type) };
  if (typeof record.content === "string") {
    try {
      const content: unknown = JSON.parse(record.content);
      if (typeof content === "object" && content !== null && !Array.isArray(content)) {
        record = { ...(content as Record<string, unknown>), ...record, type };
        delete record.content;
      }
    } catch {
      // A plain-text content (demo messages) stays as it is.
    }
  }
  for (const field of REQUIRED_IDS[type]) {
    const id = typeof record[field] === "string" ? Number(record[field]) : record[field];
    if (typeof id !== "number" || !Number.isFinite(id)) return { ok: false, error: messages.invalidPushFrame };
    record[field] = id;
  }
  // The type and the ids were checked above; other fields are informative.
  return { ok: true, event: record as PushEvent };
}

export { parsePushEvent, PUSH_EVENT_TYPES };
export type { ParsedFrame, PushEvent, PushEventOf, PushEventType };
