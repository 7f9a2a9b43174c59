import { describe, expect, it } from "vitest";

import { pageTitle } from "./page-title";

describe("pageTitle", () => {
  it("adds the system name as suffix with dynamic titles", () => {
    expect(pageTitle("签到", "智慧课堂", true)).toBe("签到 - 智慧课堂");
  });

  it("is the system name without dynamic titles or without a page title", () => {
    expect(pageTitle("签到", "智慧课堂", false)).toBe("智慧课堂");
    expect(pageTitle(undefined, "智慧课堂", true)).toBe("智慧课堂");
  });
});
