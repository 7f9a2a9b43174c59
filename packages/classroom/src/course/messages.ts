// The texts of the course and timetable widgets (Chinese, as the rest of the package), kept beside them
// so that an embedded widget carries only its own and another language can be added without touching them.
import type { CourseExportType } from "./course-api";

/** Texts of the course and timetable widgets. */
const courseMessages = {
  weekdays: ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] as const,
  week: {
    caption: "课表",
    time: "时间",
    today: "今天",
    empty: "课表中还没有课",
    noClassThatDay: "当天没有课",
    start: "开始上课",
    starting: "开课中…",
    /** The start button's name: its visible text, then which slot. */
    startCourse: (action: string, courseName: string, time: string) => `${action}：${courseName} ${time}`,
    span: (start: string, end: string) => `${start}–${end}`,
    classroom: (name: string) => `教室：${name}`,
    teacher: (name: string) => `教师：${name}`,
  },
  timetable: {
    title: "课表",
    school: "学校课表",
    freedom: "我的自由课表",
    schoolCaption: "学校课表",
    freedomCaption: "我的自由课表",
    newFreedom: "新建自由课",
    freedomName: "自由课名称",
    nameRequired: "请输入自由课名称",
    nameTooLong: "名称不能超过 100 个字",
    create: "创建",
    creating: "创建中…",
    cancel: "取消",
  },
  create: {
    title: "新建课程",
    description: "填写课程信息，封面可稍后再换。",
    name: "课程名称",
    nameRequired: "请输入课程名称",
    nameTooLong: "课程名称不能超过 100 个字",
    intro: "课程简介",
    introTooLong: "课程简介不能超过 2000 个字",
    classroom: "教室或班级",
    classroomTooLong: "教室或班级不能超过 100 个字",
    cover: "封面图片",
    coverHint: "支持 PNG、JPG、WEBP，不超过 5 MB",
    chooseCover: "选择封面",
    removeCover: "移除封面",
    coverPreview: "封面预览",
    coverType: "封面只能是 PNG、JPG 或 WEBP 图片",
    coverSize: "封面图片不能超过 5 MB",
    uploading: "上传封面中…",
    saving: "创建中…",
    submit: "创建课程",
    cancel: "取消",
  },
  list: {
    my: "我的课程",
    recent: "最近课程",
    empty: "还没有课程",
    noCover: "无封面",
    students: (n: number) => `${n} 名学生`,
    teacher: (name: string) => `教师：${name}`,
    start: "开始上课",
    starting: "开课中…",
    /** The start button's name: its visible text, then which course. */
    startCourse: (action: string, name: string) => `${action}：${name}`,
    exportMenu: "导出",
    exportCourse: (name: string) => `导出：${name}`,
    exported: (fileName: string) => `已导出 ${fileName}`,
    started: (name: string) => `已开始上课：${name}`,
  },
  exportTypes: {
    student: "花名册",
    signIn: "考勤",
    grade: "成绩",
    question: "提问",
    assignment: "作业",
    practice: "练习",
  } satisfies Record<CourseExportType, string>,
};

export { courseMessages };
