import { Loader2Icon, PlayIcon } from "lucide-react";
import * as React from "react";

import { Badge } from "../../components/badge";
import { Button } from "../../components/button";
import { Input } from "../../components/input";
import { Label } from "../../components/label";
import { cn } from "../../lib/cn";
import { formatLongTime } from "../../lib/time";
import { privacyMessages as m } from "./privacy-messages";

/** One kind of data and how long it is kept (0 days: forever). */
type RetentionPeriod = { kind: string; days: number; defaultDays: number };

/** One run of the retention job. */
type RetentionRun = {
  /** ms since the epoch */
  startTime: number;
  finishTime: number | null;
  trigger: "scheduled" | "manual";
  /** Rows removed per kind. */
  counts: Record<string, number>;
  error: string | null;
};

/** What the server answers about retention. */
type RetentionOverview = {
  periods: RetentionPeriod[];
  running: boolean;
  nextTime: number | null;
  lastRun: RetentionRun | null;
};

type RetentionPanelProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Undefined until the first answer. */
  overview?: RetentionOverview;
  loading?: boolean;
  /** A failed load: its message, with 重试 when `onRetry` is given. */
  error?: string;
  onRetry?: () => void;
  /** 保存 the periods (days per kind); leave it out without system:retention:update (the form is read-only). */
  onSave?: (periods: { kind: string; days: number }[]) => Promise<unknown>;
  /** 立即执行; leave it out without system:retention:update. */
  onRun?: () => Promise<unknown>;
  /** Shows an instant (the console passes the school's time zone formatter). */
  formatTime?: (ms: number) => string;
};

const MAX_DAYS = 36500;

/** The periods form's values: the text typed per kind. */
const typedOf = (periods: RetentionPeriod[]) => Object.fromEntries(periods.map((p) => [p.kind, String(p.days)]));

/**
 * 数据保留: how long each kind of personal data is kept (保存), when the daily job runs next, what its
 * last run removed or why it failed, and 立即执行.
 */
function RetentionPanel({
  overview,
  loading = false,
  error,
  onRetry,
  onSave,
  onRun,
  formatTime = formatLongTime,
  className,
  ...props
}: RetentionPanelProps) {
  const [typed, setTyped] = React.useState<Record<string, string>>({});
  const [invalid, setInvalid] = React.useState<string[]>([]);
  const [saving, setSaving] = React.useState(false);
  const [starting, setStarting] = React.useState(false);
  // The server's periods replace what was typed whenever they change (a save, another tab's save).
  const [shown, setShown] = React.useState<RetentionPeriod[]>();
  if (overview && overview.periods !== shown) {
    setShown(overview.periods);
    setTyped(typedOf(overview.periods));
    setInvalid([]);
  }
  const id = React.useId();

  if (error)
    return (
      <div
        data-slot="retention-panel"
        role="alert"
        className={cn("flex items-center gap-3 text-sm", className)}
        {...props}
      >
        <span className="text-danger">
          {m.loadFailed}: {error}
        </span>
        {onRetry ? (
          <Button size="small" onClick={onRetry}>
            {m.retry}
          </Button>
        ) : null}
      </div>
    );
  if (!overview || loading)
    return (
      <div
        data-slot="retention-panel"
        role="status"
        className={cn("flex items-center gap-2 text-sm", className)}
        {...props}
      >
        <Loader2Icon aria-hidden className="size-4 animate-spin" />
        {m.retentionTitle}…
      </div>
    );

  const busy = overview.running || starting;
  const last = overview.lastRun;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!onSave || !overview) return;
    const periods = overview.periods.map((p) => ({ kind: p.kind, text: (typed[p.kind] ?? "").trim() }));
    const bad = periods.filter((p) => !/^\d{1,5}$/.test(p.text) || Number(p.text) > MAX_DAYS).map((p) => p.kind);
    setInvalid(bad);
    if (bad.length) return;
    setSaving(true);
    try {
      await onSave(periods.map((p) => ({ kind: p.kind, days: Number(p.text) })));
    } finally {
      setSaving(false);
    }
  }

  async function run() {
    if (!onRun) return;
    setStarting(true);
    try {
      await onRun();
    } finally {
      setStarting(false);
    }
  }

  return (
    <div data-slot="retention-panel" className={cn("flex flex-col gap-6 text-sm", className)} {...props}>
      <p className="max-w-3xl text-muted-foreground">{m.retentionHint}</p>
      <form
        data-slot="retention-periods"
        aria-label={m.periods}
        noValidate
        onSubmit={save}
        className="flex max-w-xl flex-col gap-3"
      >
        {overview.periods.map((p) => {
          const name = m.retentionKinds[p.kind] ?? p.kind;
          const wrong = invalid.includes(p.kind);
          return (
            <div key={p.kind} className="grid grid-cols-[10rem_8rem_1fr] items-center gap-2">
              <Label htmlFor={`${id}-${p.kind}`}>{name}</Label>
              <span className="flex items-center gap-1">
                <Input
                  id={`${id}-${p.kind}`}
                  inputMode="numeric"
                  maxLength={5}
                  value={typed[p.kind] ?? ""}
                  readOnly={!onSave}
                  aria-invalid={wrong || undefined}
                  aria-describedby={`${id}-${p.kind}-hint`}
                  onChange={(event) => setTyped((all) => ({ ...all, [p.kind]: event.target.value }))}
                  className="w-20"
                />
                {m.days}
              </span>
              <span id={`${id}-${p.kind}-hint`} className={wrong ? "text-danger" : "text-muted-foreground"}>
                {wrong ? m.daysInvalid(name) : m.defaultDays(p.defaultDays)}
              </span>
            </div>
          );
        })}
        {onSave ? (
          <div>
            <Button type="submit" variant="primary" disabled={saving}>
              {m.save}
            </Button>
          </div>
        ) : null}
      </form>
      <section data-slot="retention-status" aria-label={m.lastRun} className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          {onRun ? (
            <Button onClick={() => void run()} disabled={busy}>
              {busy ? (
                <Loader2Icon aria-hidden className="size-4 animate-spin" />
              ) : (
                <PlayIcon aria-hidden className="size-4" />
              )}
              {busy ? m.running : m.runNow}
            </Button>
          ) : null}
          {overview.running && !onRun ? <span role="status">{m.running}</span> : null}
          <span>
            {m.nextRun}: {overview.nextTime === null ? m.notScheduled : formatTime(overview.nextTime)}
          </span>
        </div>
        <dl className="grid max-w-xl grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
          <dt className="text-muted-foreground">{m.lastRun}</dt>
          <dd>
            {last ? (
              <span className="flex flex-wrap items-center gap-2">
                {formatTime(last.startTime)}
                <Badge>{last.trigger === "manual" ? m.manual : m.scheduled}</Badge>
                <Badge variant={last.error ? "danger" : "success"}>{last.error ? m.failed : m.succeeded}</Badge>
              </span>
            ) : (
              m.neverRun
            )}
          </dd>
          {last ? (
            <>
              <dt className="text-muted-foreground">{m.removed}</dt>
              <dd>
                <ul className="flex flex-col">
                  {overview.periods
                    .filter((p) => last.counts[p.kind] !== undefined)
                    .map((p) => (
                      <li key={p.kind}>
                        {m.retentionKinds[p.kind] ?? p.kind}: {last.counts[p.kind]}
                      </li>
                    ))}
                </ul>
              </dd>
            </>
          ) : null}
        </dl>
        {last?.error ? (
          <p role="alert" className="max-w-xl whitespace-pre-line text-danger">
            {last.error}
          </p>
        ) : null}
      </section>
    </div>
  );
}

export { RetentionPanel };
export type { RetentionOverview, RetentionPanelProps, RetentionPeriod, RetentionRun };
