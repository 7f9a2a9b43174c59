/**
 * Every text the face enrolment screen shows (人脸数据), in Chinese and English (same keys), in their own
 * module because the package's src/messages.ts is past 400 lines. The spec names the screen but none of
 * its texts: these are ours; the refusal reasons (未检测到人脸, …) come from the server as they are.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  title: "人脸数据",
  loading: "正在加载人脸数据…",
  loadFailed: "人脸数据加载失败",
  retry: "重试",
  /** A failure and its reason. */
  withReason: (failure: string, reason: string) => `${failure}：${reason}`,
  consent: {
    title: "人脸信息采集与使用说明",
    intro: "人脸签到需要先录入你的人脸照片。人脸信息属于敏感个人信息，录入前请阅读以下说明：",
    keptTitle: "保存什么",
    kept: "只保存由照片计算出的一组数字（人脸特征值），不保存照片本身；仅当学校另行设置了保存照片时，照片才按学校规定的期限保存。",
    purposeTitle: "用于什么",
    purpose: "仅用于课堂人脸签到：签到时拍摄的照片只与你本人录入的数据比对，不与其他人比对。",
    deleteTitle: "随时删除",
    delete: "你可以随时在本页删除人脸数据，删除后立即生效。",
    optionalTitle: "可以不录入",
    optional: "不录入人脸也不影响签到：你仍然可以使用普通签到。",
    agree: "我已阅读并同意",
    start: "开始录入",
    deleted: "人脸数据已删除",
    version: (version: number) => `说明版本：第 ${version} 版`,
    changed: "人脸采集说明已更新，请阅读新版本后重新同意",
    saveFailed: "同意未能提交",
  },
  guardian: {
    title: "需要监护人同意",
    needed: "未满14岁的学生需要监护人同意后才能录入人脸。",
    outdated: "人脸信息采集说明已更新，需要监护人重新同意后才能继续录入或使用人脸签到。",
    how: "请监护人登录自己的账号，在个人中心阅读说明并同意；或签署纸质同意书交给学校，由管理员录入。",
    plain: "在此之前，你仍然可以使用普通签到，其他课堂功能不受影响。",
    check: "重新检查",
  },
  capture: {
    title: "录入人脸",
    hint: "请正对摄像头，保持光线充足、面部无遮挡，每次拍摄一张照片。",
    cameraLabel: "摄像头画面",
    take: "拍照",
    progress: (accepted: number) => `已录入 ${accepted} / 至少 3 张（最多 5 张）`,
    full: "已达到 5 张上限",
    finish: "完成",
    photos: "已拍摄的照片",
    photo: (n: number) => `第 ${n} 张照片`,
    uploading: "上传中",
    recognising: "识别中",
    accepted: "已录入",
    refused: "未通过",
    retake: "重拍",
    retry: "重试",
    busy: "系统繁忙",
    retakePhoto: (n: number) => `重拍第 ${n} 张照片`,
    retryPhoto: (n: number) => `重试第 ${n} 张照片`,
    failed: "上传失败",
    cameraRefused:
      "无法使用摄像头：浏览器未获准使用摄像头。请在地址栏的网站设置中允许使用摄像头，然后点击“重新打开摄像头”。",
    cameraMissing: "未找到可用的摄像头：请连接摄像头（或关闭正在使用摄像头的其他程序），然后点击“重新打开摄像头”。",
    reopenCamera: "重新打开摄像头",
  },
  enrolled: {
    summary: (photoCount: number) => `已录入人脸（${photoCount} 张照片）`,
    since: (date: string) => `录入时间：${date}`,
    tooFew: "照片少于 3 张，识别可能不准确，请补充照片",
    add: "补充照片",
    delete: "删除人脸数据",
    confirmTitle: "删除人脸数据",
    confirm: "删除后将无法使用人脸签到（仍可使用普通签到），如需使用需重新录入。确定删除吗？",
    confirmDelete: "删除",
    deleteFailed: "删除失败",
  },
};

const en: MessageTable<typeof zhCN> = {
  title: "Face data",
  loading: "Loading face data…",
  loadFailed: "Could not load face data",
  retry: "Try again",
  withReason: (failure, reason) => `${failure}: ${reason}`,
  consent: {
    title: "How your face data is collected and used",
    intro:
      "Face check-in needs photos of your face first. Face data is sensitive personal data: please read the following before you enrol:",
    keptTitle: "What is kept",
    kept: "Only a set of numbers computed from the photos (face descriptors) is kept, not the photos themselves; photos are kept only if your school has chosen to keep them, for as long as the school's rules say.",
    purposeTitle: "What it is for",
    purpose:
      "Only for face check-in in class: the photo taken at check-in is compared only with the data you enrolled, never with anyone else's.",
    deleteTitle: "Delete at any time",
    delete: "You can delete your face data on this page at any time; it takes effect at once.",
    optionalTitle: "You can say no",
    optional: "You can check in without face data: standard check-in is always available.",
    agree: "I have read and agree",
    start: "Start enrolment",
    deleted: "Face data deleted",
    version: (version) => `Notice version ${version}`,
    changed: "The face data notice has changed: read the new version and agree again",
    saveFailed: "Could not record your consent",
  },
  guardian: {
    title: "A guardian's consent is needed",
    needed: "Students under 14 need a guardian's consent before their face can be enrolled.",
    outdated:
      "The face data notice has changed: a guardian must consent again before you can enrol or use face check-in.",
    how: "Your guardian can sign in with their own account and agree in the personal centre, or sign a paper form and hand it to the school, where an administrator records it.",
    plain: "Until then you can still use standard check-in; nothing else in class changes.",
    check: "Check again",
  },
  capture: {
    title: "Enrol your face",
    hint: "Face the camera in good light with nothing covering your face; take one photo at a time.",
    cameraLabel: "Camera view",
    take: "Take photo",
    progress: (accepted) => `${accepted} enrolled / at least 3 (at most 5)`,
    full: "The limit of 5 photos is reached",
    finish: "Done",
    photos: "Photos taken",
    photo: (n) => `Photo ${n}`,
    uploading: "Uploading",
    recognising: "Recognising",
    accepted: "Enrolled",
    refused: "Not accepted",
    retake: "Retake",
    retry: "Try again",
    busy: "The system is busy",
    retakePhoto: (n) => `Retake photo ${n}`,
    retryPhoto: (n) => `Try photo ${n} again`,
    failed: "Upload failed",
    cameraRefused:
      "The camera cannot be used: the browser has not been allowed to use it. Allow the camera in the site settings in the address bar, then choose “Reopen camera”.",
    cameraMissing: "No camera found: connect a camera (or close other programs using it), then choose “Reopen camera”.",
    reopenCamera: "Reopen camera",
  },
  enrolled: {
    summary: (photoCount) => `Face enrolled (${photoCount} ${photoCount === 1 ? "photo" : "photos"})`,
    since: (date) => `Enrolled on ${date}`,
    tooFew: "Fewer than 3 photos: recognition may be unreliable, please add photos",
    add: "Add photos",
    delete: "Delete face data",
    confirmTitle: "Delete face data",
    confirm:
      "After deleting you cannot use face check-in (standard check-in still works) until you enrol again. Delete it?",
    confirmDelete: "Delete",
    deleteFailed: "Could not delete",
  },
};

type FaceMessages = typeof zhCN;

/** The face enrolment's texts in the page's language (<html lang>), read at each access. */
const faceMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const faceMessageTables = { zhCN, en };

export { faceMessages, faceMessageTables };
export type { FaceMessages };
