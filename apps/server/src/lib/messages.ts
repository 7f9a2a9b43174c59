// The texts the server itself answers with (the envelope's defaults, bad input in general, uploads,
// verification codes), in Chinese (the spec's texts) and English; lib/localized.ts picks one per request.
import { localized } from "./localized.js";

const zh = {
  notSignedIn: "账号未登录",
  noPermission: "没有该操作权限",
  tokenInvalid: "访问令牌无效或已过期",

  invalidRequest: "请求参数不正确",
  /** A bad-input message naming the field, in the form the contract's validation uses. */
  invalid: (field: string, why: string) => `请求参数不正确：${field} ${why}`,
  recordExists: "记录已存在",
  relatedRecordMissing: "关联的记录不存在",
  outOfRange: "请求参数超出范围",
  bodyTooLarge: "请求体过大",
  unsupportedMediaType: "不支持的请求内容类型",
  malformedBody: (detail: string) => `请求体格式不正确：${detail}`,
  badRequest: "请求不正确",
  systemError: "系统异常，请稍后重试",
  fileNotFound: "文件不存在",
  notImplemented: (operationId: string, key: string) => `接口未实现：${operationId}（${key}）`,
  apiNotFound: (method: string, path: string) => `接口不存在：${method} ${path}`,
  resourceNotFound: "访问资源不存在",

  notUploaded: (path: string) => `请求参数不正确：path 不是已上传的文件：${path}`,
  multipartRequired: (field: string) => `请求参数不正确：body.${field} is required (multipart/form-data)`,
  folderTooLong: (field: string) => `请求参数不正确：body.${field} must NOT have more than 255 characters`,
  fileRequired: (field: string) => `请求参数不正确：body.${field} is required`,
  chunkEmpty: "请求参数不正确：body 必须是非空的二进制数据",
  chunkPartId: "请求参数不正确：query.partId 只能包含字母、数字、- 和 _",
  chunkMd5: "请求参数不正确：query.md5 必须是 32 位十六进制",
  chunkMd5Mismatch: "请求参数不正确：query.md5 与上传内容不一致",
  idNotAllowed: "请求参数不正确：body.id is not allowed when creating",
  idRequired: "请求参数不正确：body.id is required",

  codeTooFrequent: "验证码发送过于频繁，请 1 分钟后再试",
  codeDailyLimit: "今日验证码发送次数已达上限",
  codeNotFound: "验证码不存在",
  codeExpired: "验证码已过期",
  codeTooManyAttempts: "验证码错误次数过多，请重新获取",
  codeWrong: "验证码不正确",
  codeUsed: "验证码已使用",

  tooManyRequests: (seconds: number) => `请求过于频繁，请 ${seconds} 秒后再试`,
  passwordLength: "密码长度为 8 到 128 位",
  fileTypeRefused: (purpose: string, name: string, allowed: string) =>
    `不支持的文件类型：${name}（${purpose}只接受 ${allowed}）`,
  fileTooLarge: (purpose: string, name: string, limit: string) => `文件过大：${name}（${purpose}最大 ${limit}）`,
  purposeAvatar: "头像",
  purposeFace: "人脸照片",
  purposeCheckIn: "签到照片",
  purposeAssignment: "作业附件",
  purposeAnswerImage: "答题图片",
  purposeFile: "文件",
} as const;

const en = {
  notSignedIn: "You are not signed in",
  noPermission: "You do not have permission for this action",
  tokenInvalid: "Your sign-in is invalid or has expired",

  invalidRequest: "Invalid request",
  invalid: (field: string, why: string) => `Invalid request: ${field} ${why}`,
  recordExists: "This record already exists",
  relatedRecordMissing: "A related record does not exist",
  outOfRange: "A value in the request is out of range",
  bodyTooLarge: "The request is too large",
  unsupportedMediaType: "Unsupported request content type",
  malformedBody: (detail: string) => `The request body is malformed: ${detail}`,
  badRequest: "Invalid request",
  systemError: "System error, please try again later",
  fileNotFound: "File not found",
  notImplemented: (operationId: string, key: string) => `Not implemented: ${operationId} (${key})`,
  apiNotFound: (method: string, path: string) => `No such API: ${method} ${path}`,
  resourceNotFound: "Not found",

  notUploaded: (path: string) => `Invalid request: path is not an uploaded file: ${path}`,
  multipartRequired: (field: string) => `Invalid request: body.${field} is required (multipart/form-data)`,
  folderTooLong: (field: string) => `Invalid request: body.${field} must NOT have more than 255 characters`,
  fileRequired: (field: string) => `Invalid request: body.${field} is required`,
  chunkEmpty: "Invalid request: body must be non-empty binary data",
  chunkPartId: "Invalid request: query.partId may contain only letters, digits, - and _",
  chunkMd5: "Invalid request: query.md5 must be 32 hexadecimal digits",
  chunkMd5Mismatch: "Invalid request: query.md5 does not match the uploaded data",
  idNotAllowed: "Invalid request: body.id is not allowed when creating",
  idRequired: "Invalid request: body.id is required",

  codeTooFrequent: "Codes are sent too often, please try again in 1 minute",
  codeDailyLimit: "You have reached today's limit of verification codes",
  codeNotFound: "Verification code not found",
  codeExpired: "The verification code has expired",
  codeTooManyAttempts: "Too many wrong attempts, please request a new code",
  codeWrong: "Wrong verification code",
  codeUsed: "The verification code has already been used",

  tooManyRequests: (seconds: number) => `Too many requests, please try again in ${seconds} seconds`,
  passwordLength: "Passwords must be 8 to 128 characters long",
  fileTypeRefused: (purpose: string, name: string, allowed: string) =>
    `File type not accepted: ${name} (a ${purpose} may be ${allowed})`,
  fileTooLarge: (purpose: string, name: string, limit: string) =>
    `File too large: ${name} (a ${purpose} may be at most ${limit})`,
  purposeAvatar: "profile picture",
  purposeFace: "face photo",
  purposeCheckIn: "check-in photo",
  purposeAssignment: "assignment attachment",
  purposeAnswerImage: "answer image",
  purposeFile: "file",
} as const;

/** Messages of the server itself, in the current request's language. */
export const serverMessages = localized(zh, en);

/** A bad-input message naming the field, in the form the contract's validation uses (request's language). */
export const invalid = (field: string, why: string) => serverMessages.invalid(field, why);
