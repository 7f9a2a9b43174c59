// /student/file/url?path=…&name=…: a file of the server's storage: an image shown, a PDF in the
// browser's viewer (a same-origin frame), anything else a download link.
import { Button } from "@smartclass/ui";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";

import { messages } from "../../messages";
import { PageFrame } from "../page-frame";
import { fileDisplayName, fileKind, storageFileUrl } from "./file-view";

const m = messages.file;

function FileBody({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  const kind = fileKind(name.includes(".") ? name : url);
  // A long file name wraps inside the button rather than pushing it past a phone's screen.
  const download = (
    <Button
      asChild
      variant={kind === "other" ? "primary" : "outline"}
      className="h-auto! min-h-control max-w-full self-start py-2 text-left break-all whitespace-normal"
    >
      <a href={url} download={name}>
        {m.download(name)}
      </a>
    </Button>
  );
  if (failed) return <p role="alert">{m.failed}</p>;
  const heading = <p className="text-sm font-medium text-foreground">{name}</p>;
  if (kind === "image") {
    return (
      <div className="flex flex-col gap-3">
        {heading}
        <img
          src={url}
          alt={name}
          className="max-h-[70vh] max-w-full self-start rounded-md border object-contain"
          onError={() => setFailed(true)}
        />
        {download}
      </div>
    );
  }
  if (kind === "pdf") {
    return (
      <div className="flex flex-col gap-3">
        {heading}
        <iframe src={url} title={m.pdfTitle(name)} className="h-[calc(100vh-220px)] w-full rounded-md border" />
        {download}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {heading}
      <p className="text-sm text-muted-foreground">{m.noPreview}</p>
      {download}
    </div>
  );
}

/** /student/file/url. */
function StudentFilePage() {
  const [params] = useSearchParams();
  const path = params.get("path");
  const url = storageFileUrl(path);
  return (
    <PageFrame title={m.title}>
      {url && path ? (
        <FileBody key={url} url={url} name={fileDisplayName(params.get("name"), path)} />
      ) : (
        <p role="alert" className="rounded-md border border-dashed p-6 text-sm">
          {m.missing}
        </p>
      )}
    </PageFrame>
  );
}

export default StudentFilePage;
