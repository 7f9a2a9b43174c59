// The Chinese texts face enrolment and face check-in answer with, in one place.

/** Messages of face enrolment and face check-in. */
export const faceMessages = {
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

/** Business codes (HTTP 200, non-zero code; the client shows the message as is). */
export const faceCodes = {
  /** The photo was refused (no face, several faces, unclear, too many photos); the message says why. */
  refused: 1_003_005_001,
  /** The face queue is full. */
  busy: 1_003_005_002,
} as const;
