import { describe, expect, it } from "vitest";

import { COVER_MAX_BYTES, coverProblem } from "./course-cover";

describe("coverProblem", () => {
  it("accepts PNG, JPEG and WEBP up to 5 MB", () => {
    expect(coverProblem({ type: "image/png", size: 1 })).toBeNull();
    expect(coverProblem({ type: "image/jpeg", size: COVER_MAX_BYTES })).toBeNull();
    expect(coverProblem({ type: "image/webp", size: 2048 })).toBeNull();
  });

  it("refuses other types, SVG and GIF included", () => {
    expect(coverProblem({ type: "image/gif", size: 10 })).toBe("封面只能是 PNG、JPG 或 WEBP 图片");
    expect(coverProblem({ type: "image/svg+xml", size: 10 })).toBe("封面只能是 PNG、JPG 或 WEBP 图片");
    expect(coverProblem({ type: "", size: 10 })).toBe("封面只能是 PNG、JPG 或 WEBP 图片");
  });

  it("refuses a file one byte over 5 MB", () => {
    expect(coverProblem({ type: "image/png", size: COVER_MAX_BYTES + 1 })).toBe("封面图片不能超过 5 MB");
  });
});
