// The tabs of one browser agree: when a student answers in one tab, the others hear of it through a
// BroadcastChannel and refetch, so a second tab does not keep offering a question already answered.
// (Each tab also receives the same pushed events, since the sequence is per user.) Browsers without
// BroadcastChannel simply skip this.

/** The activities a student answers. */
type AnsweredActivity = "askQuestion" | "survey" | "practice" | "signIn";

/** What a tab tells the others. */
interface AnsweredMessage {
  activity: AnsweredActivity;
  id: number;
}

/** The channel's name, shared by every tab of the console. */
const TAB_CHANNEL_NAME = "smartclass-push";

/** The part of BroadcastChannel used here (the browser's, or Node's in tests). */
interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  close(): void;
}
type BroadcastChannelConstructor = new (name: string) => BroadcastChannelLike;

/** One tab's end of the channel. */
interface TabSync {
  /** Tells the other tabs the student answered this activity. */
  announceAnswered(message: AnsweredMessage): void;
  /** Calls `listener` for what another tab announced; answers the unsubscribe. */
  onAnswered(listener: (message: AnsweredMessage) => void): () => void;
  close(): void;
}

const ACTIVITIES: readonly AnsweredActivity[] = ["askQuestion", "survey", "practice", "signIn"];

function answeredMessageOf(data: unknown): AnsweredMessage | null {
  const value = data as { type?: unknown; activity?: unknown; id?: unknown } | null;
  if (value?.type !== "answered") return null;
  if (!ACTIVITIES.includes(value.activity as AnsweredActivity)) return null;
  if (typeof value.id !== "number" || !Number.isSafeInteger(value.id)) return null;
  return { activity: value.activity as AnsweredActivity, id: value.id };
}

/** A tab's end of the channel; inert where BroadcastChannel does not exist. */
function createTabSync(
  options: { BroadcastChannel?: BroadcastChannelConstructor | undefined; name?: string } = {},
): TabSync {
  const Channel =
    "BroadcastChannel" in options
      ? options.BroadcastChannel
      : (globalThis as { BroadcastChannel?: BroadcastChannelConstructor }).BroadcastChannel;
  let channel: BroadcastChannelLike | undefined;
  // Opened on first use: a page that neither answers nor listens keeps no channel open.
  const get = () => {
    if (!channel && Channel) channel = new Channel(options.name ?? TAB_CHANNEL_NAME);
    return channel;
  };
  return {
    announceAnswered({ activity, id }) {
      get()?.postMessage({ type: "answered", activity, id });
    },
    onAnswered(listener) {
      const target = get();
      if (!target) return () => undefined;
      const handle = (event: { data: unknown }) => {
        const message = answeredMessageOf(event.data);
        if (message) listener(message);
      };
      target.addEventListener("message", handle);
      return () => target.removeEventListener("message", handle);
    },
    close() {
      channel?.close();
      channel = undefined;
    },
  };
}

let shared: TabSync | undefined;
/** This tab's shared end of the channel. */
function tabSync(): TabSync {
  shared ??= createTabSync();
  return shared;
}

/**
 * Tells the student's other tabs that they answered an activity (call it when the answer is accepted):
 * those tabs refetch it and move on as this one does.
 */
function announceAnswered(message: AnsweredMessage): void {
  tabSync().announceAnswered(message);
}

export { announceAnswered, createTabSync, TAB_CHANNEL_NAME, tabSync };
export type { AnsweredActivity, AnsweredMessage, BroadcastChannelConstructor, BroadcastChannelLike, TabSync };
