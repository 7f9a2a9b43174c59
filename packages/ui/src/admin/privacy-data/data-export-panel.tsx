// 导出我的数据: the person's data export in 个人中心 (or an administrator's export of one user). The
// server prepares the ZIP in the background; this panel shows where it is (step and percent), then the
// download link with its expiry, or why it failed, and starts another when asked.
import { DownloadIcon, FileArchiveIcon } from "lucide-react";
import type * as React from "react";

import { Button } from "../../components/button";
import { DialogContent, DialogHeader, DialogRoot, DialogTitle } from "../../components/dialog";
import { formatSize } from "../../components/backup-panel";
import { cn } from "../../lib/cn";
import { formatLongTime } from "../../lib/time";
import { privacyDataMessages as messages } from "./privacy-data-messages";

/** The steps a job goes through (the contract's DataExportJob.step). */
type DataExportStep = keyof typeof messages.export.steps;

/** A data export job as the panel shows it (the contract's DataExportJob). */
type DataExportJobView = {
  id: number;
  status: "preparing" | "ready" | "failed" | "expired";
  /** 0–100. */
  progress: number;
  step: DataExportStep;
  size?: number;
  /** The download link while ready. */
  downloadUrl?: string;
  /** When the link stops working (epoch ms). */
  expireTime: number | null;
  error?: string;
};

type DataExportPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  /** The newest job (null when none was ever asked for; undefined while loading). */
  job: DataExportJobView | null | undefined;
  /** Starts a new export. */
  onStart: () => void;
  /** While the start request is on its way. */
  starting?: boolean;
  /** Whose data, for an administrator's export of another user (the personal centre leaves it out). */
  subjectName?: string;
  /** The link's address as the browser opens it (the API base prepended, for example). */
  hrefOf?: (downloadUrl: string) => string;
  formatTime?: (ms: number) => string;
};

/** The person's data export: start, progress, download link with expiry, failure. */
function DataExportPanel({
  job,
  onStart,
  starting = false,
  subjectName,
  hrefOf = (url) => url,
  formatTime = formatLongTime,
  className,
  ...props
}: DataExportPanelProps) {
  const t = messages.export;
  const title = subjectName ? t.titleFor(subjectName) : t.title;
  const preparing = job?.status === "preparing";
  const startLabel = job && job.status !== "preparing" ? t.again : subjectName ? t.startFor : t.start;
  return (
    <section
      data-slot="data-export-panel"
      aria-label={title}
      aria-busy={preparing || undefined}
      className={cn("flex max-w-xl flex-col gap-3 text-sm", className)}
      {...props}
    >
      <p className="text-muted-foreground">{t.description}</p>
      {job?.status === "preparing" ? (
        <div data-slot="data-export-progress" className="flex flex-col gap-1">
          <div className="flex justify-between text-muted-foreground">
            <span>
              {t.preparing} {t.steps[job.step]}
            </span>
            <span>{job.progress}%</span>
          </div>
          <progress aria-label={t.progress} className="sr-only" value={job.progress} max={100} />
          <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary" style={{ width: `${job.progress}%` }} />
          </div>
          <p className="text-muted-foreground">{t.noticeHint}</p>
        </div>
      ) : null}
      {job?.status === "ready" && job.downloadUrl ? (
        <div data-slot="data-export-ready" role="status" className="flex flex-col gap-2 rounded-md border p-3">
          <p className="flex items-center gap-2 font-medium">
            <FileArchiveIcon aria-hidden className="size-4" />
            {t.ready}
          </p>
          <p className="text-muted-foreground">
            {job.size !== undefined ? `${t.size(formatSize(job.size))} · ` : ""}
            {job.expireTime ? t.expires(formatTime(job.expireTime)) : ""}
          </p>
          <Button asChild variant="primary" className="self-start">
            <a href={hrefOf(job.downloadUrl)} download>
              <DownloadIcon aria-hidden />
              {t.download}
            </a>
          </Button>
        </div>
      ) : null}
      {job?.status === "failed" ? (
        <p data-slot="data-export-failed" role="alert" className="text-danger">
          {t.failed}
          {job.error ? ` — ${job.error}` : ""}
        </p>
      ) : null}
      {job?.status === "expired" ? <p className="text-muted-foreground">{t.expired}</p> : null}
      <Button
        className="self-start"
        variant={job?.status === "ready" ? "secondary" : "primary"}
        onClick={onStart}
        disabled={preparing || starting || job === undefined}
      >
        {preparing || starting ? t.preparing : startLabel}
      </Button>
    </section>
  );
}

type DataExportDialogProps = Omit<DataExportPanelProps, "subjectName"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose data (an administrator exporting one user from the user list). */
  subjectName: string;
};

/** An administrator's export of one user's data, in a dialog opened from the user list. */
function DataExportDialog({ open, onOpenChange, subjectName, ...panel }: DataExportDialogProps) {
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent width="default" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{messages.export.titleFor(subjectName)}</DialogTitle>
        </DialogHeader>
        <DataExportPanel subjectName={subjectName} {...panel} />
      </DialogContent>
    </DialogRoot>
  );
}

export { DataExportDialog, DataExportPanel };
export type { DataExportDialogProps, DataExportJobView, DataExportPanelProps, DataExportStep };
