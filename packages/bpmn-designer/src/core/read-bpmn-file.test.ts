import { describe, expect, it } from "vitest";

import { newProcessXml } from "./new-process";
import { BpmnFileError, readBpmnFile } from "./read-bpmn-file";

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
