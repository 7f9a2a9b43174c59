import { describe, expect, it } from "vitest";

import { modelCreateValues, validateModelCreate } from "./model-create-rules";

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
});
