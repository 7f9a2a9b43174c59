import { describe, expect, it } from "vitest";

import { messageTables } from "../messages";
import { en } from "../messages-en";
import { newPasswordError } from "./password-form";
import { validPassword } from "./password-rule";

const texts = { passwordRule: "rule", mismatch: "mismatch" };

describe("the password rule", () => {
  it("takes 8 to 128 characters", () => {
    expect(validPassword("1234567")).toBe(false);
    expect(validPassword("12345678")).toBe(true);
    expect(validPassword("1".repeat(128))).toBe(true);
    expect(validPassword("1".repeat(129))).toBe(false);
  });

  it("counts characters as the server does: four emoji are four characters, not eight", () => {
    expect(validPassword("🔒🔑🗝️🚪")).toBe(false);
    expect(validPassword("🔒🔑🚪🏫🎓📚✏️🧮")).toBe(true);
  });

  it("says so in both languages", () => {
    expect(messageTables["zh-CN"].passwordRule).toBe("密码长度为 8 到 128 位");
    expect(en.passwordRule).toBe("A password has 8 to 128 characters");
  });
});

describe("newPasswordError", () => {
  it("needs 8 to 128 characters", () => {
    expect(newPasswordError("1234567", "1234567", texts)).toEqual({ field: "password", text: "rule" });
    expect(newPasswordError("1".repeat(129), "1".repeat(129), texts)).toEqual({ field: "password", text: "rule" });
  });

  it("needs the confirmation to match", () => {
    expect(newPasswordError("12345678", "12345679", texts)).toEqual({ field: "confirm", text: "mismatch" });
    expect(newPasswordError("12345678", "12345678", texts)).toBeNull();
  });
});
