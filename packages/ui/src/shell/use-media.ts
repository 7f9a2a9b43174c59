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

/**
 * The phone layout decided above (AppShell passes down what it shows; a story or a preview asks for it
 * in a desktop window); `undefined` leaves it to the viewport.
 */
const PhoneLayoutContext = React.createContext<boolean | undefined>(undefined);

/** Lays out what it wraps for a phone (`phone`) or not, whatever the viewport. */
function PhoneLayout({ phone, children }: { phone: boolean; children?: React.ReactNode }) {
  return React.createElement(PhoneLayoutContext.Provider, { value: phone }, children);
}

/**
 * Whether to lay out for a phone: as a PhoneLayout above says, otherwise whether the viewport is a
 * phone's (narrower than PHONE_BREAKPOINT), following resizes and rotation.
 */
function useIsPhone(): boolean {
  const decided = React.useContext(PhoneLayoutContext);
  const viewport = useIsMobile(PHONE_BREAKPOINT);
  return decided ?? viewport;
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

export { MOBILE_BREAKPOINT, PHONE_BREAKPOINT, PhoneLayout, useIsMobile, useIsPhone, useViewportWidth };
