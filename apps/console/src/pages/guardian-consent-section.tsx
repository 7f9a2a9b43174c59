// 监护人同意 in the personal centre of an account linked to a student as their guardian: the pending
// consent requests (the face text, 同意) and the given ones (撤回同意). Shown only to such accounts.
import { useGiveGuardianConsent, useGuardianRequests, useWithdrawFaceConsent } from "@smartclass/api/react";
import { GuardianConsentRequests } from "@smartclass/ui";

function GuardianConsentSection() {
  const requests = useGuardianRequests();
  const give = useGiveGuardianConsent();
  const withdraw = useWithdrawFaceConsent();
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <div className="max-w-xl border-t pt-6" id="guardian">
      <GuardianConsentRequests
        requests={requests.data}
        onConsent={async (studentId, textVersion) => void (await give.mutateAsync({ studentId, textVersion }))}
        onWithdraw={async (studentId) => void (await withdraw.mutateAsync(studentId))}
      />
    </div>
  );
}

export { GuardianConsentSection };
