// A phone's front camera for stories: its picture is tall while the phone is upright and wide once
// `rotate()` turns it, as a real one's is.
import type { Camera } from "../check-in/camera";

/** Paints a plain stand-in picture (a face-coloured oval) filling `canvas`. */
function paint(canvas: HTMLCanvasElement): void {
  const context = canvas.getContext("2d");
  if (!context) return;
  context.fillStyle = "#9ab";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = "#f2c9a0";
  context.beginPath();
  context.ellipse(canvas.width / 2, canvas.height / 2, canvas.width / 4, canvas.height / 4, 0, 0, Math.PI * 2);
  context.fill();
}

/** A camera whose preview starts upright (240 × 320) and turns sideways (320 × 240) on `rotate()`. */
function rotatingCamera(): Camera & { captures: number; rotate: () => void } {
  const preview = document.createElement("canvas");
  preview.width = 240;
  preview.height = 320;
  paint(preview);
  // A canvas stream sends a frame only after a paint: keep painting while the story runs.
  let timer: number | undefined;
  const camera = {
    captures: 0,
    async start(video: HTMLVideoElement) {
      video.srcObject = preview.captureStream();
      timer = window.setInterval(() => paint(preview), 100);
      void video.play().catch(() => undefined);
    },
    async capture() {
      camera.captures += 1;
      return new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: "image/jpeg" });
    },
    stop() {
      window.clearInterval(timer);
    },
    rotate() {
      [preview.width, preview.height] = [preview.height, preview.width];
      paint(preview);
    },
  };
  return camera;
}

export { rotatingCamera };
