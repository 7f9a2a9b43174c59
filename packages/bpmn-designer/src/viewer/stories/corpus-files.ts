import { decodeXml } from "../../core/read-bpmn-file";

/**
 * The public BPMN corpus (test-fixtures/corpus, cited file by file in its README), loaded the way the
 * stories need it: as text through Vite's `?raw`, except a file whose XML declaration names another
 * encoding than UTF-8, which is read as bytes and decoded by that declaration — `?raw` would read
 * its ISO-8859-1 bytes as UTF-8 and garble them.
 */
const folder = "../../../test-fixtures/corpus/";

const rawFiles = import.meta.glob<string>("../../../test-fixtures/corpus/*.{bpmn,xml}", {
  query: "?raw",
  import: "default",
  eager: true,
});
// Bytes as a base64 data URL built into the bundle: no request goes out (MSW would see it), nothing is re-encoded.
const fileBytes = import.meta.glob<string>("../../../test-fixtures/corpus/*.{bpmn,xml}", {
  query: "?url&inline",
  import: "default",
});

/** The corpus's file names, sorted. */
const corpusFileNames: string[] = Object.keys(rawFiles)
  .map((path) => path.slice(folder.length))
  .sort();

/** The encoding the file's XML declaration names (UTF-8 when it names none). */
function declaredEncoding(text: string): string {
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([^"']+)["']/.exec(text)?.[1] ?? "UTF-8";
}

/** The text of a corpus file, decoded in the encoding it declares. */
async function loadCorpusFile(name: string): Promise<string> {
  const raw = rawFiles[folder + name];
  if (raw === undefined) throw new Error(`no corpus file ${name}`);
  if (/^utf-?8$/i.test(declaredEncoding(raw))) return raw;
  const dataUrl = await fileBytes[folder + name]?.();
  const base64 = dataUrl?.slice(dataUrl.indexOf(",") + 1);
  if (!base64) throw new Error(`no bytes for corpus file ${name}`);
  return decodeXml(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
}

/** The bytes of a corpus file as they are on disk (for opening it as a file, which decodes it itself). */
async function loadCorpusBytes(name: string): Promise<Uint8Array<ArrayBuffer>> {
  const raw = rawFiles[folder + name];
  if (raw === undefined) throw new Error(`no corpus file ${name}`);
  if (/^utf-?8$/i.test(declaredEncoding(raw))) return new TextEncoder().encode(raw);
  const dataUrl = await fileBytes[folder + name]?.();
  const base64 = dataUrl?.slice(dataUrl.indexOf(",") + 1);
  if (!base64) throw new Error(`no bytes for corpus file ${name}`);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export { corpusFileNames, loadCorpusBytes, loadCorpusFile };
