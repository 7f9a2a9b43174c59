// Catch-up for a student whose connection was not open when an event went out (a late login, a reload,
// a phone back from the background): each time the page's push connection opens, the activity in
// progress is fetched and met the way its event would have been — an open question the student has not
// answered leads to the question page, an open sign-in they have not answered shows the sign-in widget.
import { useEffect, useRef } from "react";

import type { StudentCheckInApi } from "../check-in/check-in-api";
import { useOptionalSlice } from "../lib/classroom-api";
import type { StudentQuestionApi } from "../question/question-api";
import { useOnPushReconnect } from "./classroom-events";

/** Runs the catch-up on every (re)open of the page's shared connection, with the slices the provider has. */
function usePushCatchUp(options: {
  enabled: boolean;
  navigate: (to: string) => void;
  showSignIn: (signInId: number) => void;
}): void {
  const questions = useOptionalSlice<StudentQuestionApi>("StudentQuestionApi");
  const checkIn = useOptionalSlice<StudentCheckInApi>("StudentCheckInApi");
  const latest = useRef({ ...options, questions, checkIn });
  useEffect(() => {
    latest.current = { ...options, questions, checkIn };
  });

  useOnPushReconnect(() => {
    const { navigate, showSignIn, questions: q, checkIn: c } = latest.current;
    // Best effort in the background: a failed lookup leaves the page as it is, and the page's own
    // widgets show their errors when the student opens them.
    void (async () => {
      const open = await q?.studentQuestion().catch(() => null);
      if (open && open.status === 1 && !open.myAnswer) navigate("/student/question");
      const current = await c?.studentCurrentClass().catch(() => null);
      const signInId = current ? await c?.studentTodoSignIn(current.id).catch(() => null) : null;
      if (signInId) showSignIn(signInId);
    })();
  }, options.enabled);
}

export { usePushCatchUp };
