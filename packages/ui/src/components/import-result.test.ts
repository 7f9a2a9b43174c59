import { describe, expect, it } from "vitest";

import { failuresText } from "./import-result";

describe("failuresText", () => {
  it("is a header and one tab-separated line per failure, with tabs and line breaks in reasons flattened", () => {
    expect(
      failuresText([
        { line: 3, reason: "手机号码格式不正确" },
        { line: 9, reason: "第一行\n第二行\tend" },
      ]),
    ).toBe("行号\t失败原因\n3\t手机号码格式不正确\n9\t第一行 第二行 end");
  });
});
