// The texts of the classroom control widgets, in Chinese and English (same keys), kept beside them so
// that an embedded widget carries only its own.
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  panel: {
    title: "课堂管控",
    modeLabel: "管控模式",
    noSession: "当前没有进行中的课",
    changed: (mode: string) => `已切换为${mode}模式`,
    recording: "录制",
    startVideo: "开始录制",
    endVideo: "结束录制",
    recordingFor: (elapsed: string) => `录制中 ${elapsed}`,
    recordingOn: "录制中",
    notRecording: "未在录制",
    videoStarted: "已开始录制",
    videoEnded: "已结束录制",
  },
  /** The modes, 0 自由 / 1 讲授 / 2 锁屏, each with what the students see. */
  modes: [
    { label: "自由", hint: "学生可以自由使用课堂页面，不显示任何提示" },
    { label: "讲授", hint: "学生页面顶部显示“老师正在讲授，请看大屏”" },
    { label: "锁屏", hint: "学生页面被锁定，只能打开老师推送的活动和签到" },
  ] as const,
  lecturing: "老师正在讲授，请看大屏",
  locked: "屏幕已被老师锁定",
  lockedHint: "老师发布活动时会自动打开，请看大屏",
};

const en: MessageTable<typeof zhCN> = {
  panel: {
    title: "Class control",
    modeLabel: "Control mode",
    noSession: "No class is running",
    changed: (mode) => `Switched to ${mode} mode`,
    recording: "Recording",
    startVideo: "Start recording",
    endVideo: "Stop recording",
    recordingFor: (elapsed) => `Recording ${elapsed}`,
    recordingOn: "Recording",
    notRecording: "Not recording",
    videoStarted: "Recording started",
    videoEnded: "Recording stopped",
  },
  modes: [
    { label: "Free", hint: "Students use the class pages freely; no notice is shown" },
    { label: "Lecture", hint: "Students see “Your teacher is presenting: look at the big screen” at the top" },
    { label: "Lock", hint: "Students' pages are locked: only the activities and check-ins you push open" },
  ],
  lecturing: "Your teacher is presenting: look at the big screen",
  locked: "Your teacher has locked the screen",
  lockedHint: "It opens by itself when your teacher starts an activity: look at the big screen",
};

/** Texts of the classroom control widgets in the page's language (<html lang>), read at each access. */
const controlMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const controlMessageTables = { zhCN, en };

export { controlMessages, controlMessageTables };
