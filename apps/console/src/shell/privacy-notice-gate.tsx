// The privacy notice over every signed-in page until the person accepts the version in force (and again
// after the administrator publishes a new version); the server records each acceptance.
import { usePrivacyNotice } from "@smartclass/api/react";
import { lazy, type ReactNode, Suspense } from "react";

// The dialog and its texts load only for a person who still has to accept: most sign-ins never need them.
const PrivacyNotice = lazy(() => import("./privacy-notice").then((m) => ({ default: m.PrivacyNotice })));

type PrivacyNoticeGateProps = {
  /** 不同意，退出登录: ends the session (the notice's only other way out). */
  onSignOut: () => void;
  /** The page: held back while the notice is due, so nothing of its own (a check-in dialog) opens over it. */
  children: ReactNode;
};

function PrivacyNoticeGate({ onSignOut, children }: PrivacyNoticeGateProps) {
  const notice = usePrivacyNotice();
  // While the answer loads (or if it fails) the page shows as usual; the server still records nothing.
  if (!notice.data || notice.data.accepted) return children;
  return (
    <Suspense fallback={null}>
      <PrivacyNotice text={notice.data.text} onSignOut={onSignOut} />
    </Suspense>
  );
}

export { PrivacyNoticeGate };
