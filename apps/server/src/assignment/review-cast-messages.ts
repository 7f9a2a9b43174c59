// The Chinese texts the peer review and the screen-cast answer with (the shapes file's texts verbatim),
// in one place so that another language can be added without touching the handlers.
import { localized, type Translation } from "../lib/localized.js";

const zh = {
  assignmentNotFound: (id: number) => `作业不存在：${id}`,
  notYourAssignment: "这不是您的作业",
  notInPeerReview: "作业不在互评阶段，不能评阅",
  reviewClosed: "互评已截止，不能再评阅",
  notAllocated: "只能评阅分配给你的同学",
  ownWork: "不能评阅自己的作业",
  criterionMissing: (title: string) => `请求参数不正确：body.criteria 缺少评分项「${title}」`,
  criterionUnknown: (id: number) => `请求参数不正确：body.criteria 没有这个评分项：${id}`,
  criterionTwice: (id: number) => `请求参数不正确：body.criteria 评分项重复：${id}`,
  criterionTooHigh: (title: string, points: number) => `请求参数不正确：评分项「${title}」最多 ${points} 分`,
  scoreRequired: "请求参数不正确：body.score is required",
  scoreTooHigh: (max: number) => `请求参数不正确：body.score 最多 ${max} 分`,
  castNotFound: "投屏不存在或已结束",
  notSubmitted: "该学生还未提交",
  /** The reviewer's name shown to the author when reviews are anonymous. */
  anonymousReviewer: "同学",
} as const;

const en: Translation<typeof zh> = {
  assignmentNotFound: (id: number) => `Assignment not found: ${id}`,
  notYourAssignment: "This is not your assignment",
  notInPeerReview: "The assignment is not in peer review, so it cannot be reviewed",
  reviewClosed: "Peer review has closed; reviews are no longer accepted",
  notAllocated: "You can only review the classmates assigned to you",
  ownWork: "You cannot review your own work",
  criterionMissing: (title: string) => `Invalid request: body.criteria is missing the criterion "${title}"`,
  criterionUnknown: (id: number) => `Invalid request: body.criteria has no such criterion: ${id}`,
  criterionTwice: (id: number) => `Invalid request: body.criteria repeats a criterion: ${id}`,
  criterionTooHigh: (title: string, points: number) =>
    `Invalid request: the criterion "${title}" is worth at most ${points} points`,
  scoreRequired: "Invalid request: body.score is required",
  scoreTooHigh: (max: number) => `Invalid request: body.score is at most ${max} points`,
  castNotFound: "The screen cast does not exist or has ended",
  notSubmitted: "This student has not submitted yet",
  anonymousReviewer: "Classmate",
};

/** Messages of peer review and screen-casting. */
export const reviewCastMessages = localized(zh, en);
