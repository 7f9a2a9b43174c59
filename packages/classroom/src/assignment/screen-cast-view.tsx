import { Badge, cn, ScaledContainer, stripBidiControls, STYLE_SCOPE_CLASS, UserText } from "@smartclass/ui";
import { LoaderCircleIcon, MonitorOffIcon, WifiOffIcon } from "lucide-react";
import type * as React from "react";

import type { ScreenCastView as CastView } from "./screen-cast-stream";
import { studentAssignmentMessages } from "./student-messages";
import { type AnswerQuestion, SubmissionAnswers } from "./submission-answers";
import { useScreenCast } from "./use-screen-cast";
import { useStageWidth } from "./use-stage-width";

const text = studentAssignmentMessages.screen;

type ScreenCastViewProps = Omit<React.ComponentProps<"main">, "children"> & {
  /** The server's base address (e.g. `/admin-api`); the screen calls it without a token. */
  baseUrl: string;
  /** The cast's screen id (from the route /teacher/assignment/screenin/{screenId}). */
  screenId: string;
};

const QUESTION_TYPES: readonly AnswerQuestion["type"][] = [1, 2, 3, 4, 5];
/** The view's question type (a plain number in the contract) as one the answers view knows; an
 * unknown type shows as text. */
const questionType = (type: number) => QUESTION_TYPES.find((known) => known === type) ?? 4;

/** What one cast shows at the design size: the title, whose work, their answers, and the grade and
 * comment only when the teacher chose to show them. The header stays; the answers scroll. */
function CastContent({ view, fileBase }: { view: CastView; fileBase: string }) {
  const questions = view.questions.map(({ id, type, title, options, score }): AnswerQuestion => ({
    id,
    type: questionType(type),
    title,
    options,
    score,
  }));
  const answers = view.questions.flatMap((question) => (question.answer ? [question.answer] : []));
  return (
    <div data-slot="screen-cast-content" className="flex h-full flex-col gap-4 p-8">
      <header className="flex items-end justify-between gap-4 border-b pb-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="truncate text-3xl font-semibold">{view.assignmentTitle}</h1>
          <p className="text-xl text-muted-foreground wrap-anywhere">
            {view.nickname === null ? text.assignmentOnly : text.student(stripBidiControls(view.nickname))}
          </p>
        </div>
        {view.grade !== null ? (
          <Badge variant="success" className="px-3 py-1 text-xl">
            {text.grade(view.grade)}
          </Badge>
        ) : null}
      </header>
      {/* Long answers scroll here (wheel, or arrow keys once focused); the header above stays put. */}
      <section
        aria-label={text.answersRegion}
        // A scrollable region must be reachable by keyboard to be scrolled with the arrow keys (WCAG
        // 2.1.1; axe's scrollable-region-focusable), though it is not a control.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        data-slot="screen-cast-answers"
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain rounded-md text-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {view.comment ? (
          <p className="rounded-md bg-success/10 px-4 py-2 text-lg">
            <span className="font-medium">
              {text.comment}
              {studentAssignmentMessages.colon}
            </span>
            <UserText>{view.comment}</UserText>
          </p>
        ) : null}
        <SubmissionAnswers
          questions={questions}
          answers={answers}
          showScores={view.grade !== null}
          fileBase={fileBase}
          className="[&_p]:text-base"
        />
      </section>
    </div>
  );
}

/** The public big screen of a cast: a stage 720 high in the window's shape, scaled to fill it (a 16:9
 * and a 4:3 projector alike, no page scrollbars; long answers scroll inside the frame), following new casts live from the cast's stream, reconnecting when it drops, and
 * 投屏已结束 when the cast ends or the id is unknown. Needs no classroom API provider. */
function ScreenCastView({ baseUrl, screenId, className, ...props }: ScreenCastViewProps) {
  const { status, view } = useScreenCast(baseUrl, screenId);
  const stageWidth = useStageWidth();
  let body: React.ReactNode;
  if (status === "ended") {
    body = (
      <p role="status" className="flex h-full flex-col items-center justify-center gap-4 text-3xl">
        <MonitorOffIcon className="size-12 text-muted-foreground" aria-hidden />
        {text.ended}
      </p>
    );
  } else if (!view) {
    body = (
      <p role="status" className="flex h-full items-center justify-center gap-3 text-2xl text-muted-foreground">
        <LoaderCircleIcon className="size-8 animate-spin motion-reduce:animate-none" aria-hidden />
        {text.waiting}
      </p>
    );
  } else {
    body = <CastContent key={view.version} view={view} fileBase={baseUrl} />;
  }
  return (
    <main
      data-slot="screen-cast-view"
      data-state={status}
      aria-label={text.region}
      className={cn(STYLE_SCOPE_CLASS, "h-dvh w-full overflow-hidden bg-neutral-900", className)}
      {...props}
    >
      <ScaledContainer width={stageWidth}>
        <div className="relative size-full overflow-hidden bg-background text-foreground">
          {body}
          {status === "reconnecting" ? (
            <p
              role="status"
              className="absolute right-4 bottom-4 flex items-center gap-2 rounded-md bg-warning/10 px-3 py-1.5 text-sm text-warning"
            >
              <WifiOffIcon className="size-4" aria-hidden />
              {text.reconnecting}
            </p>
          ) : null}
        </div>
      </ScaledContainer>
    </main>
  );
}

/** What the big screen shows (the contract's ScreenCastView); the same name as the component, so that
 * the package index exports both. */
type ScreenCastView = CastView;

export { ScreenCastView };
export type { ScreenCastViewProps };
