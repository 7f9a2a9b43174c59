// The texts user, dictionary and configuration administration answers with (the user import's
// per-row reasons included), in Chinese (the spec's texts) and English. The import's column names stay
// the template's Chinese headers in both: they name the columns of the file as the person filled it.
import { localized, type Translation } from "../lib/localized.js";

const zh = {
  userNotFound: (id: number) => `用户不存在：${id}`,
  usernameTaken: "用户账号已经存在",
  mobileTaken: "手机号已经存在",
  emailTaken: "邮箱已经存在",
  roleUnknown: (id: number) => `请求参数不正确：body.roleIds 含有不存在的角色：${id}`,
  cannotDisableSelf: "不能禁用自己的账号",
  cannotDeleteSelf: "不能删除自己的账号",
  createTimeInvalid: (index: string) => `请求参数不正确：query.createTime[${index}] 不是有效的时间`,
  renewTimeInvalid: "请求参数不正确：query.renewTime 不是有效的时间",
  dictDataExists: (dictType: string, value: string) => `已经存在该字典数据：${dictType} = ${value}`,
  dictDataNotFound: (id: number) => `字典数据不存在：${id}`,
  dictTypeUnknown: (dictType: string) => `当前字典类型不存在：${dictType}`,
  configKeyExists: (key: string) => `参数配置 key 重复：${key}`,
  configNotFound: (id: number) => `参数配置不存在：${id}`,
  configKeyBuiltIn: "不能修改系统内置参数配置的 key",
  configBuiltIn: "不能删除类型为系统内置的参数配置",

  importNotTemplate: "请上传由导入模板填写的 .xlsx 文件",
  importTooLarge: "导入文件不能超过 2 MB",
  importTooManyRows: (max: number) => `导入文件最多 ${max} 行用户数据`,
  importNoRows: "导入文件中没有用户数据",
  importRolledBack: (why: string) => `导入失败，没有写入任何用户：${why}`,
  importDuplicateData: "与已有数据重复",
  importDatabaseRefused: (code: string) => `数据库拒绝写入（${code}）`,
  importWriteFailed: "写入出错",
  // A row's reason: the column (the template's header), then what is wrong with its cell.
  cellRequired: (column: string) => `${column}不能为空`,
  cellTooLong: (column: string, limit: string) => `${column}不能超过 ${limit} 个字符`,
  cellTooShort: (column: string, limit: string) => `${column}不能少于 ${limit} 个字符`,
  cellUsername: (column: string) => `${column}只能包含字母、数字和下划线`,
  cellMobile: (column: string) => `${column}应为 11 位手机号码`,
  cellInvalid: (column: string) => `${column}格式不正确`,
  cellDuplicate: (column: string, line: number) => `${column}与第 ${line} 行重复`,
  deptNotNumber: "部门编号应为正整数",
  sexInvalid: "用户性别只能填 男、女 或 未知",
  statusInvalid: "帐号状态只能填 开启、关闭（或 正常、停用）",
} as const;

const en: Translation<typeof zh> = {
  userNotFound: (id: number) => `User not found: ${id}`,
  usernameTaken: "This username is already taken",
  mobileTaken: "This mobile number is already taken",
  emailTaken: "This email address is already taken",
  roleUnknown: (id: number) => `Invalid request: body.roleIds contains a role that does not exist: ${id}`,
  cannotDisableSelf: "You cannot disable your own account",
  cannotDeleteSelf: "You cannot delete your own account",
  createTimeInvalid: (index: string) => `Invalid request: query.createTime[${index}] is not a valid time`,
  renewTimeInvalid: "Invalid request: query.renewTime is not a valid time",
  dictDataExists: (dictType: string, value: string) => `This dictionary entry already exists: ${dictType} = ${value}`,
  dictDataNotFound: (id: number) => `Dictionary entry not found: ${id}`,
  dictTypeUnknown: (dictType: string) => `This dictionary type does not exist: ${dictType}`,
  configKeyExists: (key: string) => `A setting with this key already exists: ${key}`,
  configNotFound: (id: number) => `Setting not found: ${id}`,
  configKeyBuiltIn: "The key of a built-in setting cannot be changed",
  configBuiltIn: "A built-in setting cannot be deleted",

  importNotTemplate: "Please upload an .xlsx file filled in from the import template",
  importTooLarge: "The import file cannot be larger than 2 MB",
  importTooManyRows: (max: number) => `The import file can hold at most ${max} rows of users`,
  importNoRows: "The import file has no users in it",
  importRolledBack: (why: string) => `The import failed and no user was written: ${why}`,
  importDuplicateData: "it duplicates existing data",
  importDatabaseRefused: (code: string) => `the database refused the write (${code})`,
  importWriteFailed: "the write failed",
  cellRequired: (column: string) => `Column "${column}" must not be empty`,
  cellTooLong: (column: string, limit: string) => `Column "${column}" cannot be longer than ${limit} characters`,
  cellTooShort: (column: string, limit: string) => `Column "${column}" cannot be shorter than ${limit} characters`,
  cellUsername: (column: string) => `Column "${column}" may contain only letters, digits and underscores`,
  cellMobile: (column: string) => `Column "${column}" must be an 11-digit mobile number`,
  cellInvalid: (column: string) => `Column "${column}" is not in a valid format`,
  cellDuplicate: (column: string, line: number) => `Column "${column}" repeats row ${line}`,
  deptNotNumber: 'Column "部门编号" must be a positive whole number',
  sexInvalid: 'Column "用户性别" accepts only 男, 女 or 未知',
  statusInvalid: 'Column "帐号状态" accepts only 开启 or 关闭 (or 正常, 停用)',
};

/** Messages of user, dictionary and configuration administration, in the current request's language. */
export const adminMessages = localized(zh, en);
