// 监护人 on a row of the user list: ui's StudentGuardianDialog, wired to the Privacy calls
// (the 未满14岁 flag and date of birth, the guardians, the paper consent form and its withdrawal).
import {
  useAddGuardian,
  useRecordPaperConsent,
  useRemoveGuardian,
  useSaveMinorProfile,
  useStudentPrivacy,
  useWithdrawFaceConsent,
} from "@smartclass/api/react";
import {
  Button,
  privacyConsentMessages as m,
  StudentGuardianDialog,
  useAuthorized,
  type UserRow,
} from "@smartclass/ui";
import { type ReactNode, useState } from "react";

import { storageFileUrl } from "../../student/file-view";

/** The guardians dialog of one user, loaded while it is open. */
function UserGuardianDialog({ userId, name, onClose }: { userId: number; name: string; onClose: () => void }) {
  const privacy = useStudentPrivacy(userId);
  const saveMinor = useSaveMinorProfile();
  const addGuardian = useAddGuardian();
  const removeGuardian = useRemoveGuardian();
  const recordPaper = useRecordPaperConsent();
  const withdraw = useWithdrawFaceConsent();
  return (
    <StudentGuardianDialog
      name={name}
      privacy={privacy.data}
      error={privacy.isError ? privacy.error.message : undefined}
      onClose={onClose}
      onSaveMinor={async (values) => void (await saveMinor.mutateAsync({ studentId: userId, ...values }))}
      onAddGuardian={async (values) => void (await addGuardian.mutateAsync({ studentId: userId, ...values }))}
      onRemoveGuardian={async (id) => void (await removeGuardian.mutateAsync(id))}
      onRecordPaper={async (values) =>
        void (await recordPaper.mutateAsync({
          studentId: userId,
          guardianId: values.guardianId,
          scan: values.scan,
        }))
      }
      onWithdraw={async () => void (await withdraw.mutateAsync(userId))}
      fileHref={(path) => storageFileUrl(path) ?? "#"}
    />
  );
}

/** 监护人 on each row (with the privacy permission) and the dialog it opens. */
function useUserGuardianAction(): { rowAction?: (row: UserRow) => ReactNode; dialog: ReactNode } {
  const can = useAuthorized({ hasPermi: ["teach:privacy:manage"] });
  const [row, setRow] = useState<UserRow>();
  const rowAction = can
    ? (user: UserRow) => (
        <Button size="mini" variant="link" aria-label={m.rowActionOf(user.username)} onClick={() => setRow(user)}>
          {m.rowAction}
        </Button>
      )
    : undefined;
  const dialog = row ? (
    <UserGuardianDialog userId={row.id} name={row.nickname || row.username} onClose={() => setRow(undefined)} />
  ) : null;
  return { rowAction, dialog };
}

export { useUserGuardianAction };
