import { describe, expect, it } from "vitest";

import { differingKeys } from "../../lib/locale";
import { auditFilterQuery, noAuditFilters } from "./audit-trail-filters";
import { privacyMessageTables } from "./privacy-messages";

describe("auditFilterQuery", () => {
  it("asks for everything without filters", () => {
    expect(auditFilterQuery(noAuditFilters)).toEqual({ query: {} });
  });

  it("sends ids as numbers and the days as the instants that bound them, the end day included", () => {
    const checked = auditFilterQuery({
      ...noAuditFilters,
      action: "export",
      kind: "grade-export",
      actorUserId: " 12 ",
      subjectUserId: "7",
      from: "2026-11-01",
      to: "2026-11-01",
    });
    expect("query" in checked && checked.query).toMatchObject({
      action: "export",
      kind: "grade-export",
      actorUserId: 12,
      subjectUserId: 7,
    });
    const { from, to } = (checked as { query: { from: number; to: number } }).query;
    expect(to - from).toBe(24 * 3600 * 1000);
  });

  it("refuses an id that is not a positive whole number and an end before the start", () => {
    expect(auditFilterQuery({ ...noAuditFilters, actorUserId: "abc" })).toEqual({ error: "用户编号须为正整数" });
    expect(auditFilterQuery({ ...noAuditFilters, subjectUserId: "0" })).toEqual({ error: "用户编号须为正整数" });
    expect(auditFilterQuery({ ...noAuditFilters, from: "2026-11-02", to: "2026-11-01" })).toEqual({
      error: "结束日期不能早于开始日期",
    });
  });

  it("has the same texts in Chinese and English", () => {
    expect(differingKeys(privacyMessageTables.zhCN, privacyMessageTables.en)).toEqual([]);
  });
});
