// Real face photos for the face tests, read at test time from installed packages (never committed):
// @vladmandic/human's assets show one person (the library's author) in several pictures;
// @vladmandic/face-api's demo samples are group photos of other people. Crops cut one face (or two,
// or none) out of them; the boxes come from the detector's own findings on these files.
import { readFileSync } from "node:fs";

import jpeg from "jpeg-js";
import { PNG } from "pngjs";

const humanAssets = new URL("../node_modules/@vladmandic/human/assets/", import.meta.url);
const faceApiDemo = new URL("../node_modules/@vladmandic/face-api/demo/", import.meta.url);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function decode(file: URL) {
  return jpeg.decode(readFileSync(file), { useTArray: true, formatAsRGBA: true });
}

function cropRgba(file: URL, box: Box): { width: number; height: number; data: Buffer } {
  const img = decode(file);
  const width = Math.min(box.width, img.width - box.x);
  const height = Math.min(box.height, img.height - box.y);
  const data = Buffer.alloc(width * height * 4);
  for (let row = 0; row < height; row++) {
    const from = ((box.y + row) * img.width + box.x) * 4;
    data.set(img.data.subarray(from, from + width * 4), row * width * 4);
  }
  return { width, height, data };
}

/** A JPEG of part of a photo. */
function jpegCrop(file: URL, box: Box): Buffer {
  return Buffer.from(jpeg.encode(cropRgba(file, box), 92).data);
}

/** A PNG of part of a photo. */
function pngCrop(file: URL, box: Box): Buffer {
  const { width, height, data } = cropRgba(file, box);
  const png = new PNG({ width, height });
  data.copy(png.data);
  return PNG.sync.write(png);
}

/** The photos, each named by what it shows. */
export const facePhotos = {
  /** Person A alone, looking at the camera (the whole picture). */
  personA1: () => readFileSync(new URL("screenshot-faceid.jpg", humanAssets)),
  /** Person A in another picture, cut to the leftmost face. */
  personA2: () =>
    jpegCrop(new URL("screenshot-facedetect.jpg", humanAssets), { x: 0, y: 290, width: 175, height: 200 }),
  /** Person A in a third picture (a check-in probe), cut to one face. */
  personA3: () =>
    jpegCrop(new URL("screenshot-facematch.jpg", humanAssets), { x: 800, y: 230, width: 200, height: 200 }),
  /** Other people, each cut to one face from the face-api demo's group photos. */
  otherB: () => jpegCrop(new URL("sample1.jpg", faceApiDemo), { x: 330, y: 270, width: 350, height: 420 }),
  otherC: () => jpegCrop(new URL("sample6.jpg", faceApiDemo), { x: 1100, y: 220, width: 350, height: 450 }),
  /** Two faces side by side (person A and a neighbour). */
  twoFaces: () =>
    jpegCrop(new URL("screenshot-facedetect.jpg", humanAssets), { x: 0, y: 290, width: 380, height: 200 }),
  /** The background of person A's picture, without a face, as a PNG. */
  noFace: () => pngCrop(new URL("screenshot-faceid.jpg", humanAssets), { x: 300, y: 0, width: 500, height: 564 }),
};
