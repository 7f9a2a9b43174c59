import { describe, expect, it } from "vitest";

import { en } from "../messages/en";
import { zhCN } from "../messages/zh-cn";
import { describeImportWarning } from "./import-warnings";
import type { ModdleElement } from "./types";

const element = (type: string, id: string, name?: string) => ({ $type: type, id, name }) as unknown as ModdleElement;

describe("describeImportWarning", () => {
  it("names the element of an unresolved reference and says the reference was dropped", () => {
    const warning = {
      message: "unresolved reference <Missing>",
      element: element("bpmn:MessageFlow", "Notice", "通知"),
      property: "bpmn:messageRef",
    };
    expect(describeImportWarning(warning, zhCN.imports)).toBe(
      "消息流「通知」（Notice）的 messageRef 指向不存在的元素 Missing：该引用已去掉，元素本身保留",
    );
    expect(describeImportWarning(warning, en.imports as typeof zhCN.imports)).toBe(
      "Message flow “通知” (Notice): its messageRef points at Missing, which does not exist; the reference was dropped, the element kept",
    );
  });

  it("words the importer's messages with the element's type and id", () => {
    const t = zhCN.imports;
    expect(
      describeImportWarning(
        {
          message: 'multiple DI elements defined for <bpmn:Task id="T1" />',
          context: { element: element("bpmn:Task", "T1", "核对") },
        },
        t,
      ),
    ).toBe("任务「核对」（T1）在同一图中有多个图形：只显示第一个，其余原样保留在文件中");
    expect(describeImportWarning({ message: 'no bpmnElement referenced in <bpmndi:BPMNShape id="S_di" />' }, t)).toBe(
      "图形（S_di）没有指向任何流程元素：未显示，原样保留在文件中",
    );
    expect(
      describeImportWarning(
        { message: "unparsable content <bpmn:fooTask> detected\n\tline: 7\n\tcolumn: 4\n\tnested error: unknown type" },
        t,
      ),
    ).toBe("第 7 行的内容 <bpmn:fooTask> 无法识别：已忽略，保存时不再写出");
  });
});
