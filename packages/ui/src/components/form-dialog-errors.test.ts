import { describe, expect, it } from "vitest";

import { FormSubmitError, placeSubmitError } from "./form-dialog-errors";

const known = new Set(["username", "mobile"]);
const hasField = (path: string) => known.has(path);

describe("placeSubmitError", () => {
  it("puts field messages on the fields and raises no alert when all of them are placed", () => {
    const error = new FormSubmitError("参数不正确", { username: "用户账号已经存在" });
    expect(placeSubmitError(error, hasField, "提交失败")).toEqual({ fields: { username: "用户账号已经存在" } });
  });

  it("shows an error without field messages as the alert", () => {
    expect(placeSubmitError(new Error("当前操作没有权限"), hasField, "提交失败")).toEqual({
      fields: {},
      alert: "当前操作没有权限",
    });
  });

  it("keeps messages for fields the form lacks in the alert", () => {
    const error = new FormSubmitError("参数不正确", { mobile: "手机号已经存在", deptId: "部门不存在" });
    expect(placeSubmitError(error, hasField, "提交失败")).toEqual({
      fields: { mobile: "手机号已经存在" },
      alert: "参数不正确；部门不存在",
    });
  });

  it("reads fieldErrors from any error-like object and skips values that are not text", () => {
    const error = Object.assign(new Error("参数不正确"), { fieldErrors: { username: 3, mobile: "手机号已经存在" } });
    expect(placeSubmitError(error, hasField, "提交失败")).toEqual({ fields: { mobile: "手机号已经存在" } });
  });

  it("falls back to the given text for something thrown that is not an error", () => {
    expect(placeSubmitError("boom", hasField, "提交失败")).toEqual({ fields: {}, alert: "提交失败" });
    expect(placeSubmitError(new Error(""), hasField, "提交失败")).toEqual({ fields: {}, alert: "提交失败" });
  });
});
