import { describe, expect, it } from "vitest";

import { fileProcessOf, modelCreateValues, validateModelCreate } from "./model-create-rules";

describe("the new model form's rules", () => {
  it("requires a key and a name, with the spec's texts", () => {
    expect(validateModelCreate({ key: " ", name: "" })).toEqual({ key: "流程标识不能为空", name: "流程名称不能为空" });
  });

  it("accepts keys that are ASCII XML names of at most 64 characters", () => {
    for (const key of ["leave", "_leave", "leave_request.v2-a", "a".repeat(64)]) {
      expect(validateModelCreate({ key, name: "请假" }), key).toEqual({});
    }
  });

  it("refuses other keys with the pattern's message", () => {
    for (const key of ["1leave", "-leave", "leave request", "请假", "a:b", "a".repeat(65)]) {
      expect(validateModelCreate({ key, name: "请假" }).key, key).toBe(
        "流程标识只能包含字母、数字、下划线、点和短横线，且以字母或下划线开头",
      );
    }
  });

  it("hands over trimmed values, with empty optional fields as null", () => {
    expect(
      modelCreateValues({ key: " leave ", name: " 请假申请 ", engine: "camunda", category: "", description: "  " }),
    ).toEqual({ key: "leave", name: "请假申请", engine: "camunda", category: null, description: null });
    expect(
      modelCreateValues({ key: "leave", name: "请假", engine: "flowable", category: "1", description: " 学生请假 " }),
    ).toEqual({ key: "leave", name: "请假", engine: "flowable", category: "1", description: "学生请假" });
  });

  it("takes a new model's key and name from a file's process: the only one, else the executable one, else the first", () => {
    const process = (attrs: string) => `<bpmn2:process ${attrs}></bpmn2:process>`;
    expect(fileProcessOf(`<definitions>${process('id="leave" name=" 请假 "')}</definitions>`)).toEqual({
      id: "leave",
      name: "请假",
      executable: false,
    });
    expect(
      fileProcessOf(
        `<definitions>${process('id="pool_a"')}${process("id='run' isExecutable='true'")}${process('id="pool_b"')}</definitions>`,
      )?.id,
    ).toBe("run");
    expect(fileProcessOf(`<definitions>${process('id="a"')}${process('id="b"')}</definitions>`)?.id).toBe("a");
    expect(fileProcessOf('<definitions><collaboration id="c" /></definitions>')).toBeNull();
  });

  it("hands the file's diagram over with the values", () => {
    const draft = { key: "leave", name: "请假", engine: "flowable", category: "", description: "" } as const;
    expect(modelCreateValues({ ...draft, file: { name: "leave.bpmn", xml: "<x/>" } }).xml).toBe("<x/>");
    expect("xml" in modelCreateValues(draft)).toBe(false);
  });
});
