// The privacy notice over every signed-in page until the person accepts the version in force (and again
// after the administrator publishes a new version); the server records each acceptance.
import { usePrivacyNotice } from "@smartclass/api/react";
import { lazy, Suspense } from "react";

// The dialog and its texts load only for a person who still has to accept: most sign-ins never need them.
const PrivacyNotice = lazy(() => import("./privacy-notice").then((m) => ({ default: m.PrivacyNotice })));

type PrivacyNoticeGateProps = {
  /** 不同意，退出登录: ends the session (the notice's only other way out). */
  onSignOut: () => void;
};

function PrivacyNoticeGate({ onSignOut }: PrivacyNoticeGateProps) {
  const notice = usePrivacyNotice();
  if (!notice.data || notice.data.accepted) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyNotice text={notice.data.text} onSignOut={onSignOut} />
    </Suspense>
  );
}

export { PrivacyNoticeGate };
