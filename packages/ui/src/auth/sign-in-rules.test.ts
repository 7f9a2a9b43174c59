import { describe, expect, it } from "vitest";

import {
  failureText,
  isMainlandMobile,
  keepsPasswordRule,
  newPasswordError,
  passwordLoginValues,
  smsLoginValues,
} from "./sign-in-rules";

const rule = { min: 8, max: 128, message: "rule" };

describe("the login forms' values", () => {
  it("trims the user name but not the password", () => {
    expect(passwordLoginValues({ username: "  teacher1 \t", password: " pass ", rememberMe: true })).toEqual({
      username: "teacher1",
      password: " pass ",
      rememberMe: true,
    });
  });

  it("trims the mobile number and the code", () => {
    expect(smsLoginValues({ mobile: " 13800000000 ", code: " 123456" })).toEqual({
      mobile: "13800000000",
      code: "123456",
    });
  });

  it("accepts only mainland 11-digit numbers starting with 1", () => {
    expect(isMainlandMobile("13800000000")).toBe(true);
    expect(isMainlandMobile(" 13800000000 ")).toBe(true);
    expect(isMainlandMobile("23800000000")).toBe(false);
    expect(isMainlandMobile("1380000000")).toBe(false);
    expect(isMainlandMobile("138000000001")).toBe(false);
  });

  it("shows a refusal's own message", () => {
    expect(failureText(new Error("登录失败，账号密码不正确"))).toBe("登录失败，账号密码不正确");
    expect(failureText("offline")).toBe("offline");
  });
});

describe("the password rule", () => {
  it("takes 8 to 128 characters", () => {
    expect(keepsPasswordRule("1234567", rule)).toBe(false);
    expect(keepsPasswordRule("12345678", rule)).toBe(true);
    expect(keepsPasswordRule("1".repeat(128), rule)).toBe(true);
    expect(keepsPasswordRule("1".repeat(129), rule)).toBe(false);
  });

  it("counts characters as the server does: four emoji are four characters, not eight", () => {
    expect(keepsPasswordRule("🔒🔑🗝️🚪", rule)).toBe(false);
    expect(keepsPasswordRule("🔒🔑🚪🏫🎓📚✏️🧮", rule)).toBe(true);
  });

  it("answers the field at fault: the rule first, then the confirmation", () => {
    expect(newPasswordError("1234567", "1234567", rule, "mismatch")).toEqual({ field: "password", text: "rule" });
    expect(newPasswordError("1".repeat(129), "1".repeat(129), rule, "mismatch")).toEqual({
      field: "password",
      text: "rule",
    });
    expect(newPasswordError("12345678", "12345679", rule, "mismatch")).toEqual({ field: "confirm", text: "mismatch" });
    expect(newPasswordError("12345678", "12345678", rule, "mismatch")).toBeNull();
  });
});
