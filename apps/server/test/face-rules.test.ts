// The face matcher's decisions without inference: which images are usable, the acceptance threshold
// and retake band, and the FACE_* settings.
import { availableParallelism } from "node:os";

import { describe, expect, it } from "vitest";

import { descriptorDistance, singleFace, verdictFor } from "../src/face/local-matcher.js";
import { faceMessages as m } from "../src/face/messages.js";
import { loadFaceConfig } from "../src/face/settings.js";

const descriptor = Array.from({ length: 128 }, (_, i) => i / 128);

describe("which images can be used", () => {
  it("takes the one good face, ignoring weak ones behind it", () => {
    expect(singleFace({ scores: [0.97, 0.55], descriptor, tensors: 0 }, 0.8)).toEqual({ descriptor });
  });

  it("names what is wrong: no face, several faces, an unclear face, not an image", () => {
    expect(singleFace({ scores: [], tensors: 0 }, 0.8)).toEqual({ reason: m.noFace });
    expect(singleFace({ scores: [0.95, 0.9], tensors: 0 }, 0.8)).toEqual({ reason: m.manyFaces });
    expect(singleFace({ scores: [0.77, 0.75], tensors: 0 }, 0.8)).toEqual({ reason: m.manyFaces });
    expect(singleFace({ scores: [0.6], tensors: 0 }, 0.8)).toEqual({ reason: m.unclearFace });
    expect(singleFace({ scores: [], tensors: 0, unreadable: true }, 0.8)).toEqual({ reason: m.badImage });
  });
});

describe("the verdict on a distance", () => {
  const config = loadFaceConfig({});

  it("accepts below the threshold, asks for a retake in the band, refuses beyond it", () => {
    expect(verdictFor(0.34, config)).toEqual({ matched: true, distance: 0.34 });
    expect(verdictFor(0.55, config)).toEqual({ matched: false, reason: m.retake, retake: true, distance: 0.55 });
    expect(verdictFor(0.8, config)).toEqual({ matched: false, reason: m.failed, distance: 0.8 });
  });

  it("measures euclidean distance between descriptors", () => {
    expect(descriptorDistance([0, 0], [3, 4])).toBe(5);
    expect(descriptorDistance(descriptor, descriptor)).toBe(0);
  });
});

describe("FACE_* settings", () => {
  it("is off unless FACE_MATCHING=on, with a threshold of 0.5 and a retake band up to 0.6", () => {
    expect(loadFaceConfig({})).toMatchObject({ matching: "off", threshold: 0.5, retakeBelow: 0.6, keepPhotos: false });
    const on = loadFaceConfig({ FACE_MATCHING: "on", FACE_THRESHOLD: "0.45", FACE_RETAKE_BELOW: "0.3" });
    // A retake band below the threshold makes no sense: it collapses to the threshold.
    expect(on).toMatchObject({ matching: "on", threshold: 0.45, retakeBelow: 0.45 });
  });

  it("queues a whole class of 40 checking in at once by default, with two workers on two cores, and takes FACE_QUEUE_LIMIT", () => {
    expect(loadFaceConfig({})).toMatchObject({ workers: Math.min(2, availableParallelism()), queueLimit: 48 });
    expect(loadFaceConfig({ FACE_QUEUE_LIMIT: "8", FACE_WORKERS: "2" })).toMatchObject({ workers: 2, queueLimit: 8 });
  });
});
