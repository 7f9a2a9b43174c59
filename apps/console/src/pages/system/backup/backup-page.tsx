// /system/backup (系统备份): the administrator's backups — the schedule, the last backups with size,
// time and result, and 立即备份 with its progress (the list is polled while one runs).
import { useBackupList, useStartBackup } from "@smartclass/api/react";
import { BackupPanel } from "@smartclass/ui";

import { notifySuccess } from "../../../services/notify";
import { PageFrame } from "../../page-frame";
import { backupMessages as text } from "./backup-messages";

/** The administrator's backups page. */
function BackupPage() {
  const list = useBackupList();
  const start = useStartBackup();
  const data = list.data;
  return (
    <PageFrame title={text.title}>
      <p className="max-w-3xl text-sm text-muted-foreground">{text.hint}</p>
      <BackupPanel
        backups={data?.list ?? []}
        running={data?.running ?? null}
        schedule={data ? { dailyAt: data.dailyAt, keep: data.keep, nextTime: data.nextTime } : undefined}
        loading={list.isPending}
        starting={start.isPending}
        onStart={async () => {
          await start.mutateAsync();
          notifySuccess(text.started);
        }}
      />
    </PageFrame>
  );
}

export default BackupPage;
