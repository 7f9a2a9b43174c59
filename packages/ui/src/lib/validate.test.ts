import { describe, expect, it } from "vitest";

import {
  isExternal,
  isHttpUrl,
  validAlphabets,
  validateProfile,
  validEmail,
  validLowerCase,
  validMobile,
  validUpperCase,
  validURL,
  validUsername,
} from "./validate";

describe("helper validators", () => {
  it("external links are http, https, mailto or tel", () => {
    for (const link of ["http://a.cn", "https://a.cn", "mailto:a@b.cn", "tel:123"]) expect(isExternal(link)).toBe(true);
    for (const link of ["/system/user", "javascript:alert(1)", "ftp://a.cn"]) expect(isExternal(link)).toBe(false);
  });

  it("only http and https may open in a new tab", () => {
    expect(isHttpUrl("https://www.example.com")).toBe(true);
    expect(isHttpUrl("mailto:a@b.cn")).toBe(false);
    expect(isHttpUrl("javascript:alert(1)")).toBe(false);
  });

  it("URL, e-mail and letter patterns", () => {
    expect(validURL("https://www.example.com/path?a=1")).toBe(true);
    expect(validURL("www.example.com")).toBe(false);
    expect(validEmail("teacher@school.edu.cn")).toBe(true);
    expect(validEmail("teacher@")).toBe(false);
    expect(validLowerCase("abc")).toBe(true);
    expect(validLowerCase("abC")).toBe(false);
    expect(validUpperCase("ABC")).toBe(true);
    expect(validUpperCase("AbC")).toBe(false);
    expect(validAlphabets("AbC")).toBe(true);
    expect(validAlphabets("Ab1")).toBe(false);
    expect(validUsername(" admin ")).toBe(true);
    expect(validUsername("guest")).toBe(false);
  });

  it("mobile numbers are 11 digits starting with 1", () => {
    expect(validMobile("13800138000")).toBe(true);
    expect(validMobile("23800138000")).toBe(false);
    expect(validMobile("1380013800")).toBe(false);
    expect(validMobile("138001380001")).toBe(false);
  });
});

describe("profile form rules", () => {
  const valid = { nickname: "张老师", mobile: "13800138000", email: "zhang@school.cn", sex: "1" as const };

  it("accepts a valid profile", () => {
    expect(validateProfile(valid)).toEqual({});
  });

  it("reports the spec's texts for empty fields", () => {
    expect(validateProfile({ ...valid, nickname: " ", mobile: "", email: "" })).toEqual({
      nickname: "用户昵称不能为空",
      mobile: "手机号码不能为空",
      email: "邮箱地址不能为空",
    });
  });

  it("reports the spec's texts for malformed values", () => {
    expect(validateProfile({ ...valid, mobile: "12345", email: "nope" })).toEqual({
      mobile: "请输入正确的手机号码",
      email: "请输入正确的邮箱地址",
    });
  });
});
