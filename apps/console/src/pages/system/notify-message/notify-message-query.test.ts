import { describe, expect, it } from "vitest";

import { notifyMessageQuery } from "./notify-message-query";

// Written out rather than imported: loading the whole @smartclass/ui entry takes seconds.
const noNotifyFilters = { userId: "", templateType: "", readStatus: "", from: "", to: "" } as const;

const paging = { pageNo: 2, pageSize: 20 };

describe("notifyMessageQuery", () => {
  it("sends only the paging without filters", () => {
    expect(notifyMessageQuery(noNotifyFilters, paging)).toEqual({ pageNo: 2, pageSize: 20 });
  });

  it("sends every filter in the server's types", () => {
    expect(
      notifyMessageQuery(
        { userId: " 12 ", templateType: "2", readStatus: "false", from: "2026-11-01", to: "2026-11-23" },
        paging,
      ),
    ).toEqual({
      pageNo: 2,
      pageSize: 20,
      userId: 12,
      templateType: 2,
      readStatus: false,
      createTime: ["2026-11-01 00:00:00", "2026-11-23 23:59:59"],
    });
  });

  it("sends read messages as true", () => {
    expect(notifyMessageQuery({ ...noNotifyFilters, readStatus: "true" }, paging).readStatus).toBe(true);
  });

  it("leaves out a user id that is not a positive number", () => {
    expect(notifyMessageQuery({ ...noNotifyFilters, userId: "abc" }, paging)).toEqual(paging);
    expect(notifyMessageQuery({ ...noNotifyFilters, userId: "0" }, paging)).toEqual(paging);
  });
});
