import * as React from "react";

import { cn } from "../lib/cn";

/** Section 9: the design size and the resize debounce. */
const DESIGN_WIDTH = 1100;
const DESIGN_HEIGHT = 720;
const RESIZE_DEBOUNCE = 500;

type ScaledContainerProps = React.ComponentProps<"div"> & {
  width?: number;
  height?: number;
  /** Debounce of window resizes, in ms. */
  debounce?: number;
};

/** The scale that fits a design of `width × height` into a box, keeping its aspect ratio. */
function fitScale(boxWidth: number, boxHeight: number, width = DESIGN_WIDTH, height = DESIGN_HEIGHT): number {
  if (boxWidth <= 0 || boxHeight <= 0) return 1;
  return Math.min(boxWidth / width, boxHeight / height);
}

/**
 * Renders content at the design size (1100 × 720) scaled to fit its parent; window resizes are
 * debounced by 500 ms.
 */
function ScaledContainer({
  width = DESIGN_WIDTH,
  height = DESIGN_HEIGHT,
  debounce = RESIZE_DEBOUNCE,
  className,
  style,
  children,
  ...props
}: ScaledContainerProps) {
  const outer = React.useRef<HTMLDivElement>(null);
  const [scale, setScale] = React.useState(1);

  React.useEffect(() => {
    const measure = () => {
      const box = outer.current?.getBoundingClientRect();
      if (box) setScale(fitScale(box.width, box.height, width, height));
    };
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, debounce);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [width, height, debounce]);

  return (
    <div
      ref={outer}
      data-slot="scaled-container"
      className={cn("relative size-full overflow-hidden", className)}
      style={style}
      {...props}
    >
      <div
        data-slot="scaled-container-content"
        data-scale={scale.toFixed(4)}
        className="absolute top-1/2 left-1/2 origin-center"
        style={{ width, height, transform: `translate(-50%, -50%) scale(${scale})` }}
      >
        {children}
      </div>
    </div>
  );
}

export { DESIGN_HEIGHT, DESIGN_WIDTH, fitScale, RESIZE_DEBOUNCE, ScaledContainer };
export type { ScaledContainerProps };
