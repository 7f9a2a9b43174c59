// 监护人同意 in a guardian's personal centre: each student the account is a guardian of, with the face
// text in force (what is collected, why, how long, the alternative); a pending request is agreed once the
// box is ticked, a given consent can be withdrawn (the student's face data goes at once).
import * as React from "react";

import { Button } from "../../components/button";
import { Checkbox } from "../../components/checkbox";
import { useConfirm } from "../../components/confirm";
import { Label } from "../../components/label";
import { formatLongTime } from "../../lib/time";
import { relationLabel } from "./guardian-schema";
import type { ConsentTextView } from "./privacy-notice-dialog";
import { privacyConsentMessages as m } from "./privacy-consent-messages";

/** One student the guardian answers for (the contract's GuardianRequest). */
type GuardianRequestView = {
  studentId: number;
  studentNickname: string;
  relation: number;
  minor: boolean;
  pending: boolean;
  consent?: { textVersion: number; givenTime: number };
  text: ConsentTextView;
};

type GuardianConsentRequestsProps = {
  requests: readonly GuardianRequestView[];
  onConsent: (studentId: number, textVersion: number) => Promise<void>;
  onWithdraw: (studentId: number) => Promise<void>;
};

function RequestCard({
  request,
  onConsent,
  onWithdraw,
}: { request: GuardianRequestView } & Omit<GuardianConsentRequestsProps, "requests">) {
  const id = React.useId();
  const { confirm } = useConfirm();
  const [agreed, setAgreed] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const sections = [
    [m.noticeCollected, request.text.collected],
    [m.noticePurpose, request.text.purpose],
    [m.noticeRetention, request.text.retention],
    [m.noticeRights, request.text.alternative],
  ] as const;
  const headingId = `${id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-2 rounded-md border border-border p-3"
      data-slot="guardian-request"
    >
      <h3 id={headingId} className="text-sm font-semibold">
        {m.requestFor(request.studentNickname, relationLabel(request.relation))}
      </h3>
      {request.pending ? (
        <>
          <p className="text-sm text-warning">{m.requestPending}</p>
          <dl className="grid gap-2 text-sm">
            {sections.map(([title, body]) => (
              <div key={title}>
                <dt className="font-medium">{title}</dt>
                <dd className="text-muted-foreground">{body}</dd>
              </div>
            ))}
          </dl>
          <div className="flex items-center gap-2">
            <Checkbox id={`${id}-agree`} checked={agreed} onCheckedChange={(c) => setAgreed(c === true)} />
            <Label htmlFor={`${id}-agree`}>{m.requestAgreeLabel}</Label>
          </div>
          <div>
            <Button
              size="small"
              variant="primary"
              disabled={!agreed || busy}
              onClick={() => void act(() => onConsent(request.studentId, request.text.version))}
            >
              {m.requestAgree}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {request.consent
            ? m.requestGiven(request.consent.textVersion, formatLongTime(request.consent.givenTime))
            : m.requestNotMinor}
        </p>
      )}
      {request.consent && !request.pending ? (
        <div>
          <Button
            size="small"
            variant="danger"
            disabled={busy}
            onClick={() =>
              void act(async () => {
                if (await confirm(m.requestConfirmWithdraw, { title: m.requestWithdraw, danger: true })) {
                  await onWithdraw(request.studentId);
                }
              })
            }
          >
            {m.requestWithdraw}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function GuardianConsentRequests({ requests, onConsent, onWithdraw }: GuardianConsentRequestsProps) {
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-slot="guardian-consent-requests">
      <h2 id={headingId} className="text-base font-semibold">
        {m.requestsTitle}
      </h2>
      {requests.length === 0 ? <p className="text-sm text-muted-foreground">{m.requestsEmpty}</p> : null}
      {requests.map((request) => (
        <RequestCard key={request.studentId} request={request} onConsent={onConsent} onWithdraw={onWithdraw} />
      ))}
    </section>
  );
}

export { GuardianConsentRequests };
export type { GuardianConsentRequestsProps, GuardianRequestView };
