/**
 * The warnings of an import (moddle's parser and bpmn-js's importer word them in English, for
 * developers) as sentences a person reads in the interface's language: which element (type, name,
 * id) and what became of it.
 */
import type { Messages } from "../messages";
import type { ModdleElement } from "./types";

/** A warning as bpmn-js hands it over (the parser's carry `element`, the importer's `context.element`). */
interface ImportWarning {
  message?: string;
  element?: ModdleElement;
  property?: string;
  context?: { element?: ModdleElement };
}

type ImportTexts = Messages["imports"];

const localName = (type: string) => type.slice(type.indexOf(":") + 1);

/** The type's name in the interface's language (the table is keyed by lowerCamel BPMN names, DI by theirs). */
const typeLabel = (local: string, t: ImportTexts) =>
  t.types[local] ?? t.types[local.charAt(0).toLowerCase() + local.slice(1)] ?? local;

/** An element named for the person: its type in their language, its name, its id. */
function describeElement(element: ModdleElement | undefined, t: ImportTexts): string {
  if (!element?.$type) return "";
  const type = localName(element.$type);
  return t.element(typeLabel(type, t), element.name || undefined, element.id);
}

/** The id in the importer's `<bpmn:Type id="…" />` rendering of an element. */
const idIn = (text: string) => /id="([^"]*)"/.exec(text)?.[1];

/** An element the importer named only in its message: by its type and id. */
function describeNamed(text: string, t: ImportTexts): string {
  const type = /<([\w-]+:[\w-]+)/.exec(text)?.[1];
  if (!type) return text;
  const local = localName(type);
  return t.element(typeLabel(local, t), undefined, idIn(text));
}

/** One warning of an import, in the interface's language. */
function describeImportWarning(warning: ImportWarning | string, t: ImportTexts): string {
  const raw = typeof warning === "string" ? { message: warning } : warning;
  const message = String(raw.message ?? warning);
  const element = raw.element ?? raw.context?.element;
  const subject = describeElement(element, t);
  let match: RegExpExecArray | null;
  if ((match = /^unresolved reference <(.+)>$/.exec(message))) {
    return t.unresolvedReference(subject, localName(raw.property ?? "ref"), match[1]!);
  }
  if ((match = /^unknown attribute <(.+)>$/.exec(message))) return t.unknownAttribute(subject, match[1]!);
  if ((match = /^unparsable content (?:(\S+) )?detected[\s\S]*?line: (\d+)/.exec(message))) {
    return t.unparsable(match[1] ?? "", match[2]!);
  }
  if (/^multiple DI elements defined for /.test(message)) return t.multipleDi(subject || describeNamed(message, t));
  if (/^no bpmnElement referenced in /.test(message)) {
    return t.diWithoutElement(subject || describeNamed(message, t));
  }
  if (/^unrecognized flowElement /.test(message)) return t.unrecognized(subject || describeNamed(message, t));
  if (/ not yet drawn$/.test(message)) return t.notDrawn(subject || describeNamed(message, t));
  if ((match = /^unknown di .* for element (.*)$/.exec(message))) return t.unknownDi(describeNamed(match[1]!, t));
  if (/#attachedToRef$/.test(message)) return t.boundaryWithoutHost(subject || describeNamed(message, t));
  if (/^correcting missing bpmnElement on /.test(message)) return t.planeCorrected;
  if ((match = /^unsupported document encoding <([^>]+)>/.exec(message))) return t.encoding(match[1]!);
  return t.other(subject, message);
}

export { describeImportWarning };
export type { ImportWarning };
