// The privacy notice's dialog with its acceptance call (loaded by the gate only when the notice is due).
import { useAcceptPrivacyNotice } from "@smartclass/api/react";
import { type ConsentTextView, PrivacyNoticeDialog } from "@smartclass/ui";

type PrivacyNoticeProps = { text: ConsentTextView; onSignOut: () => void };

function PrivacyNotice({ text, onSignOut }: PrivacyNoticeProps) {
  const accept = useAcceptPrivacyNotice();
  return (
    <PrivacyNoticeDialog
      open
      text={text}
      onAccept={async (version) => void (await accept.mutateAsync(version))}
      onSignOut={onSignOut}
    />
  );
}

export { PrivacyNotice };
