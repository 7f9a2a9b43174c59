import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import { newProcessXml } from "./new-process";
import { BpmnFileError, decodeXml, readBpmnFile } from "./read-bpmn-file";

const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe("readBpmnFile", () => {
  it("reads a UTF-8 diagram", async () => {
    const xml = newProcessXml({ id: "p", name: "请假流程", engine: "flowable" });
    await expect(readBpmnFile(new File([xml], "p.bpmn"))).resolves.toBe(xml);
  });

  it("reads an ISO-8859-1 diagram with the encoding its declaration names", async () => {
    const xml = newProcessXml({ id: "p", name: "Café Größe", engine: "camunda" }).replace(
      'encoding="UTF-8"',
      'encoding="ISO-8859-1"',
    );
    const text = await readBpmnFile(new File([latin1(xml)], "p.bpmn"));
    expect(text).toContain('name="Café Größe"');
    // The text is Unicode now: its declaration says so, and bpmn-moddle reads it without a warning.
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const { warnings } = await new BpmnModdle().fromXML(text);
    expect(warnings).toEqual([]);
  });

  it("rewrites the declaration of a UTF-16 file and of a single-quoted label, and only the declaration", async () => {
    const xml = newProcessXml({ id: "p", name: "请假", engine: "flowable" }).replace(
      'encoding="UTF-8"',
      "encoding='UTF-16LE'",
    );
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(xml, (c) => c.charCodeAt(0)).buffer)]);
    // TextDecoder drops the byte-order mark.
    expect(decodeXml(utf16)).toBe(xml.replace("encoding='UTF-16LE'", "encoding='UTF-8'"));

    const body = '<bpmn:documentation>encoding="ISO-8859-1"</bpmn:documentation>';
    const latin = '<?xml version="1.0" encoding="iso-8859-1"?>\n' + body;
    expect(decodeXml(latin1(latin))).toBe('<?xml version="1.0" encoding="UTF-8"?>\n' + body);
  });

  it("drops a UTF-8 byte-order mark", async () => {
    const xml = newProcessXml({ id: "p", name: "n", engine: "activiti" });
    const text = await readBpmnFile(new File([new Uint8Array([0xef, 0xbb, 0xbf]), xml], "p.bpmn"));
    expect(text.startsWith("<?xml")).toBe(true);
  });

  it("rejects a file that is not BPMN, naming the problem in Chinese", async () => {
    const html = new File(["<html><body>hi</body></html>"], "page.xml");
    await expect(readBpmnFile(html)).rejects.toThrow("所选文件不是 BPMN 2.0 流程文件");
    const otherDefinitions = new File(['<definitions xmlns="http://example.org/other"/>'], "x.xml");
    await expect(readBpmnFile(otherDefinitions)).rejects.toMatchObject({ code: "not-bpmn" });
  });

  it("rejects an empty file, an unknown encoding and bytes invalid in the declared one", async () => {
    await expect(readBpmnFile(new File([], "e.bpmn"))).rejects.toMatchObject({ code: "empty", message: "文件为空" });
    const unknown = '<?xml version="1.0" encoding="x-klingon"?><bpmn:definitions/>';
    await expect(readBpmnFile(new File([unknown], "k.bpmn"))).rejects.toThrow("无法识别的文件编码：x-klingon");
    const invalid = new File([latin1('<?xml version="1.0" encoding="UTF-8"?><a>Caf\u00e9</a>')], "i.bpmn");
    await expect(readBpmnFile(invalid)).rejects.toBeInstanceOf(BpmnFileError);
  });
});
