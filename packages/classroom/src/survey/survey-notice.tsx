import { Button, cn, STYLE_SCOPE_CLASS } from "@smartclass/ui";
import { ClipboardListIcon } from "lucide-react";
import { useState } from "react";
import type * as React from "react";

import { firstLoadMessages as messages } from "../lib/first-load-messages";
import { useClassroomEvent } from "../push/classroom-events";

type SurveyNoticeProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** Opens the survey's page (router-agnostic); the notice then goes. */
  onOpen: (itemSurveyId: number) => void;
};

/** The notice a student sees when the teacher starts a survey: 去填写 opens it, 稍后 dismisses it; the
 * page is not forced away. It goes by itself when that survey ends or is cancelled (activityChanged). */
function SurveyNotice({ onOpen, className, ...props }: SurveyNoticeProps) {
  const [itemSurveyId, setItemSurveyId] = useState<number | null>(null);
  useClassroomEvent(["survey", "activityChanged"], (event) => {
    if (event.type === "survey") setItemSurveyId(event.itemSurveyId);
    else if (event.activity === "survey" && event.status !== 1) {
      setItemSurveyId((shown) => (shown === event.id ? null : shown));
    }
  });
  if (itemSurveyId === null) return null;
  const text = messages.surveyNotice;
  return (
    <section
      data-slot="survey-notice"
      role="status"
      aria-label={text.title}
      className={cn(
        STYLE_SCOPE_CLASS,
        "fixed right-6 bottom-6 z-40 flex w-[22rem] max-w-[calc(100vw-3rem)] items-center gap-3 rounded-lg border border-primary bg-card p-4 text-foreground shadow-lg",
        className,
      )}
      {...props}
    >
      <ClipboardListIcon className="size-6 shrink-0 text-primary-strong" aria-hidden />
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="text-sm font-semibold">{text.title}</h2>
        <p className="text-sm text-muted-foreground">{text.description}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-1.5">
        <Button
          variant="primary"
          size="small"
          onClick={() => {
            setItemSurveyId(null);
            onOpen(itemSurveyId);
          }}
        >
          {text.open}
        </Button>
        <Button variant="ghost" size="small" onClick={() => setItemSurveyId(null)}>
          {text.later}
        </Button>
      </div>
    </section>
  );
}

export { SurveyNotice };
export type { SurveyNoticeProps };
