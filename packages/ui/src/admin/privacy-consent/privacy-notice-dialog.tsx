// 隐私政策 after sign-in: the notice in force (what is collected, what for, how long, the person's rights)
// in a dialog that only 同意并继续 closes, shown until the person accepts this version; a person who does
// not agree can only sign out (when the page offers it).
import * as React from "react";

import { Button } from "../../components/button";
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from "../../components/dialog";
import { privacyConsentMessages as m } from "./privacy-consent-messages";

/** One version of a consent text (the contract's ConsentText). */
type ConsentTextView = {
  version: number;
  collected: string;
  purpose: string;
  retention: string;
  alternative: string;
};

type PrivacyNoticeDialogProps = {
  open: boolean;
  text: ConsentTextView;
  /** Records the acceptance; a rejection keeps the dialog open with its reason. */
  onAccept: (version: number) => Promise<void>;
  /** 不同意，退出登录: the only other way out of the notice (left out when the page has no session to end). */
  onSignOut?: () => void;
};

function PrivacyNoticeDialog({ open, text, onAccept, onSignOut }: PrivacyNoticeDialogProps) {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string>();
  const accept = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onAccept(text.version);
    } catch (failure) {
      setError(m.noticeFailed(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setBusy(false);
    }
  };
  const sections = [
    [m.noticeCollected, text.collected],
    [m.noticePurpose, text.purpose],
    [m.noticeRetention, text.retention],
    [m.noticeRights, text.alternative],
  ] as const;
  return (
    // Only 同意并继续 closes it: Escape and the backdrop do nothing, and there is no ×.
    <DialogRoot open={open}>
      <DialogContent
        width="task"
        showClose={false}
        dismissOnBackdrop={false}
        onEscapeKeyDown={(event) => event.preventDefault()}
        data-slot="privacy-notice"
      >
        <DialogHeader>
          <DialogTitle>{m.noticeTitle}</DialogTitle>
          <DialogDescription>{m.noticeIntro(text.version)}</DialogDescription>
        </DialogHeader>
        <dl className="grid max-h-[60vh] gap-2 overflow-y-auto text-sm">
          {sections.map(([title, body]) => (
            <div key={title} className="rounded-md border border-border px-3 py-2">
              <dt className="font-medium text-foreground">{title}</dt>
              <dd className="mt-1 whitespace-pre-line text-muted-foreground">{body}</dd>
            </div>
          ))}
        </dl>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          {onSignOut ? (
            <Button variant="secondary" disabled={busy} onClick={onSignOut}>
              {m.noticeSignOut}
            </Button>
          ) : null}
          <Button variant="primary" disabled={busy} onClick={() => void accept()}>
            {m.noticeAgree}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

export { PrivacyNoticeDialog };
export type { ConsentTextView, PrivacyNoticeDialogProps };
