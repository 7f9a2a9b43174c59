/** MIME types of the download helpers. */
const mimeTypes = {
  excel: "application/vnd.ms-excel",
  word: "application/msword",
  zip: "application/zip",
  html: "text/html",
  markdown: "text/markdown",
} as const;

type DownloadKind = keyof typeof mimeTypes;

/** Wraps server data in a Blob of the given kind (Excel, Word, zip, html or markdown). */
function toBlob(data: BlobPart | Blob, kind: DownloadKind): Blob {
  return new Blob([data], { type: mimeTypes[kind] });
}

/** Makes sure the file name ends with the usual extension of its kind. */
function fileNameFor(name: string, kind: DownloadKind): string {
  const ext = { excel: ".xls", word: ".doc", zip: ".zip", html: ".html", markdown: ".md" }[kind];
  return name.toLowerCase().endsWith(ext) || (kind === "excel" && /\.xlsx$/i.test(name)) ? name : `${name}${ext}`;
}

/** Saves a Blob under a file name through a temporary object URL and link (browser only). */
function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  doc.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

function downloader(kind: DownloadKind) {
  return (data: BlobPart | Blob, fileName: string, doc?: Document) =>
    saveBlob(toBlob(data, kind), fileNameFor(fileName, kind), doc);
}

/** Download helpers for the five kinds of file the console offers. */
const download = {
  excel: downloader("excel"),
  word: downloader("word"),
  zip: downloader("zip"),
  html: downloader("html"),
  markdown: downloader("markdown"),
};

export { download, fileNameFor, mimeTypes, saveBlob, toBlob };
export type { DownloadKind };
