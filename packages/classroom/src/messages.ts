/**
 * Every text @smartclass/classroom shows, in one place, so that another language can be added without
 * touching components. Chinese texts from the spec are verbatim.
 */
const messages = {
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
  },
  signInWidget: {
    title: "课堂签到",
    description: "老师发起了签到，请尽快完成签到",
    action: "立即签到",
    done: "已签到",
  },
  randomPick: {
    random: "随机选人",
    specific: "点名提问",
    picked: "你被选中了",
    cancel: "取消",
  },
  panel: {
    title: "课堂签到",
    noClass: "没有进行中的课",
    duration: "签到时长（分钟）",
    mode: "签到方式",
    modePlain: "普通签到",
    modeFace: "人脸签到",
    start: "发起签到",
    delay: "延长签到",
    delayBy: "延长时长（分钟）",
    end: "结束签到",
    ended: "签到已结束",
    running: "签到进行中",
    checkedIn: (count: number, total: number | null) =>
      total === null ? `已签到 ${count} 人` : `已签到 ${count} / ${total} 人`,
    empty: "还没有学生签到",
    student: "学生",
    time: "签到时间",
    method: "方式",
    methodFace: "人脸",
    methodPlain: "普通",
    remaining: (seconds: number) => `剩余 ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`,
  },
  push: {
    unknownType: (type: string) => `未知的消息类型：${type}`,
    noWebSocket: "您的浏览器不支持WebSocket",
  },
};

type Messages = typeof messages;

export { messages };
export type { Messages };
