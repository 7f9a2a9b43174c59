import { describe, expect, it } from "vitest";

import {
  canonicalToNative,
  datePatternOf,
  fromCanonicalDate,
  fromNativeDate,
  isDateInPattern,
  isUsableDatePattern,
  nativeDateInput,
  nativeToCanonical,
  toCanonicalDate,
  toNativeDate,
} from "./date";

describe("date patterns", () => {
  it("default to YYYY-MM-DD", () => {
    expect(datePatternOf({})).toBe("YYYY-MM-DD");
    expect(datePatternOf({ datePattern: "  " })).toBe("YYYY-MM-DD");
    expect(datePatternOf({ datePattern: "DD/MM/YYYY" })).toBe("DD/MM/YYYY");
  });

  it("read dates strictly", () => {
    expect(isDateInPattern("2026-03-05", "YYYY-MM-DD")).toBe(true);
    expect(isDateInPattern("2026-3-5", "YYYY-MM-DD")).toBe(false);
    expect(isDateInPattern("2026-02-29", "YYYY-MM-DD")).toBe(false);
    expect(isDateInPattern("2028-02-29", "YYYY-MM-DD")).toBe(true);
    expect(isDateInPattern("05/03/2026", "DD/MM/YYYY")).toBe(true);
  });

  it("are usable only when they keep the year, month and day", () => {
    expect(isUsableDatePattern("YYYY-MM-DD")).toBe(true);
    expect(isUsableDatePattern("YYYY年MM月DD日 HH:mm")).toBe(true);
    expect(isUsableDatePattern("MM-DD")).toBe(false);
    expect(isUsableDatePattern("YYYY-MM")).toBe(false);
    expect(isUsableDatePattern("HH:mm")).toBe(false);
    expect(isUsableDatePattern("abc")).toBe(false);
  });

  it("choose the native input that can hold them", () => {
    expect(nativeDateInput("YYYY-MM-DD")).toEqual({ type: "date", format: "YYYY-MM-DD" });
    expect(nativeDateInput("DD.MM.YYYY")).toEqual({ type: "date", format: "YYYY-MM-DD" });
    expect(nativeDateInput("YYYY-MM-DD HH:mm")).toEqual({ type: "datetime-local", format: "YYYY-MM-DDTHH:mm" });
    expect(nativeDateInput("YYYY/MM/DD HH:mm:ss")).toEqual({
      type: "datetime-local",
      format: "YYYY-MM-DDTHH:mm:ss",
      step: 1,
    });
    // A 12-hour clock without AM/PM cannot tell 1 pm from 1 am: the day is all it keeps.
    expect(nativeDateInput("YYYY-MM-DD hh:mm")).toEqual({ type: "date", format: "YYYY-MM-DD" });
    expect(nativeDateInput("MM-DD")).toEqual({ type: "text" });
  });
});

describe("native date values", () => {
  it("map to and from the field's pattern", () => {
    expect(toNativeDate("05/03/2026", "DD/MM/YYYY")).toBe("2026-03-05");
    expect(fromNativeDate("2026-03-05", "DD/MM/YYYY")).toBe("05/03/2026");
    expect(fromNativeDate("2026-03-05", "YYYY年MM月DD日")).toBe("2026年03月05日");
    expect(toNativeDate("2026-03-05 08:30", "YYYY-MM-DD HH:mm")).toBe("2026-03-05T08:30");
    expect(fromNativeDate("2026-03-05T08:30", "YYYY-MM-DD HH:mm")).toBe("2026-03-05 08:30");
    expect(fromNativeDate("2026-03-05T08:30", "YYYY-MM-DD HH:mm:ss")).toBe("2026-03-05 08:30:00");
  });

  it("leave the input empty for a value not in the pattern, and keep nothing as nothing", () => {
    expect(toNativeDate("2026-03-05", "DD/MM/YYYY")).toBe("");
    expect(fromNativeDate("", "DD/MM/YYYY")).toBe("");
  });

  it("pass text through when the pattern has no native input", () => {
    expect(toNativeDate("03-05", "MM-DD")).toBe("03-05");
    expect(fromNativeDate("03-05", "MM-DD")).toBe("03-05");
  });
});

describe("pattern-free dates", () => {
  it("are read from and written in a pattern", () => {
    expect(toCanonicalDate("05/03/2026", "DD/MM/YYYY")).toBe("2026-03-05T00:00:00");
    expect(toCanonicalDate("2026-03-05 08:30", "YYYY-MM-DD HH:mm")).toBe("2026-03-05T08:30:00");
    expect(toCanonicalDate("2026-03-05", "DD/MM/YYYY")).toBeNull();
    expect(fromCanonicalDate("2026-03-05T08:30:00", "YYYY年MM月DD日 HH:mm")).toBe("2026年03月05日 08:30");
    expect(fromCanonicalDate("soon", "YYYY-MM-DD")).toBe("soon");
  });

  it("go to and from the native input the pattern wants", () => {
    expect(canonicalToNative("2026-03-05T08:30:00", "YYYY-MM-DD")).toBe("2026-03-05");
    expect(canonicalToNative("2026-03-05T08:30:00", "YYYY-MM-DD HH:mm")).toBe("2026-03-05T08:30");
    expect(canonicalToNative("2026-03-05T08:30:09", "YYYY-MM-DD HH:mm:ss")).toBe("2026-03-05T08:30:09");
    // A pattern still being typed gets a date input.
    expect(canonicalToNative("2026-03-05T08:30:00", "YYYY-M")).toBe("2026-03-05");
    expect(canonicalToNative("", "YYYY-MM-DD")).toBe("");
    expect(nativeToCanonical("2026-03-05")).toBe("2026-03-05T00:00:00");
    expect(nativeToCanonical("2026-03-05T08:30")).toBe("2026-03-05T08:30:00");
    expect(nativeToCanonical("")).toBe("");
  });
});

describe("whatever the computer's zone", () => {
  // 02:30 on 8 March 2026 does not exist in New York (clocks jump to 03:00); a date field is school time,
  // written as text, so it keeps the time as typed. Run with TZ=America/New_York to see it hold.
  it("keeps a clock time the computer's zone skips", () => {
    expect(isDateInPattern("2026-03-08 02:30", "YYYY-MM-DD HH:mm")).toBe(true);
    expect(fromNativeDate("2026-03-08T02:30", "YYYY-MM-DD HH:mm")).toBe("2026-03-08 02:30");
    expect(toNativeDate("2026-03-08 02:30", "YYYY-MM-DD HH:mm")).toBe("2026-03-08T02:30");
    expect(nativeToCanonical("2026-03-08T02:30")).toBe("2026-03-08T02:30:00");
    expect(toCanonicalDate("2026-03-29 01:30", "YYYY-MM-DD HH:mm")).toBe("2026-03-29T01:30:00");
  });
});
