import { describe, expect, it } from "vitest";

import { assertZoomInRange, canZoomIn, canZoomOut, resetView, steppedZoom, zoomPercent, type ViewCanvas } from "./zoom";

describe("zoom rules", () => {
  it("step by 0.1 on the grid", () => {
    expect(steppedZoom(1, 1)).toBe(1.1);
    expect(steppedZoom(1, -1)).toBe(0.9);
    expect(steppedZoom(0.30000000000000004, -1)).toBe(0.2);
    expect(steppedZoom(0.7, 1)).toBe(0.8);
  });

  it("bring a scale off the grid (after fit) back onto it", () => {
    expect(steppedZoom(0.87, 1)).toBe(0.9);
    expect(steppedZoom(0.87, -1)).toBe(0.8);
  });

  it("stay within 0.2–4", () => {
    expect(steppedZoom(0.2, -1)).toBe(0.2);
    expect(steppedZoom(4, 1)).toBe(4);
    expect(steppedZoom(3.95, 1)).toBe(4);
    expect(canZoomOut(0.2)).toBe(false);
    expect(canZoomOut(0.3)).toBe(true);
    expect(canZoomIn(4)).toBe(false);
    expect(canZoomIn(3.9)).toBe(true);
  });

  it("raise a RangeError outside 0.2–4", () => {
    expect(() => assertZoomInRange(0.1)).toThrow(RangeError);
    expect(() => assertZoomInRange(4.1)).toThrow(RangeError);
    expect(() => assertZoomInRange(Number.NaN)).toThrow(RangeError);
    expect(() => assertZoomInRange(0.2)).not.toThrow();
    expect(() => assertZoomInRange(4)).not.toThrow();
  });

  it("show the scale as a percentage", () => {
    expect(zoomPercent(1)).toBe("100%");
    expect(zoomPercent(0.2)).toBe("20%");
    expect(zoomPercent(1.1000000000000001)).toBe("110%");
  });
});

describe("resetView", () => {
  function fakeCanvas(inner: { x: number; y: number; width: number; height: number }) {
    const calls: unknown[] = [];
    const canvas: ViewCanvas = {
      zoom: (scale: number) => {
        calls.push(["zoom", scale]);
        return scale;
      },
      viewbox: ((box?: unknown) => {
        if (box) {
          calls.push(["viewbox", box]);
          return undefined;
        }
        return { inner, outer: { width: 800, height: 600 }, scale: 1 };
      }) as ViewCanvas["viewbox"],
    };
    return { canvas, calls };
  }

  it("centres a diagram that fits at 100 %", () => {
    const { canvas, calls } = fakeCanvas({ x: 100, y: 100, width: 200, height: 100 });
    resetView(canvas);
    expect(calls).toEqual([
      ["zoom", 1],
      ["viewbox", { x: -200, y: -150, width: 800, height: 600 }],
    ]);
  });

  it("shows the top-left corner of a diagram larger than the view", () => {
    const { canvas, calls } = fakeCanvas({ x: 50, y: 60, width: 5000, height: 3000 });
    resetView(canvas);
    expect(calls[1]).toEqual(["viewbox", { x: 30, y: 40, width: 800, height: 600 }]);
  });
});
