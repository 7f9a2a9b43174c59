/** Reads the file name from a Content-Disposition header (RFC 6266 `filename*` first), else the fallback. */
function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ""));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const raw = plain?.[2] ?? plain?.[1];
  if (!raw) return fallback;
  try {
    return decodeURIComponent(raw.trim());
  } catch {
    return raw.trim();
  }
}

/** The last path segment of a URL path, used when the server sends no file name. */
function fallbackFileName(path: string): string {
  const segment = path.split("?")[0]?.split("/").filter(Boolean).pop();
  return segment ? `${segment}.xls` : "download";
}

export { fallbackFileName, fileNameFromDisposition };
