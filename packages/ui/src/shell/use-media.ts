import * as React from "react";

/** Section 9: a width under 992 px counts as mobile. */
const MOBILE_BREAKPOINT = 992;

/** Whether the viewport is narrower than the mobile breakpoint; follows resizes. */
function useIsMobile(breakpoint = MOBILE_BREAKPOINT): boolean {
  const query = `(max-width: ${breakpoint - 0.02}px)`;
  return React.useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Below this width the shell is laid out for a phone held upright: a title bar with back navigation
 * instead of the tabs and the breadcrumb, finger-sized header buttons, the safe-area insets kept clear.
 */
const PHONE_BREAKPOINT = 640;

/** Whether the viewport is a phone's (narrower than PHONE_BREAKPOINT); follows resizes and rotation. */
function useIsPhone(): boolean {
  return useIsMobile(PHONE_BREAKPOINT);
}

/** The viewport width, updated on resize. */
function useViewportWidth(): number {
  return React.useSyncExternalStore(
    (notify) => {
      window.addEventListener("resize", notify);
      return () => window.removeEventListener("resize", notify);
    },
    () => window.innerWidth,
    () => 1280,
  );
}

export { MOBILE_BREAKPOINT, PHONE_BREAKPOINT, useIsMobile, useIsPhone, useViewportWidth };
