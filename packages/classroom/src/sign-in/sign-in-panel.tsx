import { serverNow } from "@smartclass/api";
import { Badge, Button, cn, formatTimeOfDay, STYLE_SCOPE_CLASS, useConfirm, UserText } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RefreshCwIcon } from "lucide-react";
import { cva } from "class-variance-authority";
import { useId, useState } from "react";
import type * as React from "react";

import { useTeacherSignInApi } from "../lib/classroom-api";
import { useServerCountdown } from "../lib/use-server-countdown";
import { patchQuery } from "../lib/patch-query";
import { checkInMessages } from "../check-in/messages";
import { signInPanelMessages } from "./messages";
import { useClassroomEvent, useOnPushReconnect } from "../push/classroom-events";
import type { CheckInRecord, SignInSession, SignInSummary, TeacherSignInApi } from "./sign-in-api";

const fieldVariants = cva(
  "h-control rounded-md border border-input bg-background px-control-x text-control text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring",
);

/** Query keys of the panel, so a page can invalidate them. */
const signInPanelKeys = {
  all: ["classroom", "sign-in-panel"] as const,
  currentClass: () => [...signInPanelKeys.all, "current-class"] as const,
  running: (courseItemId: number) => [...signInPanelKeys.all, "running", courseItemId] as const,
  summary: (signId: number) => [...signInPanelKeys.all, "summary", signId] as const,
};

type SignInPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** Default sign-in duration in minutes. */
  defaultMinutes?: number;
};

/** The summary with one pushed check-in applied: the student's record replaced (or added), the count
 * recomputed. */
function withCheckIn(summary: SignInSummary, record: CheckInRecord): SignInSummary {
  const others = summary.records.filter((r) => r.userId !== record.userId);
  const records = [...others, record].sort((a, b) => (a.createTime ?? Infinity) - (b.createTime ?? Infinity));
  return { ...summary, records, signed: records.filter((r) => r.status !== 0).length };
}

/** A check-in's time of day, `09:05:07`, in the school's time zone; — without one. */
function formatTime(value: number | null): string {
  return value === null ? "—" : formatTimeOfDay(value, { seconds: true });
}

/** The teacher's sign-in panel: start a sign-in with duration and mode, watch students check in live
 * (pushed `signInChecked` events, no polling), extend it, end it. */
function SignInPanel({ className, defaultMinutes = 5, ...props }: SignInPanelProps) {
  const api = useTeacherSignInApi();
  const { confirm } = useConfirm();
  const queryClient = useQueryClient();
  const ids = useId();
  const [minutes, setMinutes] = useState(defaultMinutes);
  const [face, setFace] = useState(false);
  const [delayMinutes, setDelayMinutes] = useState(1);
  const [started, setSignIn] = useState<SignInSession | null>(null);

  const currentClass = useQuery({ queryKey: signInPanelKeys.currentClass(), queryFn: () => api.teacherCurrentClass() });
  const courseItemId = currentClass.data?.id ?? 0;
  // A sign-in already running in the class (the page was reloaded, or opened in another tab) is resumed.
  const resumed = useQuery({
    queryKey: signInPanelKeys.running(courseItemId),
    queryFn: async () => {
      const id = await api.runningSignIn(courseItemId);
      return id === null ? null : (await api.signInSummary(id)).signIn;
    },
    enabled: courseItemId > 0 && started === null,
  });
  const signIn = started ?? resumed.data ?? null;
  const summary = useQuery({
    queryKey: signInPanelKeys.summary(signIn?.id ?? 0),
    queryFn: () => api.signInSummary(signIn?.id ?? 0),
    enabled: signIn !== null,
  });
  // Counted on the server's clock (the computer's may be minutes off), like the students' widget, so
  // the teacher's 剩余 and the moment it ends match what the server enforces.
  const remaining = useServerCountdown(signIn?.endTime, {
    running: signIn?.status === 1,
    onEnd: () => void summary.refetch(),
  });
  const running = signIn !== null && signIn.status === 1 && (remaining === null || remaining > 0);
  // Check-ins arrive as pushed events; after a reconnect the list is fetched again (events may have
  // been missed meanwhile).
  useClassroomEvent(
    "signInChecked",
    (event) => {
      if (!signIn || event.signInId !== signIn.id) return;
      patchQuery<SignInSummary>(queryClient, signInPanelKeys.summary(signIn.id), (current) =>
        withCheckIn(current, event.record),
      );
    },
    signIn !== null,
  );
  useOnPushReconnect(() => void summary.refetch(), signIn !== null);
  // Ended by its deadline on the server or from another tab: the server says so.
  useClassroomEvent(
    "activityChanged",
    (event) => {
      const activity: string = event.activity;
      if (!signIn || activity !== "signIn" || event.id !== signIn.id) return;
      if (event.status === 2 || event.status === 3) setSignIn({ ...signIn, status: 2, endTime: serverNow() });
      void summary.refetch();
    },
    signIn !== null,
  );

  const start = useMutation({
    mutationFn: (input: Parameters<TeacherSignInApi["startSignIn"]>[0]) => api.startSignIn(input),
    onSuccess: setSignIn,
  });
  const delay = useMutation({
    mutationFn: (input: Parameters<TeacherSignInApi["delaySignIn"]>[0]) => api.delaySignIn(input),
    onSuccess: setSignIn,
  });
  const end = useMutation({
    mutationFn: (signId: number) => api.endSignIn(signId),
    onSuccess: () => {
      setSignIn(signIn ? { ...signIn, status: 2, endTime: serverNow() } : null);
      void summary.refetch();
    },
  });

  // The summary lists every student of the class; the panel shows those who have checked in.
  const records = (summary.data?.records ?? []).filter((record) => record.status !== 0);
  // Those still missing, beside those checked in; a pushed check-in moves a student from one to the other.
  const missing = (summary.data?.records ?? []).filter((record) => record.status === 0);
  const course = currentClass.data;

  return (
    <section
      data-slot="sign-in-panel"
      data-state={signIn === null ? "idle" : running ? "running" : "ended"}
      aria-labelledby={`${ids}-title`}
      className={cn(STYLE_SCOPE_CLASS, "flex flex-col gap-4 rounded-lg border bg-card p-4 text-foreground", className)}
      {...props}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${ids}-title`} className="text-lg font-semibold">
          {signInPanelMessages.panel.title}
        </h2>
        {course ? (
          <p className="text-sm text-muted-foreground">
            {course.courseName} · {course.name}
          </p>
        ) : null}
      </header>

      {currentClass.isPending || (course && started === null && resumed.isPending) ? (
        <p role="status" className="text-sm text-muted-foreground">
          {checkInMessages.checkIn.loading}
        </p>
      ) : !course ? (
        <p role="alert" className="rounded-md bg-warning/10 px-3 py-2 text-sm text-warning">
          {signInPanelMessages.panel.noClass}
        </p>
      ) : signIn === null ? (
        <form
          className="flex flex-wrap items-end gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            start.mutate({ courseItemId: course.id, duration: Math.max(1, minutes) * 60, face });
          }}
        >
          <label className="flex flex-col gap-1 text-sm" htmlFor={`${ids}-duration`}>
            {signInPanelMessages.panel.duration}
            <input
              id={`${ids}-duration`}
              className={cn(fieldVariants(), "w-32")}
              type="number"
              min={1}
              max={1440}
              required
              value={minutes}
              onChange={(event) => setMinutes(Number(event.target.value))}
            />
          </label>
          <fieldset className="flex flex-col gap-1 text-sm">
            <legend className="mb-1">{signInPanelMessages.panel.mode}</legend>
            <div className="flex h-control items-center gap-4">
              {[
                { value: false, label: signInPanelMessages.panel.modePlain },
                { value: true, label: signInPanelMessages.panel.modeFace },
              ].map((option) => (
                <label key={String(option.value)} className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={`${ids}-mode`}
                    className="accent-primary-strong"
                    checked={face === option.value}
                    onChange={() => setFace(option.value)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
          <Button type="submit" variant="primary" disabled={start.isPending}>
            {signInPanelMessages.panel.start}
          </Button>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <p role="status" className="text-sm font-medium">
              {running ? signInPanelMessages.panel.running : signInPanelMessages.panel.ended}
              {running && remaining !== null ? ` · ${signInPanelMessages.panel.remaining(remaining)}` : ""}
            </p>
            <p className="text-sm text-muted-foreground" aria-live="polite" data-slot="sign-in-panel-count">
              {signInPanelMessages.panel.checkedIn(
                summary.data?.signed ?? records.length,
                summary.data ? summary.data.total : null,
              )}
            </p>
            <Button size="small" variant="ghost" disabled={summary.isFetching} onClick={() => void summary.refetch()}>
              <RefreshCwIcon className="size-3.5" aria-hidden />
              {signInPanelMessages.panel.refresh}
            </Button>
          </div>
          {running ? (
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 text-sm" htmlFor={`${ids}-delay`}>
                {signInPanelMessages.panel.delayBy}
                <input
                  id={`${ids}-delay`}
                  className={cn(fieldVariants(), "w-32")}
                  type="number"
                  min={1}
                  max={1440}
                  value={delayMinutes}
                  onChange={(event) => setDelayMinutes(Number(event.target.value))}
                />
              </label>
              <Button
                disabled={delay.isPending}
                onClick={() => delay.mutate({ signId: signIn.id, duration: Math.max(1, delayMinutes) * 60 })}
              >
                {signInPanelMessages.panel.delay}
              </Button>
              <Button
                variant="danger"
                disabled={end.isPending}
                onClick={async () => {
                  if (await confirm(signInPanelMessages.panel.confirmEnd)) end.mutate(signIn.id);
                }}
              >
                {signInPanelMessages.panel.end}
              </Button>
            </div>
          ) : (
            <div>
              <Button
                variant="primary"
                onClick={() => {
                  // Back to the start form: the ended sign-in is no longer "the running one" either.
                  queryClient.setQueryData(signInPanelKeys.running(courseItemId), null);
                  setSignIn(null);
                }}
              >
                {signInPanelMessages.panel.startAnother}
              </Button>
            </div>
          )}
          {records.length === 0 ? (
            <p className="text-sm text-muted-foreground">{signInPanelMessages.panel.empty}</p>
          ) : (
            <table className="w-full border-collapse text-sm" data-slot="sign-in-panel-records">
              <caption className="sr-only">{signInPanelMessages.panel.title}</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    {signInPanelMessages.panel.student}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {signInPanelMessages.panel.time}
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    {signInPanelMessages.panel.method}
                  </th>
                </tr>
              </thead>
              <tbody>
                {records.map((record) => (
                  <tr key={record.id} className="border-b last:border-0">
                    <td className="py-2">
                      <UserText>{record.nickname}</UserText>
                    </td>
                    <td className="py-2 tabular-nums">{formatTime(record.createTime)}</td>
                    <td className="py-2">
                      {record.face ? signInPanelMessages.panel.methodFace : signInPanelMessages.panel.methodPlain}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {summary.data ? (
            <div className="flex flex-col gap-1.5 text-sm" data-slot="sign-in-panel-missing">
              <h3 className="font-medium">
                {signInPanelMessages.panel.notSigned}
                {signInPanelMessages.panel.count(missing.length)}
              </h3>
              {missing.length === 0 ? (
                <p className="text-muted-foreground">{signInPanelMessages.panel.everyoneSigned}</p>
              ) : (
                <ul className="flex flex-wrap gap-1.5" aria-label={signInPanelMessages.panel.notSigned}>
                  {missing.map((student) => (
                    <li key={student.userId}>
                      <Badge className="max-w-full whitespace-normal">
                        <UserText>{student.nickname}</UserText>
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

export { SignInPanel, signInPanelKeys, withCheckIn };
export type { SignInPanelProps };
