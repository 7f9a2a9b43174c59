// The user-visible texts and business error codes of the AI assistant and the AI topics.
import { localized, type Translation } from "../lib/localized.js";

/** Business error codes of the AI calls (HTTP 200 envelope, as the error catalogue expects). */
export const aiCodes = {
  notConfigured: 1_040_000_001,
  /** The provider failed on a call answered as JSON (a topic draft); its sentence is the message. */
  providerFailed: 1_040_000_002,
  /** The model's draft is not the asked JSON shape. */
  draftUnusable: 1_040_000_003,
  topicRunning: 1_040_001_001,
  topicEnded: 1_040_001_002,
  topicNotTimed: 1_040_001_003,
  durationTooShort: 1_040_001_004,
  noSubmissions: 1_040_001_005,
} as const;

const zh = {
  notConfigured:
    "AI 服务未配置：请管理员设置 AI_BASE_URL、AI_API_KEY、AI_MODEL（或配置项 ai.baseUrl、ai.apiKey、ai.model）",
  rateLimited: (perMinute: number, seconds: number) =>
    `AI 请求过于频繁：每人每分钟最多 ${perMinute} 次，请 ${seconds} 秒后再试`,
  conversationNotFound: (id: number) => `对话不存在：${id}`,
  notYourConversation: "不能查看或修改他人的对话",
  defaultTitle: "新对话",
  timeout: (seconds: number) => `AI 回答超时（${seconds} 秒），已保留收到的部分`,
  providerFailed: (detail: string) => `AI 服务出错：${detail}`,
  providerUnreachable: "无法连接 AI 服务，请稍后重试或请管理员检查 AI_BASE_URL",
  providerRejectedKey: "AI 服务拒绝了密钥，请管理员检查 AI_API_KEY（或配置项 ai.apiKey）",
  providerRateLimited: "AI 服务繁忙（服务商限流），请稍后重试",
  streamNotStored: "系统异常，回答未能保存，请稍后重试",

  topicNotFound: (id: number) => `AI 话题不存在：${id}`,
  submissionNotFound: (id: number) => `话题回答不存在：${id}`,
  notYourTopic: "这不是您的 AI 话题",
  notYourSubmission: "只能查看自己的回答",
  onlyAuthorFeedback: "只能为自己的回答请求 AI 反馈",
  notStudentOfTopic: "您不在这个话题所属课程的学生名单中",
  topicRunning: (title: string) => `已有进行中的 AI 话题（${title}），请先结束`,
  topicEnded: "话题已结束",
  topicNotTimed: "该话题不限时，无需延时",
  durationTooShort: "新的时长已过，请设置更长的时长",
  noSubmissions: "还没有学生提交回答，暂时无法总结",
  draftUnusable: "AI 返回的内容无法使用（不是约定的 JSON 格式），请重试或自己编写话题",
} as const;

const en: Translation<typeof zh> = {
  notConfigured:
    "The AI service is not configured: an administrator must set AI_BASE_URL, AI_API_KEY and AI_MODEL (or the settings ai.baseUrl, ai.apiKey, ai.model)",
  rateLimited: (perMinute: number, seconds: number) =>
    `Too many AI requests: at most ${perMinute} per person per minute, please try again in ${seconds} seconds`,
  conversationNotFound: (id: number) => `Conversation not found: ${id}`,
  notYourConversation: "You cannot view or change another person's conversation",
  // Stored as the title of a new conversation and compared with it later (the first message renames a
  // conversation still called this), so it stays the one Chinese text whatever the request's language.
  defaultTitle: "新对话",
  timeout: (seconds: number) => `The AI answer timed out (${seconds} seconds); the part received is kept`,
  providerFailed: (detail: string) => `AI service error: ${detail}`,
  providerUnreachable:
    "Cannot reach the AI service, please try again later or ask an administrator to check AI_BASE_URL",
  providerRejectedKey:
    "The AI service rejected the key, please ask an administrator to check AI_API_KEY (or the setting ai.apiKey)",
  providerRateLimited: "The AI service is busy (rate limited by the provider), please try again later",
  streamNotStored: "System error: the answer could not be saved, please try again later",

  topicNotFound: (id: number) => `AI topic not found: ${id}`,
  submissionNotFound: (id: number) => `Topic answer not found: ${id}`,
  notYourTopic: "This is not your AI topic",
  notYourSubmission: "You can only view your own answer",
  onlyAuthorFeedback: "You can only ask for AI feedback on your own answer",
  notStudentOfTopic: "You are not on the student list of this topic's course",
  topicRunning: (title: string) => `An AI topic is already running (${title}); end it first`,
  topicEnded: "The topic has ended",
  topicNotTimed: "This topic has no time limit, so it cannot be extended",
  durationTooShort: "The new duration has already passed, please set a longer one",
  noSubmissions: "No student has answered yet, so there is nothing to summarise",
  draftUnusable:
    "The AI's answer cannot be used (not the agreed JSON format); please try again or write the topic yourself",
};

export const aiMessages = localized(zh, en);
