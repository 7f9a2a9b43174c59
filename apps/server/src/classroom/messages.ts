// The Chinese texts the classroom activities answer with (questions, random pick, call-out, surveys),
// in one place so that another language can be added without touching the handlers.

/** Messages of the live class activities. */
export const classroomMessages = {
  noClass: "没有进行中的课",
  classNotRunning: "课堂未开始或已结束，不能发起活动",
  itemNotFound: (id: number) => `课堂不存在：${id}`,
  notYourItem: "这不是您的课堂",
  notEnrolled: "您不在这节课的学生名单中",
  joinByShareLink: "请通过老师的分享链接加入课程",

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

  shareLinkNotFound: "分享链接不存在",
  shareLinkExpired: "分享链接已过期",
  shareLinkRevoked: "分享链接已被撤销",
  shareLinkStudentsOnly: "只有学生可以通过分享链接加入课程",
  notYourShareLink: "这不是您的分享链接",

  assignmentNotFound: (id: number) => `作业不存在：${id}`,
  notYourAssignment: "这不是您的作业",
  notStudentOfAssignment: "您不在这份作业所属课程的学生名单中",
  assignmentStageMove: (from: string, to: string) => `不能把作业从「${from}」改到「${to}」`,
  assignmentNeedsDeadline: "发布作业需要一个晚于现在的截止时间",
  assignmentPeerReviewOff: "这份作业没有开启互评",
  assignmentPeerReviewBeforeDeadline: "截止时间之前不能开始互评",
  assignmentClosed: "作业已结束，不能再修改",
  assignmentQuestionsLocked: "已有学生提交，不能再修改题目",
  assignmentSettingsLocked: "互评开始后不能再修改截止时间与互评设置",
  assignmentNotOpen: "作业当前不接受提交",
  assignmentPastDeadline: "已过截止时间，不能再提交",
  assignmentUnanswered: (n: number) => `第 ${n} 题还未作答`,
  assignmentAlreadySubmitted: "作业已提交，不能再保存草稿",
  assignmentResubmitAfterDeadline: "截止时间后不能再修改已提交的作业",
  assignmentAlreadyGraded: "作业已批改，不能再修改",
  assignmentSubmitFirst: "提交作业后才能评阅同学的作业",
  assignmentNotYourReviewee: "只能评阅分配给你的同学",
  assignmentOwnWorkOnly: "只能查看自己的作业",
  assignmentNoSubmission: "该学生还未提交",
  assignmentNotGradable: "现在不能批改：作业还未发布或已结束",
  assignmentFinalStage: "只有在批改中或已公布成绩时才能设置最终成绩",
  assignmentScoreAbove: (n: number, max: number) => `第 ${n} 题的得分不能超过 ${max} 分`,
  assignmentScoreMissing: (n: number) => `第 ${n} 题还未评分`,
  assignmentFinalAbove: (max: number) => `最终成绩不能超过满分 ${max} 分`,
  assignmentQuestionNotFound: (id: number) => `题目不存在：${id}`,
  assignmentFileNotAllowed: (name: string) => `不支持的文件类型：${name}（可上传图片、PDF、Office 文档、文本、zip）`,
  assignmentFileTooLarge: (name: string) => `文件超过 10 MB：${name}`,
  assignmentTooManyFiles: (n: number) => `第 ${n} 题最多上传 5 个文件`,

  todoSignIn: (itemName: string) => `${itemName} 签到`,
  todoToGrade: (title: string, n: number) => `${title}（${n} 份待批改）`,
  todoReviewEnded: (title: string) => `${title}（互评已结束，待评定最终成绩）`,
  todoPeerReview: (title: string, n: number) => `${title}（待互评 ${n} 份）`,
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
  shareLinkExpired: 1_003_007_001,
  shareLinkRevoked: 1_003_007_002,
} as const;

/** A bad-input message naming the field, in the form the contract's validation uses. */
export const invalid = (field: string, why: string) => `请求参数不正确：${field} ${why}`;
