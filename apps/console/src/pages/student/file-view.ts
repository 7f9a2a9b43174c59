// /student/file/url?path=…&name=…: a file of the server's storage, shown by its kind.

/** How the page shows a file: an image, the browser's PDF viewer, or a download link. */
type FileKind = "image" | "pdf" | "other";

const FILE_PREFIX = "/admin-api/infra/file/get/";
const IMAGE_EXTENSIONS = new Set(["png", "jpg", "jpeg", "gif", "webp", "bmp", "svg", "avif"]);

/** The file's kind from the extension of its name (or, without a name, of its storage path). */
function fileKind(nameOrPath: string): FileKind {
  const base = nameOrPath.split(/[?#]/)[0]?.split("/").pop() ?? "";
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : "";
  if (ext === "pdf") return "pdf";
  return IMAGE_EXTENSIONS.has(ext) ? "image" : "other";
}

/**
 * The same-origin address of a storage path (a bare path, or its `/admin-api/infra/file/get/` URL),
 * or `null` for anything that is not a plain relative storage path (other origins, `..`, schemes).
 */
function storageFileUrl(path: string | null): string | null {
  let value = path?.trim() ?? "";
  if (value.startsWith(FILE_PREFIX)) value = value.slice(FILE_PREFIX.length);
  if (!value || value.startsWith("/") || value.includes("\\") || /^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const segments = value.split("/");
  if (segments.some((s) => s === "" || s === "." || s === "..")) return null;
  return FILE_PREFIX + segments.map(encodeURIComponent).join("/");
}

/** The name shown and offered for download: the `name` query value, else the path's last part. */
function fileDisplayName(name: string | null, path: string): string {
  return name?.trim() || path.split("/").pop() || path;
}

export { fileDisplayName, fileKind, storageFileUrl };
