// Reading the user import spreadsheet: the template's columns, the limits, and the rows as text with
// the row numbers the spreadsheet shows. Anything that is not such a workbook is refused as a whole.
import ExcelJS from "exceljs";

import { badRequest } from "../lib/errors.js";
import { adminMessages as m } from "./messages.js";

/**
 * The template's columns, in order (GET /system/user/get-import-template writes them on row 1): the
 * user list's and the export's words, so 用户名称 is the sign-in name and 用户昵称 the name people see
 * everywhere an administrator reads them.
 */
export const IMPORT_COLUMNS = [
  "用户名称",
  "用户昵称",
  "部门编号",
  "用户邮箱",
  "手机号码",
  "用户性别",
  "帐号状态",
  "出生日期",
  "未满14岁",
] as const;

/**
 * The first seven columns: a file filled from the template handed out before the minors' two columns
 * (出生日期 as yyyy-MM-dd, 未满14岁 as 是/否) still imports, read by position.
 */
const IMPORT_COLUMNS_BEFORE_MINORS = IMPORT_COLUMNS.slice(0, 7);

/**
 * The headers of the template handed out before the words were the list's (登录名称 for the sign-in
 * name, 用户名称 for the nickname): a file filled from it still imports, read by position as before.
 */
const FORMER_IMPORT_COLUMNS = [
  "登录名称",
  "用户名称",
  "部门编号",
  "用户邮箱",
  "手机号码",
  "用户性别",
  "帐号状态",
] as const;

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
const IMPORT_MAX_ROWS = 1000;

/** One filled row: its number as the spreadsheet shows it and its cells as trimmed text, by column. */
export interface SheetRow {
  line: number;
  username: string;
  nickname: string;
  dept: string;
  email: string;
  mobile: string;
  sex: string;
  status: string;
  /** 出生日期 (optional; yyyy-MM-dd). */
  birthDate: string;
  /** 未满14岁 (optional; 是/否). */
  under14: string;
}

const KEYS = ["username", "nickname", "dept", "email", "mobile", "sex", "status", "birthDate", "under14"] as const;

/** The filled rows under the template's header; refuses (400) another file, an empty one or one over 1000 rows. */
export async function readImportSheet(data: Buffer): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    // ExcelJS's typing predates Node's generic Buffer; the bytes are what it reads.
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(m.importNotTemplate);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw badRequest(m.importNotTemplate);
  const header = sheet.getRow(1);
  const headed = (columns: readonly string[]) => columns.every((name, i) => header.getCell(i + 1).text.trim() === name);
  if (!headed(IMPORT_COLUMNS_BEFORE_MINORS) && !headed(FORMER_IMPORT_COLUMNS)) throw badRequest(m.importNotTemplate);
  // actualRowCount counts rows with values only; checking it first spares reading a huge sheet.
  if (sheet.actualRowCount - 1 > IMPORT_MAX_ROWS) throw badRequest(m.importTooManyRows(IMPORT_MAX_ROWS));
  const rows: SheetRow[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const cells = KEYS.map((_, i) => row.getCell(i + 1).text.trim());
    if (cells.every((c) => c === "")) return;
    rows.push({ line, ...(Object.fromEntries(KEYS.map((k, i) => [k, cells[i]!])) as Omit<SheetRow, "line">) });
  });
  if (rows.length > IMPORT_MAX_ROWS) throw badRequest(m.importTooManyRows(IMPORT_MAX_ROWS));
  if (rows.length === 0) throw badRequest(m.importNoRows);
  return rows;
}
