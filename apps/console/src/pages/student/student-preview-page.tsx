// /student/preview?url=…: an embedded page through the iframe view, only from the allow-list (the
// console's own origin and the server's Environment.previewOrigins); anything else is refused, no frame.
import { useEnvironment } from "@smartclass/api/react";
import { IframeView } from "@smartclass/ui";
import { useSearchParams } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";
import { checkPreviewUrl } from "./preview-url";

const m = messages.embed;

/** /student/preview. */
function StudentPreviewPage() {
  const raw = useSearchParams()[0].get("url");
  const environment = useEnvironment();
  let body: React.ReactNode;
  // The allow-list comes from the server; until it answers only a same-origin address could pass.
  if (environment.isPending && raw) {
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        {messages.loading}
      </p>
    );
  } else {
    const check = checkPreviewUrl(raw, window.location.origin, environment.data?.previewOrigins ?? []);
    if (!check.ok) {
      body = (
        <p role="alert" className="rounded-md border border-dashed p-6 text-sm">
          {check.reason === "missing" ? m.missing : m.refused}
        </p>
      );
    } else {
      const sameOrigin = new URL(check.url).origin === window.location.origin;
      body = (
        <IframeView
          src={check.url}
          title={m.frameTitle(check.url)}
          height="calc(100vh - 180px)"
          referrerPolicy="no-referrer"
          // A page of another origin keeps its own origin but cannot navigate the console.
          {...(sameOrigin ? {} : { sandbox: "allow-scripts allow-same-origin allow-forms allow-popups" })}
        />
      );
    }
  }
  return <PageFrame title={m.title}>{body}</PageFrame>;
}

export default StudentPreviewPage;
