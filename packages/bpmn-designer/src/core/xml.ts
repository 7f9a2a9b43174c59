import type { SaveXmlOptions } from "./types";

/** The part of a bpmn-js viewer or modeler the export helpers use. */
interface Exportable {
  saveXML(options?: SaveXmlOptions): Promise<{ xml?: string }>;
  saveSVG(): Promise<{ svg: string }>;
}

/** The diagram as BPMN 2.0 XML, indented unless `format: false`. */
async function exportXml(modeler: Exportable, { format = true }: { format?: boolean } = {}): Promise<string> {
  const { xml } = await modeler.saveXML({ format });
  if (xml === undefined) throw new Error("bpmn-js returned no XML");
  return xml;
}

/** The diagram as a standalone SVG document. */
async function exportSvg(modeler: Exportable): Promise<string> {
  const { svg } = await modeler.saveSVG();
  return svg;
}

export { exportSvg, exportXml };
export type { Exportable };
