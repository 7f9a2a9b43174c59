// The face enrolment screen's effects around its pure reducer: reading the enrolment, the camera, each
// photo's upload and enrolment, the thumbnails' object URLs, the confirmed deletion and where focus goes.
import { useConfirm } from "@smartclass/ui";
import { useEffect, useReducer, useRef, useState } from "react";

import { type Camera, createBrowserCamera } from "../check-in/camera";
import { isApiError } from "@smartclass/api";

import { useStudentFaceApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { enrolFailure, FACE_CODES } from "./enrol-failure";
import type { FaceEnrolmentInfo } from "./face-api";
import {
  canFinish,
  canTakePhoto,
  cameraFailure,
  faceEnrolmentReducer,
  initialFaceEnrolmentState,
  MAX_FACE_PHOTOS,
  placesTaken,
} from "./face-enrolment-machine";
import { faceMessages as text } from "./messages";

/** Where focus goes after an action, once that element is there and enabled. */
type FocusTarget = "consent" | "take" | "first-photo" | "summary";

interface UseFaceEnrolmentOptions {
  /** The camera; the browser's front camera by default. */
  camera?: Camera | undefined;
  /** Called after 完成 with the enrolment, and after a deletion with `null`. */
  onChange?: ((face: FaceEnrolmentInfo | null) => void) | undefined;
}

/** The face enrolment screen's state, the elements it focuses, and its actions. */
function useFaceEnrolment({ camera: cameraOption, onChange }: UseFaceEnrolmentOptions) {
  const api = useStudentFaceApi();
  const { confirm } = useConfirm();
  const [state, dispatch] = useReducer(faceEnrolmentReducer, initialFaceEnrolmentState);
  const [camera] = useState(() => cameraOption ?? createBrowserCamera());
  const stateRef = useRef(state);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    stateRef.current = state;
    onChangeRef.current = onChange;
  });

  const refs = {
    video: useRef<HTMLVideoElement>(null),
    consent: useRef<HTMLButtonElement>(null),
    take: useRef<HTMLButtonElement>(null),
    reopen: useRef<HTMLButtonElement>(null),
    firstPhoto: useRef<HTMLLIElement>(null),
    summary: useRef<HTMLHeadingElement>(null),
  };
  const focusRequest = useRef<FocusTarget | null>(null);
  const finishing = useRef(false);
  const taking = useRef(false);
  const consenting = useRef(false);
  const lastPhotoId = useRef(0);
  const blobs = useRef(new Map<number, Blob>());
  const thumbnails = useRef(new Map<number, string>());

  // Focus moves once its target is on the page and usable (拍照 is enabled only once the camera shows a
  // picture; when the camera fails, 重新打开摄像头 takes it instead).
  useEffect(() => {
    const target = focusRequest.current;
    if (!target) return;
    const element =
      target === "consent"
        ? refs.consent.current
        : target === "take"
          ? refs.take.current?.disabled
            ? refs.reopen.current
            : refs.take.current
          : target === "first-photo"
            ? refs.firstPhoto.current
            : refs.summary.current;
    if (element && !(element instanceof HTMLButtonElement && element.disabled)) {
      element.focus();
      focusRequest.current = null;
    }
  });

  // Loading reads the enrolment: on arrival, after 完成 and on 重试.
  useEffect(() => {
    if (state.view !== "loading") return;
    let cancelled = false;
    Promise.all([api.myFace(), api.guardianConsent?.() ?? null, api.ownConsent?.() ?? null]).then(
      ([face, guardian, own]) => {
        if (cancelled) return;
        dispatch({ type: "loaded", face, guardian, own });
        if (finishing.current) {
          finishing.current = false;
          focusRequest.current = "summary";
          onChangeRef.current?.(face);
        }
      },
      (error: unknown) => {
        if (!cancelled) dispatch({ type: "load-failed", reason: errorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [state.view, api]);

  const capturing = state.view === "capturing";
  const cameraAttempt = state.view === "capturing" ? state.cameraAttempt : 0;

  // The camera runs only while capturing: never before consent, released on leaving or unmounting.
  useEffect(() => {
    const video = refs.video.current;
    if (!capturing || !video) return;
    let stopped = false;
    camera.start(video).then(
      () => {
        if (stopped) camera.stop();
        else dispatch({ type: "camera-ready" });
      },
      (error: unknown) => {
        if (!stopped) dispatch({ type: "camera-failed", reason: cameraFailure(error) });
      },
    );
    return () => {
      stopped = true;
      camera.stop();
    };
    // refs.video is a stable ref object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [capturing, cameraAttempt, camera]);

  // The thumbnails' object URLs live as long as the capturing screen.
  useEffect(() => {
    if (!capturing) return;
    const urls = thumbnails.current;
    const photos = blobs.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
      photos.clear();
    };
  }, [capturing]);

  /** Uploads a photo (unless it has its path already) and enrols it. */
  const send = async (id: number, path: string | null) => {
    try {
      let stored = path;
      if (!stored) {
        const blob = blobs.current.get(id);
        if (!blob) return;
        stored = await api.uploadImage(blob);
        dispatch({ type: "photo-uploaded", id, path: stored });
      }
      await api.enrolPhoto(stored);
      dispatch({ type: "photo-accepted", id });
    } catch (error) {
      dispatch({ type: "photo-failed", id, failure: enrolFailure(error, text.capture.failed) });
    }
  };

  const take = async () => {
    const video = refs.video.current;
    if (taking.current || !video || !canTakePhoto(stateRef.current)) return;
    taking.current = true;
    let blob: Blob;
    try {
      blob = await camera.capture(video);
    } catch (error) {
      dispatch({ type: "camera-failed", reason: cameraFailure(error) });
      return;
    } finally {
      taking.current = false;
    }
    const current = stateRef.current;
    if (current.view !== "capturing") return;
    const id = ++lastPhotoId.current;
    const thumbnail = URL.createObjectURL(blob);
    blobs.current.set(id, blob);
    thumbnails.current.set(id, thumbnail);
    // The fifth photo disables 拍照: focus goes to the photos rather than being lost.
    if (placesTaken(current) + 1 >= MAX_FACE_PHOTOS && document.activeElement === refs.take.current) {
      focusRequest.current = "first-photo";
    }
    dispatch({ type: "photo-taken", id, thumbnail });
    await send(id, null);
  };

  /** 重拍: the refused photo is discarded and a new one taken. */
  const retake = async (id: number) => {
    const url = thumbnails.current.get(id);
    if (url) URL.revokeObjectURL(url);
    thumbnails.current.delete(id);
    blobs.current.delete(id);
    dispatch({ type: "photo-removed", id });
    focusRequest.current = "take";
    await take();
  };

  /** 重试: a busy or failed photo is sent again. */
  const retry = async (id: number) => {
    const current = stateRef.current;
    const photo = current.view === "capturing" ? current.photos.find((p) => p.id === id) : undefined;
    if (!photo) return;
    dispatch({ type: "photo-retry", id });
    await send(id, photo.path);
  };

  const remove = async () => {
    const ok = await confirm(text.enrolled.confirm, {
      title: text.enrolled.confirmTitle,
      confirmText: text.enrolled.confirmDelete,
      danger: true,
    });
    if (!ok) return;
    dispatch({ type: "delete-started" });
    try {
      await api.deleteMyFace();
      focusRequest.current = "consent";
      dispatch({ type: "deleted" });
      onChangeRef.current?.(null);
    } catch (error) {
      dispatch({ type: "delete-failed", reason: errorMessage(error) });
    }
  };

  /**
   * 开始录入: the consent is recorded on the server for the text version shown (when the server keeps
   * consents) before the camera starts; a changed text is shown again, unticked, to be read first.
   */
  const start = async () => {
    const current = stateRef.current;
    if (current.view === "consent" && current.own && api.giveConsent) {
      // Only the reducer sees the latest tick (stateRef catches up after the render's effects), so it
      // decides whether saving starts; a second press while the consent is on its way does nothing.
      if (consenting.current) return;
      consenting.current = true;
      dispatch({ type: "consent-saving" });
      try {
        await api.giveConsent(current.own.text.version);
      } catch (error) {
        if (isApiError(error) && error.code === FACE_CODES.textChanged && api.ownConsent) {
          try {
            const own = await api.ownConsent();
            focusRequest.current = "consent";
            dispatch({ type: "consent-changed", own });
            return;
          } catch (reading) {
            dispatch({ type: "consent-failed", reason: errorMessage(reading) });
            return;
          }
        }
        dispatch({ type: "consent-failed", reason: errorMessage(error) });
        return;
      } finally {
        consenting.current = false;
      }
    }
    focusRequest.current = "take";
    dispatch({ type: "start" });
  };

  const actions = {
    agree: (agreed: boolean) => dispatch({ type: "agree", agreed }),
    start,
    take,
    retake,
    retry,
    reopenCamera: () => {
      focusRequest.current = "take";
      dispatch({ type: "camera-retry" });
    },
    finish: () => {
      if (!canFinish(stateRef.current)) return;
      finishing.current = true;
      dispatch({ type: "finish" });
    },
    remove,
    reload: () => dispatch({ type: "reload" }),
  };

  return { state, refs, actions };
}

export { useFaceEnrolment };
