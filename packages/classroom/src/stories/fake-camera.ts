// Cameras for stories: the test browser has no camera, so these paint a frame and count captures.
import type { Camera, TabletCamera } from "../check-in/camera";

/** A camera that always works and captures a tiny JPEG. */
function fakeCamera(): Camera & { captures: number } {
  const camera = {
    captures: 0,
    async start() {},
    async capture() {
      camera.captures += 1;
      return new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" });
    },
    stop() {},
  };
  return camera;
}

/** A camera the user refused. */
function refusedCamera(): Camera {
  return {
    start: () => Promise.reject(new DOMException("Permission denied", "NotAllowedError")),
    capture: () => Promise.reject(new Error("no camera")),
    stop() {},
  };
}

/** A tablet camera whose photo appears after `afterPolls` reads (never, when `null`). */
function fakeTabletCamera(afterPolls: number | null): TabletCamera & { photos: number; reads: number } {
  const tablet = {
    photos: 0,
    reads: 0,
    takePhoto() {
      tablet.photos += 1;
      tablet.reads = 0;
    },
    readImage() {
      tablet.reads += 1;
      return afterPolls !== null && tablet.reads >= afterPolls ? "face/tablet.jpg" : null;
    },
  };
  return tablet;
}

export { fakeCamera, fakeTabletCamera, refusedCamera };
