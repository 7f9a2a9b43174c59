import { describe, expect, it } from "vitest";

import { dayAt8, endOfDayAt8, NO_TEACH_FILTERS, renewSchema, renewStartDay, teachPageQuery } from "./teach-account";

// 2026-03-10 20:00 UTC is already 2026-03-11 04:00 in UTC+8.
const NOW = Date.parse("2026-03-10T20:00:00Z");

describe("teaching accounts", () => {
  it("query only the filters given", () => {
    expect(teachPageQuery(NO_TEACH_FILTERS, 2, 20)).toEqual({ pageNo: 2, pageSize: 20 });
    expect(teachPageQuery({ userName: " t1 ", nickname: "王", userType: "2", status: "1" }, 1, 20)).toEqual({
      pageNo: 1,
      pageSize: 20,
      userName: "t1",
      nickname: "王",
      userType: 2,
      status: 1,
    });
  });

  it("renew until the end of the chosen day in UTC+8", () => {
    expect(endOfDayAt8("2026-12-31")).toBe(Date.parse("2026-12-31T15:59:59Z"));
    expect(dayAt8(NOW)).toBe("2026-03-11");
  });

  it("refuse a missing date or a day before today (UTC+8), accept today", () => {
    const schema = renewSchema(() => NOW);
    expect(schema.safeParse({ date: "" }).error?.issues[0]?.message).toBe("请选择到期日期");
    expect(schema.safeParse({ date: "2026-03-10" }).error?.issues[0]?.message).toBe("到期日期不能早于今天");
    expect(schema.safeParse({ date: "2026-03-11" }).success).toBe(true);
  });

  it("start the renewal form from the current expiry only while it is ahead", () => {
    expect(renewStartDay(null, NOW)).toBe("");
    expect(renewStartDay(NOW - 1000, NOW)).toBe("");
    expect(renewStartDay(Date.parse("2027-01-01T00:00:00Z"), NOW)).toBe("2027-01-01");
  });
});
