// Video for Chromium's fake camera (`--use-file-for-fake-video-capture`) from the face photos of
// face-photos.ts: the photo is scaled into a 640×480 frame on grey, and the frame repeated as an MJPEG
// file (Chromium reads MJPEG as concatenated JPEG frames and loops it). Used by the end-to-end face
// check-in; nothing is written to the repository.
import { writeFileSync } from "node:fs";

import jpeg from "jpeg-js";

const WIDTH = 640;
const HEIGHT = 480;

/** One 640×480 JPEG frame showing `photo` (a JPEG) whole, centred and scaled to fit. */
function cameraFrame(photo: Buffer): Buffer {
  const src = jpeg.decode(photo, { useTArray: true, formatAsRGBA: true });
  const out = Buffer.alloc(WIDTH * HEIGHT * 4, 128);
  const scale = Math.min(WIDTH / src.width, HEIGHT / src.height);
  const width = Math.floor(src.width * scale);
  const height = Math.floor(src.height * scale);
  const left = (WIDTH - width) >> 1;
  const top = (HEIGHT - height) >> 1;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(src.height - 1, Math.floor(y / scale));
    for (let x = 0; x < width; x++) {
      const sx = Math.min(src.width - 1, Math.floor(x / scale));
      const from = (sy * src.width + sx) * 4;
      const to = ((y + top) * WIDTH + x + left) * 4;
      out[to] = src.data[from]!;
      out[to + 1] = src.data[from + 1]!;
      out[to + 2] = src.data[from + 2]!;
    }
  }
  return Buffer.from(jpeg.encode({ width: WIDTH, height: HEIGHT, data: out }, 90).data);
}

/** Writes an MJPEG file of `photo` for the fake camera and answers its path. */
export function writeFakeCameraVideo(file: string, photo: Buffer, frames = 10): string {
  const frame = cameraFrame(photo);
  writeFileSync(file, Buffer.concat(Array.from({ length: frames }, () => frame)));
  return file;
}
