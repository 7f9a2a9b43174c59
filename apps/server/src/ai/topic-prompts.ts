// What the AI topics ask the model: discussion questions as JSON (checked, never filled in), a class
// summary in fixed Markdown sections naming the students, and feedback on one student's response.
import type { ChatTurn } from "./provider.js";

/** A draft the model answered, once checked. */
export interface TopicDraft {
  title: string;
  questions: string[];
}

/** A response as it is sent for the summary: the student's name and number with the text. */
export interface NamedResponse {
  nickname: string;
  studentNo: string;
  content: string;
}

/** The sections every class summary has, in order. */
const SUMMARY_SECTIONS = ["共同观点", "常见误解", "优秀回答"] as const;

const MAX_QUESTIONS = 10;
const MAX_TITLE = 200;
const MAX_QUESTION = 1000;

/** The conversation that asks for `count` discussion questions as JSON. */
export function draftPrompt(input: { subject: string; level: string; count: number; requirements?: string }) {
  const system = [
    "你是“智慧课堂”的教学设计助手，为教师起草课堂讨论话题。",
    "只输出一个 JSON 对象，不要输出任何其他文字、解释或 Markdown 代码块。",
    '格式：{"title": "话题标题（不超过 30 字）", "questions": ["讨论问题 1", "讨论问题 2"]}',
    "讨论问题应当开放、适合学生的水平、能引发不同观点，每个问题一句话到三句话，使用简体中文。",
  ].join("\n");
  const user = [
    `学科与主题：${input.subject}`,
    `学生水平：${input.level}`,
    `问题数量：${input.count}`,
    ...(input.requirements ? [`其他要求：${input.requirements}`] : []),
  ].join("\n");
  const turns: ChatTurn[] = [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
  return turns;
}

/**
 * The draft in the model's answer, or undefined when it is not the asked shape: a JSON object (a
 * ```json fence around it is tolerated) with a non-empty title and 1–10 non-empty questions.
 */
export function parseDraft(answer: string): TopicDraft | undefined {
  const fenced = /^\s*```(?:json)?\s*\n?([\s\S]*?)\n?\s*```\s*$/i.exec(answer);
  let value: unknown;
  try {
    value = JSON.parse((fenced ? fenced[1]! : answer).trim());
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { title, questions } = value as Record<string, unknown>;
  if (typeof title !== "string" || !title.trim() || title.trim().length > MAX_TITLE) return undefined;
  if (!Array.isArray(questions) || questions.length === 0 || questions.length > MAX_QUESTIONS) return undefined;
  const texts = questions.map((q) => (typeof q === "string" ? q.trim() : ""));
  if (texts.some((q) => !q || q.length > MAX_QUESTION)) return undefined;
  return { title: title.trim(), questions: texts };
}

/** The questions as a topic's prompt: numbered lines. */
export const draftContent = (questions: string[]) => questions.map((q, i) => `${i + 1}. ${q}`).join("\n");

/** The conversation that asks for the class summary of a topic's responses, with the students named. */
export function summaryPrompt(topic: { title: string; content: string }, responses: NamedResponse[]): ChatTurn[] {
  const system = [
    "你是“智慧课堂”的教师助手，为教师总结全班学生对一个课堂讨论话题的回答。",
    `只用 Markdown 输出以下三个二级标题，顺序不变：${SUMMARY_SECTIONS.map((s) => `## ${s}`).join("、")}。`,
    "每一条要点后用括号注明来自哪些学生（写学生姓名，例如（张三、李四））；只根据学生的回答总结，不要编造学生没有说过的观点。",
    "“常见误解”写明错在哪里以及正确的理解；“优秀回答”说明好在哪里。某一部分没有内容时写“无”。使用简体中文，简洁清楚。",
  ].join("\n");
  const user = [
    `话题：${topic.title}`,
    ...(topic.content ? [`讨论问题：\n${topic.content}`] : []),
    `学生回答（共 ${responses.length} 份）：`,
    ...responses.map((r, i) => `### 回答 ${i + 1}（学生：${r.nickname}，学号 ${r.studentNo}）\n${r.content}`),
  ].join("\n\n");
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

/** The conversation that asks for feedback on one student's own response. */
export function feedbackPrompt(topic: { title: string; content: string }, response: string): ChatTurn[] {
  const system = [
    "你是“智慧课堂”的学习辅导老师，给学生对课堂讨论话题的回答提供反馈。",
    "先肯定回答中的优点，再指出可以改进或需要补充论据的地方，用提问和提示引导学生自己完善；不要替学生重写回答，也不要给出可直接提交的完整答案。",
    "使用简体中文和 Markdown，语气友好，不超过 300 字。",
  ].join("\n");
  const user = [
    `话题：${topic.title}`,
    ...(topic.content ? [`讨论问题：\n${topic.content}`] : []),
    `我的回答：\n${response}`,
  ].join("\n\n");
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}
