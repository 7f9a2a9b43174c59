// The entries of a ZIP archive as text or bytes, for the tests and end-to-end scenarios that open a
// person's data export (fflate, the server's own ZIP library, resolved from here).
import { strFromU8, unzipSync } from "fflate";

/** Every entry of the archive by its name. */
export function zipEntries(bytes: Uint8Array): Record<string, Uint8Array> {
  return unzipSync(bytes);
}

/** An entry's text (UTF-8). */
export const entryText = (entries: Record<string, Uint8Array>, name: string): string => {
  const entry = entries[name];
  if (!entry) throw new Error(`no ${name} in the archive (${Object.keys(entries).join(", ")})`);
  return strFromU8(entry);
};
