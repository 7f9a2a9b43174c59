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

/** A camera whose first picture comes only when the story calls `showPicture()`. */
function warmingCamera(): Camera & { captures: number; showPicture: () => void } {
  let ready: () => void = () => undefined;
  const picture = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const camera = {
    ...fakeCamera(),
    start: () => picture,
    showPicture: () => ready(),
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

/** A camera that is not there (no device, or the browser has no getUserMedia). */
function missingCamera(): Camera {
  return {
    start: () => Promise.reject(new DOMException("Requested device not found", "NotFoundError")),
    capture: () => Promise.reject(new Error("no camera")),
    stop() {},
  };
}

/** Paints a stand-in face (the n-th photo a little different) on a 320 × 240 canvas. */
function paintFace(canvas: HTMLCanvasElement, n: number): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  context.fillStyle = `hsl(${(200 + n * 37) % 360} 40% 80%)`;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#f2c9a0";
  context.beginPath();
  context.ellipse(160 + (n % 3) * 8 - 8, 120, 62, 80, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = "#333";
  for (const x of [138, 182]) {
    context.beginPath();
    context.arc(x + (n % 3) * 8 - 8, 105, 7, 0, Math.PI * 2);
    context.fill();
  }
  context.fillRect(140 + (n % 3) * 8 - 8, 150, 40, 6);
}

/** A camera whose preview and photos are a painted stand-in face, so thumbnails show real images. */
function paintedCamera(): Camera & { captures: number } {
  const preview = document.createElement("canvas");
  preview.width = 320;
  preview.height = 240;
  paintFace(preview, 0);
  const camera = {
    captures: 0,
    async start(video: HTMLVideoElement) {
      // The preview is the canvas as a video stream, as a real camera would be.
      video.srcObject = preview.captureStream();
      paintFace(preview, 0);
      // Not awaited: a canvas stream may hold its first frame back until the next paint.
      void video.play().catch(() => undefined);
    },
    capture() {
      camera.captures += 1;
      const photo = document.createElement("canvas");
      photo.width = 320;
      photo.height = 240;
      paintFace(photo, camera.captures);
      return new Promise<Blob>((resolve, reject) =>
        photo.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("capture failed"))), "image/jpeg", 0.8),
      );
    },
    stop() {},
  };
  return camera;
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

export { fakeCamera, fakeTabletCamera, missingCamera, paintedCamera, refusedCamera, warmingCamera };
