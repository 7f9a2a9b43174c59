// The Chinese texts the classroom activities answer with (questions, random pick, call-out, surveys),
// in one place so that another language can be added without touching the handlers.

/** Messages of the live class activities. */
export const classroomMessages = {
  noClass: "没有进行中的课",
  classNotRunning: "课堂未开始或已结束，不能发起活动",
  itemNotFound: (id: number) => `课堂不存在：${id}`,
  notYourItem: "这不是您的课堂",
  notEnrolled: "您不在这节课的学生名单中",

  questionNotFound: (id: number) => `提问不存在：${id}`,
  answerNotFound: (id: number) => `作答记录不存在：${id}`,
  notYourQuestion: "这不是您的提问",
  notYourAnswer: "只能查看自己的作答",
  questionRunning: (title: string) => `已有进行中的提问（${title}），请先结束`,
  questionEnded: "提问已结束",
  questionCancelled: "提问已取消",
  questionNotTimed: "该提问不限时，无需延时",
  durationTooShort: "新的时长已过，请设置更长的时长",
  notTarget: "这道题没有点到您，无需作答",

  noCandidates: "没有可抽取的学生（本节课签到的学生为空）",

  surveyNotFound: (id: number) => `问卷不存在：${id}`,
  notYourSurvey: "这不是您的问卷",
  surveyRunning: (title: string) => `已有进行中的问卷（${title}），请先结束`,
  surveyEnded: "问卷已结束",
  surveyNotStarted: "问卷尚未开始",
  notStudentOfSurvey: "您不在这份问卷所属课程的学生名单中",
} as const;

/** Business error codes (HTTP 200, non-zero code) of the live class activities. */
export const classroomCodes = {
  noClass: 1_003_000_003,
  classNotRunning: 1_003_000_004,
  questionRunning: 1_003_002_001,
  questionEnded: 1_003_002_002,
  questionCancelled: 1_003_002_003,
  questionNotTimed: 1_003_002_004,
  durationTooShort: 1_003_002_005,
  noCandidates: 1_003_003_001,
  surveyRunning: 1_003_004_001,
  surveyEnded: 1_003_004_002,
  surveyNotStarted: 1_003_004_003,
} as const;

/** A bad-input message naming the field, in the form the contract's validation uses. */
export const invalid = (field: string, why: string) => `请求参数不正确：${field} ${why}`;
