// The consent texts' versions on the 人脸数据 page (人脸信息采集说明 and 隐私政策), for administrators:
// ui's ConsentTextVersions wired to the Privacy calls; publishing asks every older consent again.
import { useConsentTexts, usePublishConsentText } from "@smartclass/api/react";
import { ConsentTextVersions, useAuthorized } from "@smartclass/ui";

function ConsentTextsOf({ kind }: { kind: "face" | "privacy" }) {
  const texts = useConsentTexts(kind);
  const publish = usePublishConsentText();
  if (!texts.data) return null;
  return (
    <ConsentTextVersions
      kind={kind}
      versions={texts.data}
      onPublish={async (sections) => void (await publish.mutateAsync({ kind, ...sections }))}
    />
  );
}

function ConsentTextsSection() {
  const can = useAuthorized({ hasPermi: ["teach:privacy:manage"] });
  if (!can) return null;
  return (
    <div className="grid max-w-3xl gap-6 border-t pt-6">
      <ConsentTextsOf kind="face" />
      <ConsentTextsOf kind="privacy" />
    </div>
  );
}

export { ConsentTextsSection };
