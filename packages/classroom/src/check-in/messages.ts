/**
 * The texts of the check-in dialog and the sign-in widget, in a module of their own so that an
 * embedded CheckInDialog carries only these (src/messages.ts spreads the tables into the package's
 * `messages`). Chinese texts from the spec are verbatim; the English table has the same keys.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  checkIn: {
    title: "签到",
    hint: "请在课堂进行中完成签到",
    loading: "正在获取课堂信息…",
    loginRequired: "请先登录后再签到",
    login: "去登录",
    noClass: "没有进行中的课",
    noSignIn: "当前没有进行中的签到",
    readyFace: "请正对摄像头，点击开始人脸签到",
    faceOnly: "人脸签到",
    noFace: "系统未检测到人脸信息，仅支持普通签到",
    plain: "普通签到",
    recognising: "正在识别，请稍候…",
    success: "签到成功",
    failed: "识别失败，请重试",
    retry: "重试",
    cameraUnavailable: "无法打开摄像头，请使用普通签到",
    cameraLabel: "摄像头画面",
    enrolFace: "录入人脸",
  },
  signInWidget: {
    title: "课堂签到",
    description: "老师发起了签到，请尽快完成签到",
    action: "立即签到",
    done: "已签到",
    ended: "签到已结束",
    remaining: (seconds: number) => `剩余 ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`,
  },
};

const en: MessageTable<typeof zhCN> = {
  checkIn: {
    title: "Check-in",
    hint: "Check in while the class is running",
    loading: "Getting your class…",
    loginRequired: "Sign in first, then check in",
    login: "Sign in",
    noClass: "No class is running",
    noSignIn: "No check-in is open",
    readyFace: "Face the camera, then start face check-in",
    faceOnly: "Face check-in",
    noFace: "No face data on record: only standard check-in is available",
    plain: "Standard check-in",
    recognising: "Recognising, please wait…",
    success: "Checked in",
    failed: "Not recognised, please try again",
    retry: "Try again",
    cameraUnavailable: "The camera cannot be opened: use standard check-in",
    cameraLabel: "Camera view",
    enrolFace: "Enrol your face",
  },
  signInWidget: {
    title: "Class check-in",
    description: "Your teacher opened a check-in: check in now",
    action: "Check in now",
    done: "Checked in",
    ended: "Check-in has ended",
    remaining: (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")} left`,
  },
};

/** The check-in texts in the page's language (<html lang>), read at each access. */
const checkInMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test and for src/messages.ts to spread. */
const checkInMessageTables = { zhCN, en };

export { checkInMessages, checkInMessageTables };
