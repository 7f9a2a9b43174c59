import { type RefObject, useEffect, useState } from "react";

/** Which way the camera's picture is taller. */
type CameraOrientation = "portrait" | "landscape";

/** The orientation of the screen, before the camera has sent its first picture. */
function screenOrientation(): CameraOrientation {
  if (typeof window === "undefined" || !window.matchMedia) return "landscape";
  return window.matchMedia("(orientation: portrait)").matches ? "portrait" : "landscape";
}

/**
 * The orientation of the camera's picture in `video`, followed as it changes. A phone's front camera
 * sends a tall picture while the phone is upright and a wide one once it is turned, so the preview box
 * takes the picture's shape and the face is never cropped to a sliver; until the first picture the
 * screen's orientation stands in for it.
 */
function useCameraOrientation(video: RefObject<HTMLVideoElement | null>, active: boolean): CameraOrientation {
  const [orientation, setOrientation] = useState<CameraOrientation>(screenOrientation);
  useEffect(() => {
    const element = video.current;
    if (!active || !element) return undefined;
    const follow = () => {
      if (element.videoWidth > 0 && element.videoHeight > 0) {
        setOrientation(element.videoHeight > element.videoWidth ? "portrait" : "landscape");
      } else {
        setOrientation(screenOrientation());
      }
    };
    follow();
    // `resize` fires when the picture's size changes: the first frame, and each turn of the phone.
    element.addEventListener("resize", follow);
    element.addEventListener("loadedmetadata", follow);
    const screen = window.matchMedia?.("(orientation: portrait)");
    screen?.addEventListener("change", follow);
    return () => {
      element.removeEventListener("resize", follow);
      element.removeEventListener("loadedmetadata", follow);
      screen?.removeEventListener("change", follow);
    };
  }, [video, active]);
  return orientation;
}

export { useCameraOrientation };
