import { describe, expect, it } from "vitest";

import { stageWidthFor } from "./use-stage-width";

describe("the big screen's stage", () => {
  it("takes the projector's shape at 720 high, so scaling it fills 16:9 and 4:3 screens without bars", () => {
    expect(stageWidthFor(1920, 1080)).toBe(1280);
    expect(stageWidthFor(1280, 720)).toBe(1280);
    expect(stageWidthFor(1024, 768)).toBe(960);
    expect(stageWidthFor(1600, 1200)).toBe(960);
  });

  it("stays readable on odd windows: never narrower than a 4:3 stage nor wider than 21:9", () => {
    expect(stageWidthFor(768, 1024)).toBe(960);
    expect(stageWidthFor(3440, 1440)).toBe(1680);
    expect(stageWidthFor(0, 0)).toBe(960);
  });
});
