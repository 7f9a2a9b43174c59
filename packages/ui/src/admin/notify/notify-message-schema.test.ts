import { describe, expect, it } from "vitest";

import { notifyMessageAdminMessageTables } from "./notify-message-admin-messages";
import { validDayRange, validUserId } from "./notify-message-schema";
import { differingKeys } from "../../lib/locale";

describe("validUserId", () => {
  it("accepts nothing or a positive whole number", () => {
    expect(validUserId("")).toBe(true);
    expect(validUserId(" 7 ")).toBe(true);
    expect(validUserId("-1")).toBe(false);
    expect(validUserId("1.5")).toBe(false);
    expect(validUserId("x")).toBe(false);
  });
});

describe("validDayRange", () => {
  it("refuses an end before the start, accepts one day, an open end and no days", () => {
    expect(validDayRange({ from: "2026-11-23", to: "2026-11-01" })).toBe(false);
    expect(validDayRange({ from: "2026-11-23", to: "2026-11-23" })).toBe(true);
    expect(validDayRange({ from: "2026-11-23", to: "" })).toBe(true);
    expect(validDayRange({ from: "", to: "" })).toBe(true);
  });
});

describe("the messages administration's texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(notifyMessageAdminMessageTables.zhCN, notifyMessageAdminMessageTables.en)).toEqual([]);
  });
});
