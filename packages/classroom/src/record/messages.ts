// The texts of the classroom-record widgets, in Chinese and English (same keys), kept beside them so that
// an embedded widget carries only its own.
import { localized, type MessageTable } from "@smartclass/ui";

import { recordFormatMessageTables } from "./format-messages";
import type { RecordActivity, RecordAttendee } from "./record-api";

const zhCN = {
  activityTypes: {
    signIn: "签到",
    question: "提问",
    survey: "问卷",
    aiTopic: "AI 话题",
    assignment: "作业",
    practice: "练习",
  } satisfies Record<RecordActivity["type"], string>,
  ...recordFormatMessageTables.zhCN,
  list: {
    title: "课堂记录",
    search: "记录标题",
    course: "课程",
    allCourses: "全部课程",
    name: "标题",
    session: "课程 · 课次",
    date: "日期",
    practices: "练习",
    actions: "操作",
    delete: "删除",
    deleteOf: (title: string) => `删除：${title}`,
    confirmDelete: (title: string) => `确定删除课堂记录「${title}」吗？记录中的课堂练习和作答将一并删除。`,
    deleted: "课堂记录已删除",
    empty: "暂无课堂记录",
  },
  timeline: {
    title: "课堂记录",
    facts: "课堂概况",
    session: "课程 · 课次",
    time: "上课时间",
    notStarted: "未开始",
    running: "进行中",
    duration: "时长",
    attendance: "出勤",
    signIns: (n: number) => `${n} 次签到`,
    participation: "各活动参与情况",
    participationTable: "各活动参与人数",
    activity: "活动",
    count: "参与人数",
    rate: "参与率",
    result: "结果",
    timeline: "课堂时间线",
    at: "时间",
    recording: "录制",
    recordingNow: "录制中",
    noActivities: "本节课没有课堂活动",
    empty: "本节课没有课堂活动，也没有录制",
  },
  attendance: {
    title: "出勤名单",
    filter: "显示",
    all: "全部",
    signed: "已签到",
    absent: "未签到",
    shown: (shown: number, all: number) => `${shown} / ${all} 人`,
    student: "学生",
    status: "状态",
    kind: "签到方式",
    time: "签到时间",
    kinds: { plain: "普通签到", face: "人脸签到", supplement: "补签" } satisfies Record<
      NonNullable<RecordAttendee["kind"]>,
      string
    >,
    chart: "签到方式分布",
    noneSigned: "没有学生签到",
    noneAbsent: "全员已签到",
    noStudents: "本课程没有学生",
  },
  practices: {
    title: "课堂练习",
    answers: (n: number) => `${n} 人作答`,
    status: { 0: "未发布", 1: "进行中", 2: "已结束", 3: "已取消" } as Record<0 | 1 | 2 | 3, string>,
    questions: (n: number) => `共 ${n} 题`,
    empty: "本节课没有课堂练习",
  },
} as const;

const en: MessageTable<typeof zhCN> = {
  activityTypes: {
    signIn: "Check-in",
    question: "Question",
    survey: "Survey",
    aiTopic: "AI topic",
    assignment: "Assignment",
    practice: "Practice",
  },
  ...recordFormatMessageTables.en,
  list: {
    title: "Class records",
    search: "Record title",
    course: "Course",
    allCourses: "All courses",
    name: "Title",
    session: "Course · Lesson",
    date: "Date",
    practices: "Practice",
    actions: "Actions",
    delete: "Delete",
    deleteOf: (title) => `Delete: ${title}`,
    confirmDelete: (title) =>
      `Delete the class record “${title}”? The practice in it and its answers are deleted with it.`,
    deleted: "Class record deleted",
    empty: "No class records yet",
  },
  timeline: {
    title: "Class record",
    facts: "Summary",
    session: "Course · Lesson",
    time: "Class time",
    notStarted: "Not started",
    running: "Running",
    duration: "Duration",
    attendance: "Attendance",
    signIns: (n) => `${n} ${n === 1 ? "check-in" : "check-ins"}`,
    participation: "Participation by activity",
    participationTable: "Students taking part, by activity",
    activity: "Activity",
    count: "Students",
    rate: "Participation",
    result: "Result",
    timeline: "Class timeline",
    at: "Time",
    recording: "Recording",
    recordingNow: "Recording",
    noActivities: "No activities in this class",
    empty: "No activities and no recording in this class",
  },
  attendance: {
    title: "Attendance list",
    filter: "Show",
    all: "All",
    signed: "Checked in",
    absent: "Not checked in",
    shown: (shown, all) => `${shown} / ${all} students`,
    student: "Student",
    status: "Status",
    kind: "Check-in",
    time: "Checked in at",
    kinds: { plain: "Plain", face: "Face", supplement: "Make-up" },
    chart: "Check-ins by kind",
    noneSigned: "No student checked in",
    noneAbsent: "Everyone checked in",
    noStudents: "No students in this course",
  },
  practices: {
    title: "Practice",
    answers: (n) => `${n} answered`,
    status: { 0: "Not published", 1: "Running", 2: "Ended", 3: "Cancelled" },
    questions: (n) => `${n} ${n === 1 ? "question" : "questions"}`,
    empty: "No practice in this class",
  },
};

/** Texts of the classroom-record widgets in the page's language (<html lang>), read at each access. */
const recordMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const recordMessageTables = { zhCN, en };

export { recordMessages, recordMessageTables };
