// Catch-up for a student when the connection cannot replay what went out while they were away: right
// after a login (the connection starts with no number to resume from) and after a resync (the server's
// history no longer had it). After an ordinary reconnect the replay brings the missed events instead.
// The activity in progress is fetched and met the way its event would have been: the newest running
// activity (an open question or a running practice) leads to its page if the student has not done it
// yet, and an open sign-in they have not answered shows the sign-in widget. As with the live events, a
// newer activity supersedes an older one: once the newest is done (perhaps in another tab while the
// lookup was under way), an older practice does not take the student away from where they are; it waits
// in their to-do list.
import { useEffect, useRef } from "react";

import type { StudentCheckInApi } from "../check-in/check-in-api";
import { useOptionalSlice } from "../lib/classroom-api";
import type { StudentPracticeApi } from "../practice/practice-api";
import type { StudentQuestionApi } from "../question/question-api";
import { PUSH_TARGETS } from "./push-reactions";

const RUNNING = 1;

/**
 * Runs the catch-up each time `catchUps` (how many times the page's shared connection asked for one so
 * far) grows, with the slices the provider has; at once when it is already above zero, since the
 * reactions load after the connection's first request.
 */
function usePushCatchUp(options: {
  catchUps: number;
  navigate: (to: string) => void;
  showSignIn: (signInId: number) => void;
}): void {
  const questions = useOptionalSlice<StudentQuestionApi>("StudentQuestionApi");
  const practices = useOptionalSlice<StudentPracticeApi>("StudentPracticeApi");
  const checkIn = useOptionalSlice<StudentCheckInApi>("StudentCheckInApi");
  const latest = useRef({ ...options, questions, practices, checkIn });
  useEffect(() => {
    latest.current = { ...options, questions, practices, checkIn };
  });

  // Run once per request, also where React's StrictMode runs the effect twice.
  const done = useRef(0);
  useEffect(() => {
    if (options.catchUps <= done.current) return;
    done.current = options.catchUps;
    const { navigate, showSignIn, questions: q, practices: p, checkIn: c } = latest.current;
    // Best effort in the background: a failed lookup leaves the page as it is, and the page's own
    // widgets show their errors when the student opens them.
    void (async () => {
      const [open, todo] = await Promise.all([
        q?.studentQuestion().catch(() => null),
        p?.practiceTodo().catch(() => null),
      ]);
      const running: { to: string; startTime: number; done: boolean }[] = [];
      if (open && open.status === RUNNING) {
        running.push({ to: PUSH_TARGETS.question, startTime: open.startTime ?? 0, done: Boolean(open.myAnswer) });
      }
      for (const practice of todo ?? []) {
        if (practice.status === RUNNING) {
          const to = PUSH_TARGETS.practice(String(practice.id));
          running.push({ to, startTime: practice.startTime ?? 0, done: Boolean(practice.done) });
        }
      }
      const newest = running.sort((a, b) => b.startTime - a.startTime)[0];
      if (newest && !newest.done) navigate(newest.to);
      const current = await c?.studentCurrentClass().catch(() => null);
      const signInId = current ? await c?.studentTodoSignIn(current.id).catch(() => null) : null;
      if (signInId) showSignIn(signInId);
    })();
  }, [options.catchUps]);
}

export { usePushCatchUp };
