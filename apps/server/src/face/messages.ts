// The Chinese texts face enrolment and face check-in answer with, in one place.
import { localized, type Translation } from "../lib/localized.js";

const zh = {
  noFace: "未检测到人脸",
  manyFaces: "检测到多张人脸",
  unclearFace: "人脸不够清晰，请正对镜头重新拍摄",
  badImage: "无法识别的图片，请上传 JPG 或 PNG 照片",
  busy: "人脸识别繁忙，请稍后重试",
  failed: "识别失败，请重试",
  retake: "识别不确定，请正对镜头重新拍摄",
  notEnrolled: "尚未录入人脸",
  tooManyPhotos: (max: number) => `最多录入 ${max} 张人脸照片，请先删除后重新录入`,
  off: "人脸识别未开启",
} as const;

const en: Translation<typeof zh> = {
  noFace: "No face detected",
  manyFaces: "More than one face detected",
  unclearFace: "The face is not clear enough, please face the camera and take the photo again",
  badImage: "The image cannot be read, please upload a JPG or PNG photo",
  busy: "Face recognition is busy, please try again later",
  failed: "Recognition failed, please try again",
  retake: "Recognition is uncertain, please face the camera and take the photo again",
  notEnrolled: "No face has been enrolled yet",
  tooManyPhotos: (max: number) => `At most ${max} face photos can be enrolled; delete some before adding more`,
  off: "Face recognition is turned off",
};

/** Messages of face enrolment and face check-in. */
export const faceMessages = localized(zh, en);

/** Business codes (HTTP 200, non-zero code; the client shows the message as is). */
export const faceCodes = {
  /** The photo was refused (no face, several faces, unclear, too many photos); the message says why. */
  refused: 1_003_005_001,
  /** The face queue is full. */
  busy: 1_003_005_002,
} as const;
