import { messages as defaultMessages, type Messages } from "../messages";
import { resolvePrefixedReferences } from "./prefixed-references";

const BPMN_MODEL_NS = "http://www.omg.org/spec/BPMN/20100524/MODEL";

/** Why a file could not be opened as a BPMN diagram; `message` is the text to show a person. */
class BpmnFileError extends Error {
  constructor(
    /** `empty`, `encoding` (unknown label or bytes invalid in it), `not-bpmn`, or `no-diagram` (BPMN without diagram interchange). */
    readonly code: "empty" | "encoding" | "not-bpmn" | "no-diagram",
    message: string,
  ) {
    super(message);
    this.name = "BpmnFileError";
  }
}

/** The encoding a byte-order mark announces, or undefined. */
function encodingFromBom(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return undefined;
}

/** The `encoding` label of the XML declaration (read as ASCII, which every declared encoding starts as). */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 256));
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
}

/** The XML declaration's `encoding="…"` (before anything else in the text). */
const declarationEncoding = /^(\uFEFF?\s*<\?xml[^>]*?\sencoding\s*=\s*)(["'])[^"']*\2/;

/**
 * Decodes XML bytes with the encoding its byte-order mark or XML declaration names (UTF-8 when
 * neither does). The text is Unicode then, so a declaration naming another encoding is rewritten to
 * say UTF-8 (bpmn-moddle would warn about it otherwise). Throws a `BpmnFileError` for an unknown
 * label or bytes invalid in that encoding.
 */
function decodeXml(bytes: Uint8Array, m: Messages = defaultMessages): string {
  const label = encodingFromBom(bytes) ?? declaredEncoding(bytes) ?? "utf-8";
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label, { fatal: true });
  } catch {
    throw new BpmnFileError("encoding", m.file.unknownEncoding(label));
  }
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw new BpmnFileError("encoding", m.file.undecodable(label));
  }
  return decoder.encoding === "utf-8" ? text : text.replace(declarationEncoding, "$1$2UTF-8$2");
}

/** Whether `xml`'s root element is a `definitions` element of the BPMN 2.0 model namespace. */
function isBpmnXml(xml: string): boolean {
  // Skip the declaration, comments, processing instructions and a doctype to reach the root tag.
  const body = xml.replace(/^\uFEFF/, "").replace(/^(\s*(<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/, "");
  const root = /^<(?:([A-Za-z_][\w.-]*):)?definitions\b([^>]*)>/.exec(body);
  if (!root) return false;
  const prefix = root[1];
  const attrs = root[2] ?? "";
  const nsAttr = prefix ? `xmlns:${prefix}` : "xmlns";
  const ns = new RegExp(`\\s${nsAttr}\\s*=\\s*["']([^"']*)["']`).exec(attrs)?.[1];
  return ns === BPMN_MODEL_NS;
}

/**
 * Reads a local .bpmn / .xml file as text in the encoding its XML declaration names (an
 * ISO-8859-1 file reads correctly), its references written as prefixed names resolved
 * (prefixed-references.ts), and rejects with a `BpmnFileError` a file that is empty, not
 * decodable, or not a BPMN 2.0 diagram.
 */
async function readBpmnFile(file: Blob, m: Messages = defaultMessages): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) throw new BpmnFileError("empty", m.file.empty);
  const xml = decodeXml(bytes, m);
  if (!isBpmnXml(xml)) throw new BpmnFileError("not-bpmn", m.file.notBpmn);
  return resolvePrefixedReferences(xml.replace(/^\uFEFF/, ""));
}

export { BpmnFileError, decodeXml, isBpmnXml, readBpmnFile };
