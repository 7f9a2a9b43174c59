// /system/retention (数据保留): wires the retention periods and the daily job's status to the server —
// 保存 the periods and 立即执行 with system:retention:update (the status is polled while a run is under way).
import { useRetention, useRunRetention, useUpdateRetention } from "@smartclass/api/react";
import { privacyMessages, RetentionPanel, useAuthorized } from "@smartclass/ui";

import { notifySuccess } from "../../../services/notify";
import { PageFrame } from "../../page-frame";

type Kind = "aiConversations" | "uploadedFiles" | "answers" | "classRecords" | "auditEntries";

/** The administrator's data retention page. */
function RetentionPage() {
  const retention = useRetention();
  const update = useUpdateRetention();
  const run = useRunRetention();
  const canUpdate = useAuthorized({ hasPermi: ["system:retention:update"] });
  return (
    <PageFrame title={privacyMessages.retentionTitle}>
      <RetentionPanel
        overview={retention.data}
        loading={retention.isPending}
        error={retention.isError ? retention.error.message : undefined}
        onRetry={() => void retention.refetch()}
        {...(canUpdate
          ? {
              onSave: async (periods: { kind: string; days: number }[]) => {
                // The panel shows the kinds the server answered, so each kind is one the contract knows.
                await update.mutateAsync({ periods: periods.map((p) => ({ kind: p.kind as Kind, days: p.days })) });
                notifySuccess(privacyMessages.saved);
              },
              onRun: () => run.mutateAsync(),
            }
          : {})}
      />
    </PageFrame>
  );
}

export default RetentionPage;
