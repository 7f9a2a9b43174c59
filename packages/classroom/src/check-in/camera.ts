// Cameras for face check-in. A browser camera (getUserMedia) on desktops and phones; on a classroom
// tablet the native shell takes the photo and the page polls for the stored image path.

/** A camera that shows a live preview in a <video> and captures a still. */
interface Camera {
  /** Starts the camera into `video`; rejects when there is no camera or the user refuses it. */
  start(video: HTMLVideoElement): Promise<void>;
  /** Captures the current frame as a JPEG image. */
  capture(video: HTMLVideoElement): Promise<Blob>;
  /** Releases the camera. */
  stop(): void;
}

/** A tablet's native camera: it is asked for a photo, and the page polls until the image path appears. */
interface TabletCamera {
  /** Asks the tablet to take a photo. */
  takePhoto(): void | Promise<void>;
  /** The stored image path once the photo is ready, else `null`. */
  readImage(): string | null | Promise<string | null>;
}

/** Resolves once the video shows a picture (a capture before that is black), or after 5 s. */
function firstPicture(video: HTMLVideoElement): Promise<void> {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      video.removeEventListener("loadeddata", done);
      resolve();
    };
    const timer = window.setTimeout(done, 5000);
    video.addEventListener("loadeddata", done);
  });
}

/** Draws the video's current frame into a JPEG blob. */
function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth || 640;
  canvas.height = video.videoHeight || 480;
  canvas.getContext("2d")?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("capture failed"))), "image/jpeg", 0.9);
  });
}

/** The browser's front camera through getUserMedia. */
function createBrowserCamera(): Camera {
  let stream: MediaStream | null = null;
  return {
    async start(video) {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error("getUserMedia unsupported");
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "user" }, audio: false });
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      await firstPicture(video);
    },
    capture: captureFrame,
    stop() {
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
    },
  };
}

export { captureFrame, createBrowserCamera };
export type { Camera, TabletCamera };
