import { describe, expect, it } from "vitest";

import { afterLoginPath, registerPathFor } from "./login-form";

describe("after login", () => {
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
