import { describe, expect, it } from "vitest";

import { teachPageQuery } from "./teach-account";

const NO_TEACH_FILTERS = { userName: "", nickname: "", userType: "", status: "" } as const;

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
});
