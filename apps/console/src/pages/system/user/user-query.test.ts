import type { UserFilters } from "@smartclass/ui";
import { describe, expect, it } from "vitest";

import { exportQuery, filterQuery, pageQuery, sortQuery } from "./user-query";

// Written out rather than imported: loading the whole @smartclass/ui entry takes seconds.
const noUserFilters: UserFilters = {
  username: "",
  nickname: "",
  mobile: "",
  status: "",
  createdFrom: "",
  createdTo: "",
};

describe("the user list's query", () => {
  it("leaves out empty filters", () => {
    expect(pageQuery(noUserFilters, [], 1, 20)).toEqual({ pageNo: 1, pageSize: 20 });
    expect(filterQuery({ ...noUserFilters, username: "   ", nickname: "  " })).toEqual({});
  });

  it("sends the typed filters, trimmed, and the status as a number", () => {
    expect(
      filterQuery({ ...noUserFilters, username: " teacher ", nickname: " 王老师 ", mobile: "138", status: "1" }),
    ).toEqual({
      username: "teacher",
      nickname: "王老师",
      mobile: "138",
      status: 1,
    });
    expect(filterQuery({ ...noUserFilters, status: "0" })).toEqual({ status: 0 });
  });

  it("keeps the nickname within the contract's 30 characters", () => {
    expect(filterQuery({ ...noUserFilters, nickname: "王".repeat(40) }).nickname).toBe("王".repeat(30));
  });

  it("sends the create-time range as whole days, an open end or start kept in place", () => {
    expect(filterQuery({ ...noUserFilters, createdFrom: "2026-01-01", createdTo: "2026-01-31" }).createTime).toEqual([
      "2026-01-01 00:00:00",
      "2026-01-31 23:59:59",
    ]);
    expect(filterQuery({ ...noUserFilters, createdFrom: "2026-01-01" }).createTime).toEqual(["2026-01-01 00:00:00"]);
    expect(filterQuery({ ...noUserFilters, createdTo: "2026-01-31" }).createTime).toEqual(["", "2026-01-31 23:59:59"]);
    expect(filterQuery({ ...noUserFilters, createdFrom: "nonsense" }).createTime).toBeUndefined();
  });
});

describe("the user list's sort", () => {
  it("sends the sorted column and its direction", () => {
    expect(sortQuery([{ id: "nickname", desc: false }])).toEqual({ sortField: "nickname", sortOrder: "asc" });
    expect(sortQuery([{ id: "createTime", desc: true }])).toEqual({ sortField: "createTime", sortOrder: "desc" });
  });

  it("sends nothing when unsorted or sorted by a column the server cannot sort by", () => {
    expect(sortQuery([])).toEqual({});
    expect(sortQuery([{ id: "deptName", desc: false }])).toEqual({});
  });

  it("travels with the page call and with 导出, alongside the filters", () => {
    const sorting = [{ id: "mobile", desc: true }];
    const filters = { ...noUserFilters, nickname: "王" };
    expect(pageQuery(filters, sorting, 3, 50)).toEqual({
      nickname: "王",
      sortField: "mobile",
      sortOrder: "desc",
      pageNo: 3,
      pageSize: 50,
    });
    expect(exportQuery(filters, sorting)).toEqual({ nickname: "王", sortField: "mobile", sortOrder: "desc" });
  });
});
