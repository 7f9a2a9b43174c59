import { DESIGN_HEIGHT } from "@smartclass/ui";
import { useEffect, useState } from "react";

/** The narrowest and widest stage: a 4:3 projector (960) to a 21:9 display (about 1680). */
const NARROWEST = 960;
const WIDEST = 1680;

/** The stage's width at the design height (720) for a window of `width × height`. */
function stageWidthFor(width: number, height: number): number {
  if (width <= 0 || height <= 0) return NARROWEST;
  return Math.min(WIDEST, Math.max(NARROWEST, Math.round((DESIGN_HEIGHT * width) / height)));
}

/**
 * The big screen's stage keeps the design's height and takes the window's shape: scaled up, it fills a
 * 16:9 projector (1280 × 720 → 1920 × 1080) and a 4:3 one (960 × 720 → 1024 × 768) edge to edge, where
 * one fixed shape would leave bars on one or the other.
 */
function useStageWidth(): number {
  const [width, setWidth] = useState(() =>
    typeof window === "undefined" ? NARROWEST : stageWidthFor(window.innerWidth, window.innerHeight),
  );
  useEffect(() => {
    const follow = () => setWidth(stageWidthFor(window.innerWidth, window.innerHeight));
    follow();
    window.addEventListener("resize", follow);
    return () => window.removeEventListener("resize", follow);
  }, []);
  return width;
}

export { stageWidthFor, useStageWidth };
