// The texts of minors, guardians and consents (refusals, relations, the built-in first versions of the
// face consent text and the privacy notice), in Chinese and English.
import { localized, type Translation } from "../lib/localized.js";

const zh = {
  guardianConsentNeeded: "未满14岁的学生需要监护人同意后才能录入人脸",
  consentOutdated: "人脸采集说明已更新，需要监护人重新同意后才能使用人脸签到",
  textChanged: (version: number) => `说明已更新为第 ${version} 版，请阅读新版本后再同意`,
  guardianNotFound: (id: number) => `监护人不存在：${id}`,
  userNotFound: (id: number) => `用户不存在：${id}`,
  notYourStudent: "您不是该学生的监护人",
  noActiveConsent: "该学生没有有效的监护人同意",
  consentWithdrawnDuringEnrolment: "录入时监护人的同意已撤回，人脸未录入",
  guardianIsStudent: "监护人账号不能是学生本人",
  ownConsentNeeded: "录入人脸前请先阅读人脸采集说明并同意",
  ownConsentOutdated: "人脸采集说明已更新，请阅读新版本并重新同意后再录入人脸",
  noOwnConsent: "您没有有效的人脸采集同意",
  badBirthDate: (value: string) => `出生日期无效：${value}`,
  under14Invalid: "未满14岁只能填写“是”或“否”",
  birthDateInFuture: "出生日期不能晚于今天",
  under14ButOlder: "按出生日期已满14岁，不能标记为未满14岁",
  faceCollected: "人脸照片计算出的特征值（不保存照片本身，除非学校另行开启并在保留期后删除）。",
  facePurpose: "仅用于课堂人脸签到时核对是否本人。",
  faceRetention: "保存至撤回同意、本人或管理员删除人脸数据，或离校为止；撤回后立即删除。",
  faceAlternative: "不同意也可以使用普通签到，课堂中的其他功能不受影响。",
  noticeCollected: "账号信息、课堂签到、答题与作业、成绩、AI 对话、流程记录和通知。",
  noticePurpose: "用于开展课堂教学、考勤与成绩管理；不用于其他目的，也不提供给第三方。",
  noticeRetention: "按学校设定的保留期保存，到期自动删除；离校后可申请删除。",
  noticeAlternative: "您可以在个人中心导出自己的数据，或请管理员更正、删除；人脸签到需单独同意，普通签到始终可用。",
} as const;

const en: Translation<typeof zh> = {
  guardianConsentNeeded: "Students under 14 need a guardian's consent before their face can be enrolled",
  consentOutdated: "The face data notice has changed: a guardian must consent again before face check-in can be used",
  textChanged: (version: number) =>
    `The text has changed to version ${version}; read the new version before consenting`,
  guardianNotFound: (id: number) => `No such guardian: ${id}`,
  userNotFound: (id: number) => `No such user: ${id}`,
  notYourStudent: "You are not a guardian of this student",
  noActiveConsent: "This student has no guardian consent in force",
  consentWithdrawnDuringEnrolment:
    "The guardian's consent was withdrawn during the enrolment: the face was not enrolled",
  guardianIsStudent: "The guardian's account cannot be the student's own",
  ownConsentNeeded: "Read the face data notice and consent to it before enrolling your face",
  ownConsentOutdated:
    "The face data notice has changed: read the new version and consent again before enrolling your face",
  noOwnConsent: "You have no face data consent in force",
  badBirthDate: (value: string) => `Invalid date of birth: ${value}`,
  under14Invalid: "The under-14 column takes yes or no",
  birthDateInFuture: "The date of birth cannot be after today",
  under14ButOlder: "By the date of birth the person is 14 or older: they cannot be marked under 14",
  faceCollected:
    "Features computed from face photos (the photos themselves are not kept unless the school turns that on, and then only for a retention period).",
  facePurpose: "Only to check, at a class check-in, that it is the student.",
  faceRetention:
    "Until consent is withdrawn, the face data is deleted by the student or an administrator, or the student leaves; withdrawing deletes it at once.",
  faceAlternative: "Without consent the student checks in the plain way; nothing else in class changes.",
  noticeCollected:
    "Account details, class check-ins, answers and assignments, grades, AI conversations, processes and notifications.",
  noticePurpose: "To run classes, attendance and grades; for nothing else, and never handed to third parties.",
  noticeRetention: "Kept for the periods the school sets and deleted when they end; deleted on request after leaving.",
  noticeAlternative:
    "You can export your data from the personal centre, or ask an administrator to correct or delete it; face check-in needs a consent of its own, and plain check-in is always available.",
};

/** Messages of minors, guardians and consents. */
export const consentMessages = localized(zh, en);

/** Business codes (HTTP 200, non-zero code; the client shows the message). */
export const consentCodes = {
  /** A minor's face enrolment or face check-in without a guardian's consent to the current text. */
  guardianConsentNeeded: 1_003_006_001,
  /** Consent to a text version that is no longer the current one. */
  textChanged: 1_003_006_002,
  /** Withdrawal or a request where there is nothing to act on. */
  noActiveConsent: 1_003_006_003,
  /** A face enrolment of a person who is not a minor without their own consent to the current text. */
  ownConsentNeeded: 1_003_006_004,
} as const;
