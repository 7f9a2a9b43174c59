// The face engine, run inside the worker thread: @vladmandic/face-api on TensorFlow.js with the WASM
// backend. The WASM files and the model weights are read from the installed packages, never a CDN;
// the models load once, on the first image.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import type * as TfModule from "@tensorflow/tfjs";
import type * as TfWasmModule from "@tensorflow/tfjs-backend-wasm";
import type * as FaceApiModule from "@vladmandic/face-api/dist/face-api.node-wasm.js";

import { decodeImage, type RgbImage } from "./decode.js";

type FaceApi = typeof FaceApiModule;
type Tf = typeof TfModule;
type TfWasm = typeof TfWasmModule;

// CommonJS builds: required (not imported) so face-api and this module share one TensorFlow instance.
const require = createRequire(import.meta.url);
const tf = require("@tensorflow/tfjs") as Tf;

/** What the engine saw in one image. */
export interface FaceReading {
  /** Detection scores of every face found above the detector's floor, best first. */
  scores: number[];
  /** The 128-number descriptor of the best face, when there is exactly one good face. */
  descriptor?: number[];
  /** TensorFlow tensors alive after the image (flat across images when nothing leaks). */
  tensors: number;
  /** The file is not a JPEG or PNG image that can be decoded. */
  unreadable?: true;
}

export interface EngineOptions {
  /** A face counts when its detection score reaches this (0–1). */
  minScore: number;
}

/** Faces below this score are not reported at all (shadows, posters, noise). */
const DETECTOR_FLOOR = 0.5;

let loading: Promise<FaceApi> | undefined;

async function load(): Promise<FaceApi> {
  const faceapi = require("@vladmandic/face-api/dist/face-api.node-wasm.js") as FaceApi;
  const wasm = require("@tensorflow/tfjs-backend-wasm") as TfWasm;
  wasm.setWasmPaths(`${dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))}/`);
  await tf.setBackend("wasm");
  await tf.ready();
  const models = join(dirname(require.resolve("@vladmandic/face-api/package.json")), "model");
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  return faceapi;
}

/** Loads the backend and the models once; later calls share the same promise. */
function loadEngine(): Promise<FaceApi> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Reads the faces of one JPEG or PNG image; every tensor it makes is disposed before it answers. */
export async function readFaces(bytes: Uint8Array, options: EngineOptions): Promise<FaceReading> {
  const faceapi = await loadEngine();
  let image: RgbImage;
  try {
    image = decodeImage(bytes);
  } catch {
    return { scores: [], tensors: tf.memory().numTensors, unreadable: true };
  }
  const tensor = faceapi.tf.tensor3d(image.data, [image.height, image.width, 3], "int32");
  try {
    const found = await faceapi
      .detectAllFaces(
        tensor as unknown as Parameters<FaceApi["detectAllFaces"]>[0],
        new faceapi.SsdMobilenetv1Options({ minConfidence: DETECTOR_FLOOR, maxResults: 10 }),
      )
      .withFaceLandmarks()
      .withFaceDescriptors();
    found.sort((a, b) => b.detection.score - a.detection.score);
    const scores = found.map((f) => f.detection.score);
    const good = found.filter((f) => f.detection.score >= options.minScore);
    return {
      scores,
      ...(good.length === 1 ? { descriptor: Array.from(good[0]!.descriptor) } : {}),
      tensors: tf.memory().numTensors - 1,
    };
  } finally {
    tensor.dispose();
  }
}
