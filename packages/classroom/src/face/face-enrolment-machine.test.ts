import { ApiError } from "@smartclass/api";
import { describe, expect, it } from "vitest";

import { enrolFailure, FACE_CODES } from "./enrol-failure";
import {
  acceptedCount,
  cameraFailure,
  canFinish,
  canTakePhoto,
  type FaceEnrolmentEvent,
  faceEnrolmentReducer,
  type FaceEnrolmentState,
  initialFaceEnrolmentState,
} from "./face-enrolment-machine";

const run = (events: FaceEnrolmentEvent[], from: FaceEnrolmentState = initialFaceEnrolmentState) =>
  events.reduce(faceEnrolmentReducer, from);
const capturing = (state: FaceEnrolmentState) => {
  if (state.view !== "capturing") throw new Error(`expected capturing, got ${state.view}`);
  return state;
};
const statuses = (state: FaceEnrolmentState) => capturing(state).photos.map((photo) => photo.status);

/** Consent given, the camera ready. */
const ready: FaceEnrolmentEvent[] = [
  { type: "loaded", face: null },
  { type: "agree", agreed: true },
  { type: "start" },
  { type: "camera-ready" },
];
/** Photo `id` taken, uploaded and accepted. */
const accepted = (id: number): FaceEnrolmentEvent[] => [
  { type: "photo-taken", id, thumbnail: `blob:${id}` },
  { type: "photo-uploaded", id, path: `face/${id}.jpg` },
  { type: "photo-accepted", id },
];
const refused = (id: number, reason = "未检测到人脸"): FaceEnrolmentEvent[] => [
  { type: "photo-taken", id, thumbnail: `blob:${id}` },
  { type: "photo-uploaded", id, path: `face/${id}.jpg` },
  { type: "photo-failed", id, failure: { kind: "refused", reason } },
];

describe("faceEnrolmentReducer", () => {
  it("asks for consent when the student has no enrolment, shows the enrolment otherwise", () => {
    expect(run([{ type: "loaded", face: null }])).toMatchObject({ view: "consent", agreed: false, deleted: false });
    expect(run([{ type: "loaded", face: { photoCount: 4, createTime: 1 } }])).toEqual({
      view: "enrolled",
      photoCount: 4,
      createTime: 1,
      deleting: false,
      error: null,
      own: null,
    });
  });

  it("offers a reload when the enrolment cannot be read", () => {
    const failed = run([{ type: "load-failed", reason: "网络错误" }]);
    expect(failed).toEqual({ view: "load-failed", reason: "网络错误" });
    expect(run([{ type: "reload" }], failed)).toEqual({ view: "loading" });
  });

  it("starts nothing before the consent box is ticked", () => {
    const unticked = run([{ type: "loaded", face: null }, { type: "start" }]);
    expect(unticked.view).toBe("consent");
    // Taking a photo before consent changes nothing either.
    expect(run([{ type: "photo-taken", id: 1, thumbnail: "blob:1" }], unticked)).toBe(unticked);
    const unticked2 = run(
      [{ type: "agree", agreed: true }, { type: "agree", agreed: false }, { type: "start" }],
      unticked,
    );
    expect(unticked2.view).toBe("consent");
    expect(run([{ type: "agree", agreed: true }, { type: "start" }], unticked).view).toBe("capturing");
  });

  it("takes no photo until the camera shows a picture", () => {
    const starting = run(ready.slice(0, 3));
    expect(canTakePhoto(starting)).toBe(false);
    expect(run([{ type: "photo-taken", id: 1, thumbnail: "blob:1" }], starting)).toBe(starting);
  });

  it("follows a photo from upload to recognition to accepted", () => {
    let state = run([...ready, { type: "photo-taken", id: 1, thumbnail: "blob:1" }]);
    expect(statuses(state)).toEqual(["uploading"]);
    state = run([{ type: "photo-uploaded", id: 1, path: "face/1.jpg" }], state);
    expect(statuses(state)).toEqual(["recognising"]);
    state = run([{ type: "photo-accepted", id: 1 }], state);
    expect(statuses(state)).toEqual(["accepted"]);
    expect(acceptedCount(capturing(state))).toBe(1);
  });

  it("enables 完成 at 3 accepted photos, and only once none is on its way", () => {
    const two = run([...ready, ...accepted(1), ...accepted(2)]);
    expect(canFinish(two)).toBe(false);
    expect(run([{ type: "finish" }], two)).toBe(two);
    const three = run(accepted(3), two);
    expect(canFinish(three)).toBe(true);
    const fourthOnItsWay = run([{ type: "photo-taken", id: 4, thumbnail: "blob:4" }], three);
    expect(canFinish(fourthOnItsWay)).toBe(false);
    expect(run([{ type: "finish" }], three)).toEqual({ view: "loading" });
  });

  it("does not count a refused photo, and discards it for a retake", () => {
    const state = run([...ready, ...accepted(1), ...refused(2, "检测到多张人脸")]);
    expect(capturing(state).photos[1]).toMatchObject({ status: "refused", reason: "检测到多张人脸" });
    expect(acceptedCount(capturing(state))).toBe(1);
    const retaken = run([{ type: "photo-removed", id: 2 }], state);
    expect(statuses(retaken)).toEqual(["accepted"]);
    // An accepted photo is enrolled on the server: it cannot be discarded here.
    expect(statuses(run([{ type: "photo-removed", id: 1 }], retaken))).toEqual(["accepted"]);
  });

  it("disables 拍照 at 5 photos, refused ones not taking a place", () => {
    let state = run([...ready, ...accepted(1), ...accepted(2), ...accepted(3), ...refused(4)]);
    expect(canTakePhoto(state)).toBe(true);
    state = run([...accepted(5), { type: "photo-taken", id: 6, thumbnail: "blob:6" }], state);
    expect(canTakePhoto(state)).toBe(false);
    expect(run([{ type: "photo-taken", id: 7, thumbnail: "blob:7" }], state)).toBe(state);
    expect(statuses(state)).toEqual(["accepted", "accepted", "accepted", "refused", "accepted", "uploading"]);
  });

  it("retries a busy photo with its uploaded path, a failed upload from the upload", () => {
    let state = run([
      ...ready,
      { type: "photo-taken", id: 1, thumbnail: "blob:1" },
      { type: "photo-uploaded", id: 1, path: "face/1.jpg" },
      { type: "photo-failed", id: 1, failure: { kind: "busy", reason: "人脸识别繁忙，请稍后重试" } },
      { type: "photo-taken", id: 2, thumbnail: "blob:2" },
      { type: "photo-failed", id: 2, failure: { kind: "error", reason: "网络错误" } },
    ]);
    expect(statuses(state)).toEqual(["busy", "failed"]);
    // A photo to retry keeps its place and is not discarded by 重拍.
    expect(statuses(run([{ type: "photo-removed", id: 1 }], state))).toEqual(["busy", "failed"]);
    state = run(
      [
        { type: "photo-retry", id: 1 },
        { type: "photo-retry", id: 2 },
      ],
      state,
    );
    expect(statuses(state)).toEqual(["recognising", "uploading"]);
    expect(capturing(state).photos.map((photo) => photo.reason)).toEqual([null, null]);
  });

  it("reports a refused or missing camera and starts it again on request", () => {
    const refusedCamera = run([...ready.slice(0, 3), { type: "camera-failed", reason: "refused" }]);
    expect(capturing(refusedCamera).camera).toBe("refused");
    expect(canTakePhoto(refusedCamera)).toBe(false);
    const again = run([{ type: "camera-retry" }], refusedCamera);
    expect(capturing(again)).toMatchObject({ camera: "starting", cameraAttempt: 1 });
    expect(capturing(run([{ type: "camera-failed", reason: "missing" }], again)).camera).toBe("missing");
  });

  it("adds photos to an enrolment of fewer than 5, counting those already enrolled", () => {
    const enrolled = run([{ type: "loaded", face: { photoCount: 2, createTime: 1 } }]);
    const adding = run([{ type: "start" }, { type: "camera-ready" }], enrolled);
    expect(capturing(adding).enrolledBefore).toBe(2);
    expect(canFinish(adding)).toBe(false);
    expect(canFinish(run(accepted(1), adding))).toBe(true);
    const full = run([{ type: "loaded", face: { photoCount: 5, createTime: 1 } }]);
    expect(run([{ type: "start" }], full)).toBe(full);
  });

  it("deletes the enrolment and asks for consent again", () => {
    const enrolled = run([{ type: "loaded", face: { photoCount: 3, createTime: 1 } }]);
    const deleting = run([{ type: "delete-started" }], enrolled);
    expect(deleting).toMatchObject({ deleting: true });
    expect(run([{ type: "start" }], deleting)).toBe(deleting);
    expect(run([{ type: "delete-failed", reason: "网络错误" }], deleting)).toMatchObject({
      deleting: false,
      error: "网络错误",
    });
    expect(run([{ type: "deleted" }], deleting)).toMatchObject({ view: "consent", agreed: false, deleted: true });
  });
});

describe("cameraFailure", () => {
  it("tells a refused camera from a missing one", () => {
    expect(cameraFailure(new DOMException("Permission denied", "NotAllowedError"))).toBe("refused");
    expect(cameraFailure(new DOMException("insecure", "SecurityError"))).toBe("refused");
    expect(cameraFailure(new DOMException("Requested device not found", "NotFoundError"))).toBe("missing");
    expect(cameraFailure(new DOMException("Could not start video source", "NotReadableError"))).toBe("missing");
    expect(cameraFailure(new Error("getUserMedia unsupported"))).toBe("missing");
  });
});

describe("enrolFailure", () => {
  const business = (code: number, message: string) => new ApiError({ kind: "business", code, message, status: 200 });

  it("sorts the server's refusal, its busy answer and anything else", () => {
    expect(enrolFailure(business(FACE_CODES.refused, "未检测到人脸"), "失败")).toEqual({
      kind: "refused",
      reason: "未检测到人脸",
    });
    expect(enrolFailure(business(FACE_CODES.busy, "人脸识别繁忙，请稍后重试"), "失败")).toEqual({
      kind: "busy",
      reason: "人脸识别繁忙，请稍后重试",
    });
    expect(enrolFailure(new ApiError({ kind: "network", message: "网络错误" }), "失败")).toEqual({
      kind: "error",
      reason: "网络错误",
    });
    expect(enrolFailure("?", "上传失败")).toEqual({ kind: "error", reason: "上传失败" });
  });
});

describe("a student under 14 without a guardian's consent", () => {
  it("waits for the guardian instead of asking the student's own consent, and checks again on request", () => {
    const waiting = run([{ type: "loaded", face: null, guardian: { needed: true, outdated: false } }]);
    expect(waiting).toEqual({ view: "guardian-needed", outdated: false, photoCount: 0 });
    // Nothing can be taken from here: no consent, no camera.
    expect(run([{ type: "agree", agreed: true }, { type: "start" }], waiting)).toBe(waiting);
    expect(run([{ type: "reload" }], waiting)).toEqual({ view: "loading" });
    expect(
      run([{ type: "loaded", face: null, guardian: { needed: false, outdated: false } }], { view: "loading" }),
    ).toMatchObject({ view: "consent" });
  });

  it("says the text changed when a guardian consented to an older one, keeping the enrolled count", () => {
    const face = { photoCount: 3, createTime: 1 };
    expect(run([{ type: "loaded", face, guardian: { needed: true, outdated: true } }])).toEqual({
      view: "guardian-needed",
      outdated: true,
      photoCount: 3,
    });
  });

  it("leaves capturing when the server refuses a photo for want of a guardian's consent", () => {
    const state = run([
      ...ready,
      ...accepted(1),
      { type: "photo-taken", id: 2, thumbnail: "blob:2" },
      { type: "photo-uploaded", id: 2, path: "face/2.jpg" },
      {
        type: "photo-failed",
        id: 2,
        failure: { kind: "guardian", reason: "未满14岁的学生需要监护人同意后才能录入人脸" },
      },
    ]);
    expect(state).toEqual({ view: "guardian-needed", outdated: false, photoCount: 1 });
  });

  it("sorts the server's refusal code", () => {
    const error = new ApiError({
      kind: "business",
      code: FACE_CODES.guardianNeeded,
      message: "需要监护人同意",
      status: 200,
    });
    expect(enrolFailure(error, "失败")).toEqual({ kind: "guardian", reason: "需要监护人同意" });
  });
});

describe("the person's own consent, kept by the server per face text version", () => {
  const own = (version: number, consented: boolean, outdated = false) => ({
    text: { version, collected: `收集 ${version}`, purpose: "用途", retention: "期限", alternative: "普通签到" },
    consented,
    outdated,
  });

  it("shows the text in force and says it changed when the person consented to an older one", () => {
    expect(run([{ type: "loaded", face: null, own: own(2, false, true) }])).toMatchObject({
      view: "consent",
      own: { text: { version: 2 } },
      changed: true,
    });
  });

  it("waits for the server while recording, and shows the new text unticked when it changed meanwhile", () => {
    const saving = run([
      { type: "loaded", face: null, own: own(1, false) },
      { type: "agree", agreed: true },
      { type: "consent-saving" },
    ]);
    expect(saving).toMatchObject({ saving: true, agreed: true });
    // Nothing changes the box while the consent is on its way.
    expect(run([{ type: "agree", agreed: false }], saving)).toBe(saving);
    expect(run([{ type: "consent-changed", own: own(2, false, true) }], saving)).toMatchObject({
      view: "consent",
      agreed: false,
      saving: false,
      changed: true,
      own: { text: { version: 2 } },
    });
    expect(run([{ type: "consent-failed", reason: "网络错误" }], saving)).toMatchObject({
      saving: false,
      error: "网络错误",
    });
    expect(run([{ type: "start" }], saving).view).toBe("capturing");
  });

  it("asks again before 补充照片 when the consent does not cover the text in force", () => {
    const enrolled = run([{ type: "loaded", face: { photoCount: 3, createTime: 1 }, own: own(2, false, true) }]);
    expect(run([{ type: "start" }], enrolled)).toMatchObject({ view: "consent", changed: true });
    const covered = run([{ type: "loaded", face: { photoCount: 3, createTime: 1 }, own: own(2, true) }]);
    expect(run([{ type: "start" }], covered).view).toBe("capturing");
  });

  it("reads where the person stands again when the server refuses a photo for want of their consent", () => {
    const refusedForConsent = run(
      [
        { type: "photo-taken", id: 1, thumbnail: "blob:1" },
        { type: "photo-failed", id: 1, failure: { kind: "consent", reason: "人脸采集说明已更新" } },
      ],
      run(ready),
    );
    expect(refusedForConsent).toEqual({ view: "loading" });
  });

  it("sorts the server's refusal for want of the person's own consent", () => {
    const error = new ApiError({
      kind: "business",
      code: FACE_CODES.consentNeeded,
      message: "录入人脸前请先阅读人脸采集说明并同意",
      status: 200,
    });
    expect(enrolFailure(error, "失败")).toEqual({ kind: "consent", reason: "录入人脸前请先阅读人脸采集说明并同意" });
  });
});
