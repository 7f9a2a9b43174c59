import { DatabaseBackupIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { formatLongTime } from "../lib/time";
import { messages } from "../messages";
import { Badge } from "./badge";
import { Button } from "./button";
import { Table, type TableColumn } from "./table";

/** One backup as the list shows it (the server's backups folder). */
type BackupEntry = {
  name: string;
  status: "completed" | "failed";
  trigger: "manual" | "schedule" | "cli";
  /** ms since the epoch */
  startTime: number;
  endTime: number;
  /** Bytes of the archive. */
  size: number;
  error?: string;
  rows?: number;
  files?: number;
};

/** The backup under way: its phase and how many of its parts are written. */
type BackupProgress = {
  phase: "snapshot" | "files" | "archive";
  done: number;
  total: number;
  startTime: number;
};

/** The daily schedule, when one is configured. */
type BackupSchedule = { dailyAt: string | null; keep: number; nextTime: number | null };

type BackupPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  backups: BackupEntry[];
  running: BackupProgress | null;
  schedule?: BackupSchedule;
  /** The list is being fetched for the first time. */
  loading?: boolean;
  /** 立即备份; disabled while one runs or is being started. */
  onStart: () => void;
  starting?: boolean;
  /** Shows an instant (the console passes the school's time zone formatter). */
  formatTime?: (ms: number) => string;
};

/** Bytes as a person reads them (1 decimal from KB up). */
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let n = bytes / 1024;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${n.toFixed(1)} ${units[u]}`;
}

/** The percentage of a backup's progress (the snapshot and the file listing count as the first tenth). */
function percentOf(p: BackupProgress): number {
  if (p.phase !== "archive") return p.phase === "snapshot" ? 2 : 8;
  return Math.min(100, Math.round(10 + (90 * p.done) / Math.max(p.total, 1)));
}

/** The administrator's backups: the schedule, 立即备份 with its progress, and the last backups with size, time and result. */
function BackupPanel({
  backups,
  running,
  schedule,
  loading = false,
  onStart,
  starting = false,
  formatTime = formatLongTime,
  className,
  ...props
}: BackupPanelProps) {
  const t = messages.backupPanel;
  const columns: TableColumn<BackupEntry>[] = [
    { key: "time", header: t.time, width: 180, cell: (row) => formatTime(row.startTime) },
    {
      key: "status",
      header: t.result,
      width: 110,
      cell: (row) => (
        <Badge variant={row.status === "completed" ? "success" : "danger"}>
          {row.status === "completed" ? t.completed : t.failed}
        </Badge>
      ),
    },
    {
      key: "size",
      header: t.size,
      width: 100,
      align: "right",
      cell: (row) => (row.status === "completed" ? formatSize(row.size) : ""),
    },
    { key: "trigger", header: t.trigger, width: 100, cell: (row) => t.triggers[row.trigger] },
    {
      key: "detail",
      header: t.detail,
      className: "whitespace-normal",
      cell: (row) =>
        row.status === "completed" ? (
          t.contents(row.rows ?? 0, row.files ?? 0)
        ) : (
          <span className="text-danger">{row.error}</span>
        ),
    },
    { key: "name", header: t.name, width: 240, cell: (row) => <code className="text-xs">{row.name}</code> },
  ];
  const busy = Boolean(running) || starting;

  return (
    <section
      data-slot="backup-panel"
      aria-label={t.title}
      className={cn("flex flex-col gap-4 text-sm", className)}
      {...props}
    >
      <div data-slot="backup-panel-toolbar" className="flex flex-wrap items-center gap-3">
        <Button onClick={onStart} disabled={busy}>
          <DatabaseBackupIcon aria-hidden className="size-4" />
          {running ? t.running : t.start}
        </Button>
        <p data-slot="backup-panel-schedule" className="text-muted-foreground">
          {schedule?.dailyAt
            ? t.schedule(schedule.dailyAt, schedule.keep, schedule.nextTime ? formatTime(schedule.nextTime) : "")
            : t.noSchedule}
        </p>
      </div>
      {running ? (
        <div data-slot="backup-panel-progress" className="flex max-w-xl flex-col gap-1">
          <label className="flex justify-between text-muted-foreground">
            <span>{t.phases[running.phase]}</span>
            <span>{percentOf(running)}%</span>
            <progress aria-label={t.progress} className="sr-only" value={percentOf(running)} max={100} />
          </label>
          <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percentOf(running)}%` }} />
          </div>
        </div>
      ) : null}
      <Table<BackupEntry>
        caption={t.title}
        rows={backups}
        rowKey={(row) => row.name}
        loading={loading}
        empty={t.empty}
        columns={columns}
      />
    </section>
  );
}

export { BackupPanel, formatSize };
export type { BackupEntry, BackupPanelProps, BackupProgress, BackupSchedule };
