import { describe, expect, it } from "vitest";

import { stripBidiControls } from "./bidi";

describe("stripBidiControls", () => {
  it("removes overrides, embeddings and isolates", () => {
    expect(stripBidiControls("fdp.exe\u202E张三")).toBe("fdp.exe张三");
    expect(stripBidiControls("\u202Dab\u202C\u202Ac\u202Bd\u2066e\u2067f\u2068g\u2069")).toBe("abcdefg");
  });

  it("keeps right-to-left names and the implicit marks", () => {
    expect(stripBidiControls("مريم")).toBe("مريم");
    expect(stripBidiControls("שרה\u200F")).toBe("שרה\u200F");
  });
});
