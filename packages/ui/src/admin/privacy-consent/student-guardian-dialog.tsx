// 监护人 on a row of the user list: the student's minor status, guardians and paper consent in a dialog.
import type * as React from "react";

import { DialogContent, DialogHeader, DialogRoot, DialogTitle } from "../../components/dialog";
import type { StudentPrivacyView } from "./guardian-schema";
import { privacyConsentMessages as m } from "./privacy-consent-messages";
import { StudentGuardianPanel, type StudentGuardianPanelProps } from "./student-guardian-panel";

/** Props of `StudentGuardianDialog`. */
type StudentGuardianDialogProps = Omit<StudentGuardianPanelProps, "privacy" | keyof React.ComponentProps<"section">> & {
  /** The student's name, in the title. */
  name: string;
  /** The student's privacy record; absent while it loads. */
  privacy?: StudentPrivacyView;
  /** Why the record could not be loaded. */
  error?: string;
  /** Called when the dialog is closed. */
  onClose: () => void;
};

/** The guardians panel of one student in a dialog (open while mounted), with its loading and failure line. */
function StudentGuardianDialog({ name, privacy, error, onClose, ...panel }: StudentGuardianDialogProps) {
  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogContent data-slot="student-guardian-dialog" width="task" dismissOnBackdrop={false}>
        <DialogHeader>
          <DialogTitle>{m.dialogTitle(name)}</DialogTitle>
        </DialogHeader>
        {privacy ? (
          <StudentGuardianPanel aria-label={m.panelTitle} privacy={privacy} {...panel} />
        ) : (
          <p role="status" className="text-sm text-muted-foreground">
            {error ?? m.loading}
          </p>
        )}
      </DialogContent>
    </DialogRoot>
  );
}

export { StudentGuardianDialog };
export type { StudentGuardianDialogProps };
