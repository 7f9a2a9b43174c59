import { Button, cn, Label, Radio, RadioGroup } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleIcon, SquareIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";

import { useTeacherControlApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { noticeVariants } from "../lib/notice-variants";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { useNow } from "../sign-in/use-now";
import type { ControlMode, ControlStatus } from "./control-api";
import { controlKeys, controlStatusOptions, teacherControlCourseItemOptions } from "./control-queries";
import { formatElapsed } from "./elapsed";
import { controlMessages } from "./messages";

const text = controlMessages.panel;
const MODES = [0, 1, 2] as const;

type ControlModePanelProps = Omit<React.ComponentProps<"section">, "title" | "children">;

/** What the last action said: a confirmation (status) or a refusal (alert). */
type Notice = { tone: "success" | "danger"; message: string } | null;

/** The running session's control mode (自由 / 讲授 / 锁屏, each saying what students see) and its
 * recording (开始录制 / 结束录制 with the elapsed time); all disabled without a running session. */
function ControlModePanel({ className, ...props }: ControlModePanelProps) {
  const id = useId();
  const api = useTeacherControlApi();
  const client = useQueryClient();
  const current = useQuery(teacherControlCourseItemOptions(api));
  const courseItemId = current.data?.id ?? null;
  const status = useQuery({
    ...controlStatusOptions(api, courseItemId ?? 0),
    enabled: courseItemId !== null,
  });
  const [notice, setNotice] = useState<Notice>(null);
  const key = controlKeys.status(courseItemId ?? 0);
  const patch = (change: Partial<ControlStatus>) =>
    client.setQueryData<ControlStatus>(key, (old) => (old ? { ...old, ...change } : old));

  const setMode = useMutation({
    mutationFn: (mode: ControlMode) => api.setControlMode(mode),
    // Optimistic: the choice shows at once and is rolled back when the server refuses it.
    onMutate: (mode) => {
      const previous = client.getQueryData<ControlStatus>(key);
      patch({ mode });
      setNotice(null);
      return { previous };
    },
    onError: (error, _mode, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      setNotice({ tone: "danger", message: errorMessage(error) });
    },
    onSuccess: (_data, mode) => {
      setNotice({ tone: "success", message: text.changed(controlMessages.modes[mode].label) });
    },
  });

  const video = useMutation({
    mutationFn: (on: boolean) => (on ? api.startVideo() : api.endVideo()),
    onMutate: () => setNotice(null),
    onError: (error) => setNotice({ tone: "danger", message: errorMessage(error) }),
    onSuccess: (_data, on) => {
      patch({ videoOn: on, videoSince: on ? Date.now() : null });
      setNotice({ tone: "success", message: on ? text.videoStarted : text.videoEnded });
    },
  });

  const state = status.data;
  const now = useNow(state?.videoOn === true);

  let body: React.ReactNode;
  if (current.isPending || (courseItemId !== null && status.isPending)) body = <LoadingState />;
  else if (current.isError || status.isError)
    body = (
      <ErrorState
        message={errorMessage(current.error ?? status.error)}
        onRetry={() => void (current.isError ? current.refetch() : status.refetch())}
      />
    );
  else {
    const idle = courseItemId === null || !state;
    const mode = state?.mode ?? 0;
    const videoOn = state?.videoOn ?? false;
    body = (
      <>
        {idle ? (
          <p role="status" className={noticeVariants({ tone: "info" })}>
            {text.noSession}
          </p>
        ) : null}
        <fieldset className="flex flex-col gap-2" disabled={idle}>
          <legend id={`${id}-mode`} className="mb-2 text-sm font-medium">
            {text.modeLabel}
          </legend>
          <RadioGroup
            aria-labelledby={`${id}-mode`}
            className="flex flex-col gap-3"
            disabled={idle || setMode.isPending}
            value={String(mode)}
            onValueChange={(value) => setMode.mutate(Number(value) as ControlMode)}
          >
            {MODES.map((m) => (
              <div key={m} className="flex items-start gap-2">
                <Radio id={`${id}-${m}`} value={String(m)} className="mt-0.5" aria-describedby={`${id}-${m}-hint`} />
                <span className="flex flex-col gap-0.5">
                  <Label htmlFor={`${id}-${m}`}>{controlMessages.modes[m].label}</Label>
                  <span id={`${id}-${m}-hint`} className="text-xs text-muted-foreground">
                    {controlMessages.modes[m].hint}
                  </span>
                </span>
              </div>
            ))}
          </RadioGroup>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3 border-t pt-3">
          <span className="text-sm font-medium">{text.recording}</span>
          <span
            data-slot="control-recording"
            className={cn("text-sm tabular-nums", videoOn ? "text-danger" : "text-muted-foreground")}
          >
            {videoOn
              ? state?.videoSince
                ? text.recordingFor(formatElapsed(now - state.videoSince))
                : text.recordingOn
              : text.notRecording}
          </span>
          <Button
            size="small"
            variant={videoOn ? "danger" : "primary"}
            disabled={idle || video.isPending}
            onClick={() => video.mutate(!videoOn)}
          >
            {videoOn ? (
              <SquareIcon className="size-3.5" aria-hidden />
            ) : (
              <CircleIcon className="size-3.5" aria-hidden />
            )}
            {videoOn ? text.endVideo : text.startVideo}
          </Button>
        </div>
        {notice ? (
          <p role={notice.tone === "danger" ? "alert" : "status"} className={noticeVariants({ tone: notice.tone })}>
            {notice.message}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Panel data-slot="control-mode-panel" title={text.title} className={className} {...props}>
      {body}
    </Panel>
  );
}

export { ControlModePanel };
export type { ControlModePanelProps };
