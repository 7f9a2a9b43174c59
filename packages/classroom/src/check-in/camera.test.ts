import { afterEach, describe, expect, it, vi } from "vitest";

import { createBrowserCamera } from "./camera";

/** A <video> as far as the camera uses one: it takes the stream and shows a picture at once. */
function fakeVideo() {
  return {
    srcObject: null as unknown,
    readyState: 4,
    videoWidth: 720,
    videoHeight: 1280,
    play: vi.fn(async () => undefined),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
}

describe("the browser camera for face check-in", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks for the front camera, the one facing the student holding the phone, and no microphone", async () => {
    const stop = vi.fn();
    const stream = { getTracks: () => [{ stop }] };
    const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => stream);
    vi.stubGlobal("navigator", { mediaDevices: { getUserMedia } });
    vi.stubGlobal("HTMLMediaElement", { HAVE_CURRENT_DATA: 2 });
    const camera = createBrowserCamera();
    const video = fakeVideo();
    await camera.start(video as unknown as HTMLVideoElement);
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: "user" }, audio: false });
    expect(video.srcObject).toBe(stream);
    camera.stop();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
