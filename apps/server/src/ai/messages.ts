// The AI assistant's user-visible texts and business error codes.

/** Business error codes of the AI calls (HTTP 200 envelope, as the error catalogue expects). */
export const aiCodes = {
  notConfigured: 1_040_000_001,
} as const;

export const aiMessages = {
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
} as const;
