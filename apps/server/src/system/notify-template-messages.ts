// The texts the in-site message templates and sending answer with, in Chinese and English.
import { localized, type Translation } from "../lib/localized.js";

const zh = {
  templateNotFound: (id: number) => `站内信模板不存在：${id}`,
  codeTaken: (code: string) => `站内信模板编码已经存在：${code}`,
  paramMissing: (name: string) => `模板参数缺失：${name}`,
  noRecipients: "请选择接收的用户或角色",
} as const;

const en: Translation<typeof zh> = {
  templateNotFound: (id: number) => `Message template not found: ${id}`,
  codeTaken: (code: string) => `A message template with this code already exists: ${code}`,
  paramMissing: (name: string) => `Missing template parameter: ${name}`,
  noRecipients: "Choose the users or roles to send to",
};

/** Messages of in-site message templates, in the current request's language. */
export const notifyTemplateMessages = localized(zh, en);
