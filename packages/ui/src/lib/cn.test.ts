import { describe, expect, it } from "vitest";

import { cn } from "./cn";

describe("cn", () => {
  it("lets a later utility of the same kind win", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
  });

  it("keeps the theme's control font size beside a text colour", () => {
    expect(cn("text-control", "text-primary-foreground")).toBe("text-control text-primary-foreground");
  });

  it("drops falsy values", () => {
    expect(cn("a", false, undefined, null, "b")).toBe("a b");
  });
});
