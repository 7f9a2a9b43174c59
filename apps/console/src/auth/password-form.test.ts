import { describe, expect, it } from "vitest";

import { newPasswordError } from "./password-form";

const texts = { tooShort: "short", mismatch: "mismatch" };

describe("newPasswordError", () => {
  it("needs 6 to 20 characters", () => {
    expect(newPasswordError("12345", "12345", texts)).toEqual({ field: "password", text: "short" });
    expect(newPasswordError("1".repeat(21), "1".repeat(21), texts)).toEqual({ field: "password", text: "short" });
  });

  it("needs the confirmation to match", () => {
    expect(newPasswordError("123456", "123457", texts)).toEqual({ field: "confirm", text: "mismatch" });
    expect(newPasswordError("123456", "123456", texts)).toBeNull();
  });
});
