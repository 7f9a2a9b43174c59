// The receiving side of the tabs' channel: what another tab answered is refetched here, so this tab's
// pages move on (the question card shows the answer, the to-do list drops the practice).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { overviewKeys } from "../overview/overview-queries";
import { practiceKeys } from "../practice/practice-queries";
import { questionKeys } from "../question/question-queries";
import { surveyKeys } from "../survey/survey-queries";
import { type AnsweredActivity, type AnsweredMessage, type TabSync, tabSync } from "./tab-sync";

/** The queries an answer changes, by activity (a sign-in changes the overview's to-dos and statistics). */
const AFFECTED: Record<AnsweredActivity, readonly (readonly unknown[])[]> = {
  askQuestion: [questionKeys.all, overviewKeys.all],
  survey: [surveyKeys.all, overviewKeys.all],
  practice: [practiceKeys.all, overviewKeys.all],
  signIn: [overviewKeys.all],
};

/** Refetches what another tab answered, and tells `onAnswered` (e.g. to close the sign-in widget). */
function useAnsweredElsewhere(onAnswered?: (message: AnsweredMessage) => void, sync: TabSync = tabSync()): void {
  const queryClient = useQueryClient();
  const handler = useRef(onAnswered);
  useEffect(() => {
    handler.current = onAnswered;
  });
  useEffect(
    () =>
      sync.onAnswered((message) => {
        for (const queryKey of AFFECTED[message.activity]) void queryClient.invalidateQueries({ queryKey });
        handler.current?.(message);
      }),
    [queryClient, sync],
  );
}

export { useAnsweredElsewhere };
