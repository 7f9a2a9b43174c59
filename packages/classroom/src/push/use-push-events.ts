import { useCallback, useEffect, useRef, useState } from "react";

import type { StudentAiTopicApi } from "../ai-topic/ai-topic-api";
import type { StudentCheckInApi } from "../check-in/check-in-api";
import { useOptionalSlice } from "../lib/classroom-api";
import type { StudentPracticeApi } from "../practice/practice-api";
import type { StudentQuestionApi } from "../question/question-api";
import type { StudentSurveyApi } from "../survey/survey-api";
import { useClassroomEventChannel } from "./classroom-events";
import type { PushSubscribe } from "./event-channel";
import { type PushEventLike, type PushReaction, reactionFor } from "./push-reactions";
import { type ReplaySlices, resolveReplay } from "./replay-check";
import { planReplay } from "./replay-plan";

/**
 * Replayed frames arrive in a burst right after the connection is back; the burst is planned as a whole
 * (a start ended later in it is skipped) once no replayed frame has come for this long, or at once when
 * a live one comes.
 */
const REPLAY_SETTLE_MS = 200;

/** Reactions that take the student somewhere: for replayed events, only while the activity runs. */
const isStartReaction = (reaction: PushReaction) =>
  reaction.kind === "navigate" || reaction.kind === "show-sign-in" || reaction.kind === "pick";

const isReplayed = (event: PushEventLike) => (event as { replayed?: unknown }).replayed === true;

type UsePushEventsOptions<E extends PushEventLike> = {
  /** Connects to the push channel; `null` while there is nothing to connect (e.g. signed out). Leave it
   * out to use the page's shared connection (a ClassroomEventsProvider above). */
  subscribe?: PushSubscribe<E> | null;
  /** Goes to a student page (router-agnostic). */
  navigate: (to: string) => void;
  /** Shows an error message (unknown event type, push errors). */
  onError: (message: string) => void;
  /** How many logged events to keep. */
  logLimit?: number;
};

/** A picked-student dialog to show. */
type PickState = { pick: "random" | "specific" } | null;

/** What a student page shows from pushed events. */
type PushEventsState<E extends PushEventLike> = {
  /** The check-in id of the sign-in to answer, while the student has not signed in. */
  signInId: number | null;
  /** Hide the sign-in widget (after checking in). */
  clearSignIn: () => void;
  /** Show the sign-in widget for a sign-in found open without its event (catch-up). */
  showSignIn: (signInId: number) => void;
  /** The pick dialog to show, if any. */
  pick: PickState;
  /** Close the pick dialog. */
  closePick: () => void;
  /** Events that are only logged (demo-message-receive, notice-push), newest last. */
  log: E[];
};

/** Applies the spec's push-event reactions on a student page: navigate, show the sign-in widget, open
 * the pick dialog, report unknown types, log the rest. */
function usePushEvents<E extends PushEventLike>({
  subscribe,
  navigate,
  onError,
  logLimit = 50,
}: UsePushEventsOptions<E>): PushEventsState<E> {
  const channel = useClassroomEventChannel();
  // The shared channel carries whatever its source pushes; a page that gives no source of its own
  // reads the same events the other widgets do.
  const source = subscribe === undefined ? ((channel?.subscribe as PushSubscribe<E> | undefined) ?? null) : subscribe;
  const [signInId, setSignInId] = useState<number | null>(null);
  const [pick, setPick] = useState<PickState>(null);
  const [log, setLog] = useState<E[]>([]);
  const handlers = useRef({ navigate, onError });
  useEffect(() => {
    handlers.current = { navigate, onError };
  });
  const slices: ReplaySlices = {
    questions: useOptionalSlice<StudentQuestionApi>("StudentQuestionApi"),
    practices: useOptionalSlice<StudentPracticeApi>("StudentPracticeApi"),
    surveys: useOptionalSlice<StudentSurveyApi>("StudentSurveyApi"),
    topics: useOptionalSlice<StudentAiTopicApi>("StudentAiTopicApi"),
    checkIn: useOptionalSlice<StudentCheckInApi>("StudentCheckInApi"),
  };
  const slicesRef = useRef(slices);
  useEffect(() => {
    slicesRef.current = slices;
  });

  useEffect(() => {
    if (!source) return;
    let active = true;
    let replayed: E[] = [];
    let settle: ReturnType<typeof setTimeout> | undefined;
    // Bumped by every live start: a replay still being checked must not take the student away from it.
    let liveStarts = 0;

    const apply = (event: E, reaction: PushReaction) => {
      switch (reaction.kind) {
        case "navigate":
          handlers.current.navigate(reaction.to);
          break;
        case "show-sign-in":
          setSignInId(reaction.signInId);
          break;
        case "pick":
          setPick({ pick: reaction.pick });
          break;
        case "log":
          setLog((entries) => [...entries, event].slice(-logLimit));
          break;
        case "error":
          handlers.current.onError(reaction.message);
          break;
        case "ignore":
          break;
      }
    };

    const flushReplay = () => {
      if (settle !== undefined) clearTimeout(settle);
      settle = undefined;
      const batch = replayed;
      replayed = [];
      if (batch.length === 0) return;
      const startsBefore = liveStarts;
      void resolveReplay(planReplay(batch), slicesRef.current).then((chosen) => {
        if (!active || liveStarts !== startsBefore) return;
        for (const candidate of chosen) apply(candidate.event as E, candidate.reaction);
      });
    };

    const unsubscribe = source({
      onEvent: (event) => {
        const reaction = reactionFor(event);
        if (isReplayed(event)) {
          // Every replayed event joins the burst (an ending in it cancels an earlier start); only the
          // starts wait for the plan, the rest (logs, errors) are met at once like live ones.
          replayed.push(event);
          if (settle !== undefined) clearTimeout(settle);
          settle = setTimeout(flushReplay, REPLAY_SETTLE_MS);
          if (!isStartReaction(reaction)) apply(event, reaction);
          return;
        }
        flushReplay();
        if (isStartReaction(reaction)) liveStarts += 1;
        apply(event, reaction);
      },
      onError: (message) => handlers.current.onError(message),
    });
    return () => {
      active = false;
      if (settle !== undefined) clearTimeout(settle);
      unsubscribe();
    };
  }, [source, logLimit]);

  const clearSignIn = useCallback(() => setSignInId(null), []);
  const showSignIn = useCallback((id: number) => setSignInId(id), []);
  const closePick = useCallback(() => setPick(null), []);
  return { signInId, clearSignIn, showSignIn, pick, closePick, log };
}

export { usePushEvents };
export type { PickState, PushEventsState, UsePushEventsOptions };
