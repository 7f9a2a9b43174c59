// The classroom tablet's native shell exposes a camera bridge on `window.smartclassTablet`; without it
// the page is a desktop (or phone) browser and face check-in uses getUserMedia.
import type { TabletCamera } from "@smartclass/classroom";

declare global {
  interface Window {
    /** Injected by the classroom tablet's native shell. */
    smartclassTablet?: TabletCamera;
  }
}

/** The device kind for the push connection and the check-in dialog. */
function deviceKind(): "desktop" | "tablet" {
  return window.smartclassTablet ? "tablet" : "desktop";
}

/** The tablet's native camera, when there is one. */
function tabletCamera(): TabletCamera | undefined {
  return window.smartclassTablet;
}

export { deviceKind, tabletCamera };
