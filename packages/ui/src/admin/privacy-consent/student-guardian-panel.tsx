// The administrator's 未成年人与监护人 panel on a student's row: the 未满14岁 flag and date of birth, the
// 监护人 list (add, remove), and the guardian's consent to face enrolment (in force, outdated after a new
// text version, or none) with 录入纸质同意书 and 撤回同意, which deletes the student's face data at once.
import * as React from "react";

import { Button } from "../../components/button";
import { Checkbox } from "../../components/checkbox";
import { useConfirm } from "../../components/confirm";
import { DateField } from "../../components/date-field";
import { Label } from "../../components/label";
import { cn } from "../../lib/cn";
import { formatLongTime } from "../../lib/time";
import { GuardianFormDialog } from "./guardian-form-dialog";
import {
  type FaceConsentView,
  type GuardianFormOutput,
  type PaperConsentOutput,
  relationLabel,
  type StudentPrivacyView,
} from "./guardian-schema";
import { PaperConsentDialog } from "./paper-consent-dialog";
import { privacyConsentMessages as m } from "./privacy-consent-messages";

type StudentGuardianPanelProps = Omit<React.ComponentProps<"section">, "children"> & {
  privacy: StudentPrivacyView;
  onSaveMinor: (values: { birthDate: string; under14: boolean }) => Promise<void>;
  onAddGuardian: (values: GuardianFormOutput) => Promise<void>;
  onRemoveGuardian: (id: number) => Promise<void>;
  onRecordPaper: (values: PaperConsentOutput) => Promise<void>;
  onWithdraw: () => Promise<void>;
  /** The address of an uploaded file (the paper form's scan), for 查看扫描件. */
  fileHref?: (path: string) => string;
};

function MinorFields({ privacy, onSaveMinor }: Pick<StudentGuardianPanelProps, "privacy" | "onSaveMinor">) {
  const id = React.useId();
  const [under14, setUnder14] = React.useState(privacy.under14);
  const [birthDate, setBirthDate] = React.useState(privacy.birthDate ?? "");
  const [saving, setSaving] = React.useState(false);
  const [saved, setSaved] = React.useState(false);
  const save = async () => {
    setSaving(true);
    setSaved(false);
    try {
      await onSaveMinor({ birthDate, under14 });
      setSaved(true);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="flex flex-wrap items-end gap-4" data-slot="minor-fields">
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-under14`} checked={under14} onCheckedChange={(c) => setUnder14(c === true)} />
        <Label htmlFor={`${id}-under14`}>{m.minor}</Label>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-birth`}>{m.birthDate}</Label>
        <DateField id={`${id}-birth`} value={birthDate} onValueChange={setBirthDate} />
      </div>
      <Button size="small" onClick={() => void save()} disabled={saving}>
        {m.saveMinor}
      </Button>
      {saved ? (
        <span role="status" className="text-sm text-success">
          {m.minorSaved}
        </span>
      ) : null}
    </div>
  );
}

function ConsentStatus({
  privacy,
  consent,
  fileHref,
}: {
  privacy: StudentPrivacyView;
  consent?: FaceConsentView;
  fileHref?: (path: string) => string;
}) {
  if (!consent) return <p className="text-sm text-muted-foreground">{m.consentNone}</p>;
  return (
    <div className="grid gap-1 text-sm" data-slot="consent-status">
      <p className={privacy.outdated ? "text-warning" : "text-success"}>
        {privacy.outdated
          ? m.consentOutdated(consent.textVersion, privacy.textVersion)
          : m.consentCurrent(consent.textVersion)}
      </p>
      <p>{m.consentBy(consent.guardianName, relationLabel(consent.relation), consent.contact)}</p>
      <p className="text-muted-foreground">
        {m.consentAt(formatLongTime(consent.givenTime))} · {consent.method === 2 ? m.methodPaper : m.methodAccount}
        {consent.attachmentPath && fileHref ? (
          <>
            {" · "}
            <a
              className="text-primary-strong underline"
              href={fileHref(consent.attachmentPath)}
              target="_blank"
              rel="noreferrer"
            >
              {m.viewScan}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}

function StudentGuardianPanel({
  privacy,
  onSaveMinor,
  onAddGuardian,
  onRemoveGuardian,
  onRecordPaper,
  onWithdraw,
  fileHref,
  className,
  ...props
}: StudentGuardianPanelProps) {
  const { confirm } = useConfirm();
  const [adding, setAdding] = React.useState(false);
  const [recording, setRecording] = React.useState(false);
  const headingId = React.useId();
  const remove = async (id: number, name: string) => {
    if (await confirm(m.confirmRemove(name), { danger: true })) await onRemoveGuardian(id);
  };
  const withdraw = async () => {
    if (await confirm(m.confirmWithdraw, { title: m.confirmWithdrawTitle, danger: true })) await onWithdraw();
  };
  return (
    <section
      aria-labelledby={headingId}
      data-slot="student-guardian-panel"
      className={cn("grid gap-4", className)}
      {...props}
    >
      <h2 id={headingId} className="text-base font-semibold">
        {m.panelTitle}
      </h2>
      <MinorFields privacy={privacy} onSaveMinor={onSaveMinor} />
      <p className={privacy.minor ? "text-sm text-warning" : "text-sm text-muted-foreground"} data-slot="minor-state">
        {privacy.minor ? m.isMinor : m.notMinor}
      </p>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">{m.guardians}</h3>
          <Button size="small" variant="secondary" onClick={() => setAdding(true)}>
            {m.addGuardian}
          </Button>
        </div>
        {privacy.guardians.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noGuardians}</p>
        ) : (
          <table className="w-full text-sm" aria-label={m.guardians}>
            <thead>
              <tr className="text-left text-muted-foreground">
                <th className="py-1 font-medium">{m.name}</th>
                <th className="py-1 font-medium">{m.relation}</th>
                <th className="py-1 font-medium">{m.contact}</th>
                <th className="py-1 font-medium">{m.account}</th>
                <th className="py-1 font-medium">{m.actions}</th>
              </tr>
            </thead>
            <tbody>
              {privacy.guardians.map((g) => (
                <tr key={g.id} className="border-t border-border">
                  <td className="py-1">{g.name}</td>
                  <td className="py-1">{relationLabel(g.relation)}</td>
                  <td className="py-1">{g.contact}</td>
                  <td className="py-1">
                    {g.guardianNickname ?? (g.guardianUserId ? `#${g.guardianUserId}` : m.accountNone)}
                  </td>
                  <td className="py-1">
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={m.removeGuardian(g.name)}
                      onClick={() => void remove(g.id, g.name)}
                    >
                      {m.remove}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">{m.consentTitle}</h3>
        <ConsentStatus privacy={privacy} consent={privacy.consent} fileHref={fileHref} />
        <div className="flex flex-wrap gap-2">
          <Button size="small" onClick={() => setRecording(true)} disabled={privacy.guardians.length === 0}>
            {m.recordPaper}
          </Button>
          {privacy.consent ? (
            <Button size="small" variant="danger" onClick={() => void withdraw()}>
              {m.withdraw}
            </Button>
          ) : null}
        </div>
        {privacy.guardians.length === 0 ? (
          <p className="text-xs text-muted-foreground">{m.paperNeedsGuardian}</p>
        ) : null}
      </div>

      <GuardianFormDialog open={adding} onOpenChange={setAdding} onSubmit={onAddGuardian} />
      <PaperConsentDialog
        open={recording}
        onOpenChange={setRecording}
        guardians={privacy.guardians}
        textVersion={privacy.textVersion}
        onSubmit={onRecordPaper}
      />
    </section>
  );
}

export { StudentGuardianPanel };
export type { StudentGuardianPanelProps };
