import { Badge, Button, Input, Label, Select, Switch, useConfirm, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CastIcon, CopyIcon, ExternalLinkIcon, SkipForwardIcon, SquareIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";

import { useTeacherAssignmentApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, Panel } from "../lib/panel";
import type { ScreenCast } from "./assignment-api";
import { assignmentSubmissionsOptions, runningCastOptions } from "./assignment-queries";
import { teacherAssignmentMessages } from "./teacher-messages";
import { useAssignmentRefetch } from "./use-assignment-refetch";

const text = teacherAssignmentMessages.cast;
/** The Select value of casting the questions only. */
const QUESTIONS_ONLY = "assignment";

type CastControlProps = Omit<React.ComponentProps<"section">, "children" | "title"> & {
  assignmentId: number;
  /** The student chosen first (e.g. from the submission table's 投屏). */
  userId?: number;
  /** The console's origin the screen address starts with (default: this page's origin). */
  origin?: string;
};

/** The big screen's address for a screen id. */
function screenUrl(origin: string, screenId: string): string {
  return `${origin.replace(/\/+$/, "")}/teacher/assignment/screenin/${encodeURIComponent(screenId)}`;
}

/** Casts a chosen student's work (with or without the grade) to the classroom's big screen, casts the
 * next one, ends the cast; shows the screen's address to copy or open. A cast already running (e.g.
 * after the teacher reloaded the page) is read on mount and shown, so it can still be ended. */
function CastControl({ assignmentId, userId, origin, ...props }: CastControlProps) {
  const id = useId();
  const api = useTeacherAssignmentApi();
  const { confirm } = useConfirm();
  const queryClient = useQueryClient();
  const list = useQuery(assignmentSubmissionsOptions(api, assignmentId));
  const running = useQuery(runningCastOptions(api, assignmentId));
  useAssignmentRefetch(assignmentId);
  const submitted = (list.data ?? []).filter((s) => s.status !== 0);
  const cast = running.data ?? null;
  const setCast = (next: ScreenCast | null) =>
    queryClient.setQueryData(runningCastOptions(api, assignmentId).queryKey, next);
  // Until the teacher picks, the picker and the switch show what the running cast shows.
  const [picked, setChosen] = useState(userId === undefined ? null : String(userId));
  const [pickedGrade, setShowGrade] = useState<boolean | null>(null);
  const chosen = picked ?? (cast?.userId != null ? String(cast.userId) : QUESTIONS_ONLY);
  const showGrade = pickedGrade ?? cast?.showGrade ?? false;
  const [notice, setNotice] = useState("");

  const start = useMutation({
    mutationFn: (who: string) =>
      api.startScreenCast({ assignmentId, showGrade, ...(who === QUESTIONS_ONLY ? {} : { userId: Number(who) }) }),
    onSuccess: (started, who) => {
      setCast(started);
      setChosen(who);
      setNotice("");
    },
  });
  const end = useMutation({
    mutationFn: () => api.endScreenCast(assignmentId),
    onSuccess: () => {
      setCast(null);
      setNotice(text.ended);
    },
  });

  const castName = (who: number | null) =>
    who === null ? null : (submitted.find((s) => s.userId === who)?.nickname ?? String(who));
  const showing = cast ? castName(cast.userId) : null;
  const nextStudent = (() => {
    if (submitted.length === 0) return null;
    const at = submitted.findIndex((s) => s.userId === cast?.userId);
    return submitted[(at + 1) % submitted.length] ?? null;
  })();
  const url = cast ? screenUrl(origin ?? window.location.origin, cast.screenId) : "";
  const failure = start.error ?? end.error;

  return (
    <Panel
      data-slot="cast-control"
      title={text.title}
      description={cast ? <Badge variant="primary">{text.running}</Badge> : null}
      {...props}
    >
      {list.isError ? <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} /> : null}
      {running.isError ? (
        <ErrorState message={errorMessage(running.error)} onRetry={() => void running.refetch()} />
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <span id={`${id}-student`} className="text-sm font-medium">
            {text.student}
          </span>
          <Select.Root value={chosen} onValueChange={setChosen}>
            <Select.Trigger aria-labelledby={`${id}-student`} className="w-48">
              <Select.Value placeholder={text.studentPlaceholder} />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value={QUESTIONS_ONLY}>{text.assignmentOnly}</Select.Item>
              {submitted.map((s) => (
                <Select.Item key={s.userId} value={String(s.userId)}>
                  <UserText>{s.nickname}</UserText>
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
        <div className="flex items-center gap-2 pb-2">
          <Switch id={`${id}-grade`} checked={showGrade} onCheckedChange={setShowGrade} />
          <Label htmlFor={`${id}-grade`}>{text.showGrade}</Label>
        </div>
        <Button variant="primary" disabled={start.isPending} onClick={() => start.mutate(chosen)}>
          <CastIcon aria-hidden />
          {cast ? text.update : text.start}
        </Button>
      </div>
      {list.data && submitted.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.noSubmissions}</p>
      ) : null}
      {failure ? <ErrorState message={errorMessage(failure)} /> : null}
      {cast ? (
        <div className="flex flex-col gap-3 rounded-md border p-3">
          <p className="text-sm font-medium" aria-live="polite" data-slot="cast-showing">
            {showing ? text.showing(showing) : text.showingAssignment}
          </p>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-url`}>{text.screenUrl}</Label>
            <div className="flex flex-wrap items-center gap-2">
              <Input id={`${id}-url`} readOnly value={url} className="min-w-64 flex-1 font-mono text-xs" />
              <Button
                size="small"
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(url);
                    setNotice(text.copied);
                  } catch {
                    setNotice(text.copyFailed);
                  }
                }}
              >
                <CopyIcon aria-hidden />
                {text.copy}
              </Button>
              <Button size="small" asChild>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <ExternalLinkIcon aria-hidden />
                  {text.open}
                </a>
              </Button>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={start.isPending || nextStudent === null}
              onClick={() => nextStudent && start.mutate(String(nextStudent.userId))}
            >
              <SkipForwardIcon aria-hidden />
              {text.next}
            </Button>
            <Button
              variant="danger"
              disabled={end.isPending}
              onClick={async () => {
                if (await confirm(text.confirmEnd, { title: text.end, danger: true })) end.mutate();
              }}
            >
              <SquareIcon aria-hidden />
              {text.end}
            </Button>
          </div>
        </div>
      ) : null}
      <p role="status" className="text-sm text-success">
        {notice}
      </p>
    </Panel>
  );
}

export { CastControl, screenUrl };
export type { CastControlProps };
