// The versions of a consent text (人脸信息采集说明 or 隐私政策) for administrators: each version with its
// four parts, the one in force marked; 发布新版本 starts from the text in force, and publishing makes
// every consent to an older version ask again.
import * as React from "react";
import { z } from "zod";

import { Badge } from "../../components/badge";
import { Button } from "../../components/button";
import { FormDialog, FormDialogField } from "../../components/form-dialog";
import { Textarea } from "../../components/input";
import { formatLongTime } from "../../lib/time";
import type { ConsentTextView } from "./privacy-notice-dialog";
import { privacyConsentMessages as m } from "./privacy-consent-messages";

type ConsentTextVersion = ConsentTextView & { publishTime?: number };
type ConsentTextSections = Omit<ConsentTextView, "version">;

type ConsentTextVersionsProps = {
  kind: "face" | "privacy";
  /** Every version, newest (the one in force) first. */
  versions: readonly ConsentTextVersion[];
  /** Publishes the next version; a rejection keeps the dialog open with its message. */
  onPublish: (sections: ConsentTextSections) => Promise<void>;
};

function sectionsSchema() {
  const part = (field: string) => z.string().trim().min(1, m.required(field)).max(2000, m.tooLong(field, 2000));
  return z.object({
    collected: part(m.textCollected),
    purpose: part(m.textPurpose),
    retention: part(m.textRetention),
    alternative: part(m.textAlternative),
  });
}

const PARTS = ["collected", "purpose", "retention", "alternative"] as const;
const partLabel = (part: (typeof PARTS)[number]) =>
  ({ collected: m.textCollected, purpose: m.textPurpose, retention: m.textRetention, alternative: m.textAlternative })[
    part
  ];

function ConsentTextVersions({ kind, versions, onPublish }: ConsentTextVersionsProps) {
  const headingId = React.useId();
  const [publishing, setPublishing] = React.useState(false);
  const schema = React.useMemo(() => sectionsSchema(), []);
  const current = versions[0];
  const kindName = kind === "face" ? m.textKindFace : m.textKindPrivacy;
  const defaults = React.useMemo<ConsentTextSections>(
    () => ({
      collected: current?.collected ?? "",
      purpose: current?.purpose ?? "",
      retention: current?.retention ?? "",
      alternative: current?.alternative ?? "",
    }),
    [current],
  );
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-slot="consent-text-versions">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {m.textsTitle(kindName)}
        </h2>
        <Button size="small" onClick={() => setPublishing(true)}>
          {m.textPublish}
        </Button>
      </div>
      <ol className="grid gap-2">
        {versions.map((v, i) => (
          <li
            key={v.version}
            className="rounded-md border border-border p-3 text-sm"
            aria-label={m.textVersion(v.version)}
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{m.textVersion(v.version)}</span>
              {i === 0 ? <Badge variant="success">{m.textInForce}</Badge> : null}
              <span className="text-muted-foreground">
                {v.publishTime ? m.textPublishedAt(formatLongTime(v.publishTime)) : m.textBuiltIn}
              </span>
            </div>
            <dl className="mt-2 grid gap-1">
              {PARTS.map((part) => (
                <div key={part} className="grid gap-0.5 sm:grid-cols-[10rem_1fr]">
                  <dt className="text-muted-foreground">{partLabel(part)}</dt>
                  <dd className="whitespace-pre-line">{v[part]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      <FormDialog<ConsentTextSections, ConsentTextSections>
        open={publishing}
        onOpenChange={setPublishing}
        title={m.textPublishTitle(kindName)}
        description={m.textPublishHint}
        schema={schema}
        defaultValues={defaults}
        onSubmit={onPublish}
        submitLabel={m.textPublish}
        width="task"
      >
        {(form) => (
          <div className="grid gap-4">
            {PARTS.map((part) => (
              <FormDialogField key={part} form={form} name={part} label={partLabel(part)} required>
                <Textarea rows={3} {...form.register(part)} />
              </FormDialogField>
            ))}
          </div>
        )}
      </FormDialog>
    </section>
  );
}

export { ConsentTextVersions };
export type { ConsentTextSections, ConsentTextVersion, ConsentTextVersionsProps };
