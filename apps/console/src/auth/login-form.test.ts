import { describe, expect, it } from "vitest";

import { afterLoginPath, isMobile, passwordLoginBody, registerPathFor, smsLoginBody } from "./login-form";

describe("login forms", () => {
  it("trims the username but not the password", () => {
    expect(passwordLoginBody({ username: "  teacher1 \t", password: " pass ", rememberMe: true })).toEqual({
      username: "teacher1",
      password: " pass ",
      rememberMe: true,
    });
  });

  it("trims the mobile number and the code", () => {
    expect(smsLoginBody({ mobile: " 13800000000 ", code: " 123456" })).toEqual({
      mobile: "13800000000",
      code: "123456",
    });
  });

  it("accepts only mainland 11-digit numbers starting with 1", () => {
    expect(isMobile("13800000000")).toBe(true);
    expect(isMobile(" 13800000000 ")).toBe(true);
    expect(isMobile("23800000000")).toBe(false);
    expect(isMobile("1380000000")).toBe(false);
    expect(isMobile("138000000001")).toBe(false);
  });

  it("goes back to a safe redirect, else to the person's area", () => {
    expect(afterLoginPath("/teacher/checkin", ["teacher"])).toBe("/teacher/checkin");
    expect(afterLoginPath("//evil.example", ["teacher"])).toBe("/teacher");
    expect(afterLoginPath(null, ["student"])).toBe("/student");
    expect(afterLoginPath(null, ["admin"])).toBe("/index");
    expect(afterLoginPath("https://evil.example", [])).toBe("/index");
  });

  it("takes a redirect to the bare address / as the person's home (a teacher does not land on /student)", () => {
    expect(afterLoginPath("/", ["teacher"])).toBe("/teacher");
    expect(afterLoginPath("/", ["student"])).toBe("/student");
    expect(afterLoginPath("/", ["registrar"], ["system:user:query"])).toBe("/index");
    expect(afterLoginPath("/", ["lecturer"], ["teach:course:teach"])).toBe("/teacher");
  });
});

describe("the way from the login page to registration", () => {
  it("keeps the page to return to after signing up", () => {
    expect(registerPathFor("/teacher/room/list?tab=2")).toBe("/register?redirect=%2Fteacher%2Froom%2Flist%3Ftab%3D2");
    expect(new URLSearchParams(registerPathFor("/student/checkin").split("?")[1]).get("redirect")).toBe(
      "/student/checkin",
    );
  });

  it("is plain /register when the login page had nowhere to return to", () => {
    expect(registerPathFor(null)).toBe("/register");
    expect(registerPathFor("")).toBe("/register");
  });
});
