// 导出数据 and 删除数据 on a row of the user list: an administrator's export of one user's data (the
// dialog follows its progress to the download link) and erasing a person after the confirmation that
// counts what will go and asks for the user name typed out. Each is offered only with its permission.
import { useCreateDataExport, useEraseUser, useErasurePreview, useLatestDataExport } from "@smartclass/api/react";
import {
  Button,
  DataExportDialog,
  EraseUserDialog,
  privacyDataMessages as messages,
  useAuthorized,
  type UserRow,
} from "@smartclass/ui";
import { type ReactNode, useState } from "react";

import { notifySuccess } from "../../../services/notify";

/** One user's data export in its dialog (mounted while open, so the job is polled only then). */
function ExportForUser({ row, onClose }: { row: UserRow; onClose: () => void }) {
  const latest = useLatestDataExport(row.id);
  const create = useCreateDataExport();
  return (
    <DataExportDialog
      open
      onOpenChange={(open) => !open && onClose()}
      subjectName={row.nickname || row.username}
      job={latest.isPending ? undefined : (latest.data ?? null)}
      starting={create.isPending}
      onStart={() => create.mutate(row.id)}
    />
  );
}

/** The erase confirmation for one user, with the server's counts. */
function EraseForUser({ row, onClose }: { row: UserRow; onClose: () => void }) {
  const preview = useErasurePreview(row.id);
  const erase = useEraseUser();
  return (
    <EraseUserDialog
      open
      onOpenChange={(open) => !open && onClose()}
      name={row.nickname || row.username}
      preview={preview.data}
      previewError={preview.isError ? preview.error.message : undefined}
      onRetry={() => void preview.refetch()}
      onErase={async (confirmUsername) => {
        await erase.mutateAsync({ id: row.id, confirmUsername });
        notifySuccess(messages.erase.erased);
      }}
    />
  );
}

/** The row buttons and the dialogs they open; undefined buttons without either permission. */
function useUserPrivacyActions(): { moreRowActions?: (row: UserRow) => ReactNode; dialogs: ReactNode } {
  const canExport = useAuthorized({ hasPermi: ["system:user:data-export"] });
  const canErase = useAuthorized({ hasPermi: ["system:user:erase"] });
  const [exportRow, setExportRow] = useState<UserRow>();
  const [eraseRow, setEraseRow] = useState<UserRow>();
  const m = messages.rowActions;
  const moreRowActions =
    canExport || canErase
      ? (row: UserRow) => (
          <>
            {canExport ? (
              <Button
                size="mini"
                variant="link"
                aria-label={m.exportOf(row.username)}
                onClick={() => setExportRow(row)}
              >
                {m.export}
              </Button>
            ) : null}
            {canErase ? (
              <Button
                size="mini"
                variant="link"
                className="text-danger"
                aria-label={m.eraseOf(row.username)}
                onClick={() => setEraseRow(row)}
              >
                {m.erase}
              </Button>
            ) : null}
          </>
        )
      : undefined;
  const dialogs = (
    <>
      {exportRow ? <ExportForUser row={exportRow} onClose={() => setExportRow(undefined)} /> : null}
      {eraseRow ? <EraseForUser row={eraseRow} onClose={() => setEraseRow(undefined)} /> : null}
    </>
  );
  return { moreRowActions, dialogs };
}

export { useUserPrivacyActions };
