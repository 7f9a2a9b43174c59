// The texts of the classroom control widgets (Chinese, as the rest of the package), kept beside them so
// that an embedded widget carries only its own and another language can be added without touching them.

/** Texts of the classroom control widgets. */
const controlMessages = {
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

export { controlMessages };
