// JPEG and PNG decoding in pure JS (no native addon), to the RGB pixels the detector reads.
import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/** Decoded pixels, 3 bytes (RGB) per pixel, row by row. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Larger images are refused before decoding (a phone photo is 12 MP; 40 MP would take ~160 MB). */
const MAX_MEGAPIXELS = 40;

const isJpeg = (b: Uint8Array) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const isPng = (b: Uint8Array) =>
  b.length > 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d;

/** Decodes a JPEG or PNG file; throws on anything else. EXIF orientation is not applied. */
export function decodeImage(bytes: Uint8Array): RgbImage {
  if (isJpeg(bytes)) {
    const img = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: false,
      maxResolutionInMP: MAX_MEGAPIXELS,
      maxMemoryUsageInMB: 256,
    });
    return { width: img.width, height: img.height, data: img.data };
  }
  if (isPng(bytes)) {
    const png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (png.width * png.height > MAX_MEGAPIXELS * 1024 * 1024) throw new Error("image too large");
    // pngjs always answers RGBA; drop alpha (a transparent background reads as its RGB).
    const rgb = new Uint8Array(png.width * png.height * 3);
    for (let i = 0, j = 0; i < png.data.length; i += 4, j += 3) {
      rgb[j] = png.data[i]!;
      rgb[j + 1] = png.data[i + 1]!;
      rgb[j + 2] = png.data[i + 2]!;
    }
    return { width: png.width, height: png.height, data: rgb };
  }
  throw new Error("not a JPEG or PNG image");
}
