// The texts of a person's data export and of erasing a person, in Chinese and English.
import { localized, type Translation } from "../lib/localized.js";

const zh = {
  userNotFound: (id: number) => `用户不存在：${id}`,
  noticeSender: "系统",
  readyNotice: (hours: number) => `你的数据导出已准备好，请在个人中心下载（${hours} 小时内有效）`,
  failedNotice: "你的数据导出失败，请在个人中心重新导出",
  failed: "准备导出文件时出错",
  linkUnknown: "下载链接无效",
  linkExpired: "下载链接已过期，请重新导出",
  notOwnData: "只能导出自己的数据",
  cannotEraseSelf: "不能删除自己的账号",
  cannotEraseLastAdmin: "不能删除最后一个管理员",
  cannotEraseBuiltInAdmin: "不能删除系统管理员账号",
  alreadyErased: "该用户的数据已删除",
  confirmMismatch: "输入的用户名与要删除的用户不一致",
  requestOfErasedUser: "申请人的数据已删除，申请已撤销",
};

const en: Translation<typeof zh> = {
  userNotFound: (id: number) => `User not found: ${id}`,
  noticeSender: "System",
  readyNotice: (hours: number) =>
    `Your data export is ready: download it from your personal centre (the link works for ${hours} hours)`,
  failedNotice: "Your data export failed: start it again from your personal centre",
  failed: "Preparing the export file failed",
  linkUnknown: "This download link is not valid",
  linkExpired: "This download link has expired: export your data again",
  notOwnData: "You can export only your own data",
  cannotEraseSelf: "You cannot erase your own account",
  cannotEraseLastAdmin: "The last administrator cannot be erased",
  cannotEraseBuiltInAdmin: "The built-in administrator account cannot be erased",
  alreadyErased: "This user's data has already been erased",
  confirmMismatch: "The user name typed does not match the user to erase",
  requestOfErasedUser: "The requester's data was erased; the request was withdrawn",
};

/** The data export's and erasure's texts, in the current request's language. */
export const dataExportMessages = localized(zh, en);
