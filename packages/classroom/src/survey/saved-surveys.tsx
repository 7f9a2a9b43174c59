import { Badge, Button } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { PlayIcon } from "lucide-react";

import { useTeacherSurveyApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState } from "../lib/panel";
import { messages } from "../messages";
import type { ItemSurvey } from "./survey-api";
import { teacherSurveyPageOptions } from "./survey-queries";

type SavedSurveysProps = {
  /** Starts a saved survey; absent when there is no session to start it in. */
  onStart?: (survey: ItemSurvey) => void;
  /** The survey being started. */
  startingId?: number | null;
};

/** The teacher's saved surveys (status 0), each with its questions' count and 发起此问卷. */
function SavedSurveys({ onStart, startingId = null }: SavedSurveysProps) {
  const api = useTeacherSurveyApi();
  const saved = useQuery(teacherSurveyPageOptions(api, { pageNo: 1, pageSize: 48 }));
  const text = messages.surveyBuilder;
  if (saved.isPending) return <LoadingState />;
  if (saved.isError) return <ErrorState message={errorMessage(saved.error)} onRetry={() => void saved.refetch()} />;
  const drafts = saved.data.list.filter((survey) => survey.status === 0);
  if (drafts.length === 0) return <EmptyState>{text.noSaved}</EmptyState>;
  return (
    <ul data-slot="saved-surveys" className="flex flex-col divide-y rounded-md border" aria-label={text.tabSaved}>
      {drafts.map((survey) => (
        <li key={survey.id} className="flex flex-wrap items-center justify-between gap-3 px-3 py-2">
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="truncate font-medium">{survey.title}</span>
            <span className="flex items-center gap-2 text-xs text-muted-foreground">
              {text.savedQuestions(survey.questions.length)}
              {survey.anonymous ? <Badge variant="info">{text.anonymous}</Badge> : null}
            </span>
          </span>
          {onStart ? (
            <Button
              size="small"
              variant="outline"
              aria-label={messages.common.labelled(text.useSaved, survey.title)}
              disabled={startingId !== null}
              onClick={() => onStart(survey)}
            >
              <PlayIcon aria-hidden />
              {text.useSaved}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export { SavedSurveys };
