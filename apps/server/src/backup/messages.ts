// The backup command line's texts in Chinese and English, in the language of its terminal (LANG).
import { localized, type Translation } from "../lib/localized.js";

const zh = {
  usage: [
    "用法：",
    "  npm run backup                          备份数据库与上传的文件（服务运行时由服务完成）",
    "  npm run restore -- <归档> [--force]      恢复到空的数据目录或空的 PostgreSQL（DATABASE_URL）",
    "  npm run move-to-postgres [-- --force]   把内嵌数据库复制到 DATABASE_URL 指向的空 PostgreSQL",
    "  npm run backups                         列出备份",
  ].join("\n"),
  viaServer: (url: string) => `服务正在运行（${url}），由服务完成备份……`,
  backupDone: (file: string, size: string, ms: number) => `备份完成：${file}（${size}，${ms} 毫秒）`,
  backupContents: (schema: string, tables: number, rows: number, files: number, size: string) =>
    `  结构版本 ${schema}，${tables} 张表共 ${rows} 行，${files} 个文件（${size}）`,
  backupFailed: (why: string) => `备份失败：${why}`,
  none: (dir: string) => `${dir} 中还没有备份`,
  restored: (archive: string, rows: number, tables: number, files: number, size: string, ms: number) =>
    `已恢复 ${archive}：${tables} 张表共 ${rows} 行，${files} 个文件（${size}），用时 ${ms} 毫秒`,
  upgraded: (from: string, to: string) => `  结构已由 ${from} 升级到 ${to}`,
  verified: (sha: string) => `  每张表的行数与校验和、每个文件的校验和均与清单一致（总校验和 ${sha.slice(0, 16)}…）`,
  serverRunning: (dir: string) => `服务正在使用 ${dir}：请先停止服务再恢复`,
  needUrl: "请用 DATABASE_URL 或 --database-url 指定目标 PostgreSQL 数据库",
  moved: "迁移完成：现在用 DATABASE_URL 启动服务（npm start），数据与文件都在。",
  refused: (why: string) => `未执行：${why}`,
  failed: (why: string) => `失败（目标保持原样）：${why}`,
};

const en: Translation<typeof zh> = {
  usage: [
    "Usage:",
    "  npm run backup                          back up the database and uploaded files (through the server while it runs)",
    "  npm run restore -- <archive> [--force]   restore into an empty data directory or empty PostgreSQL (DATABASE_URL)",
    "  npm run move-to-postgres [-- --force]   copy the embedded database into the empty PostgreSQL at DATABASE_URL",
    "  npm run backups                         list the backups",
  ].join("\n"),
  viaServer: (url) => `The server is running (${url}); it takes the backup…`,
  backupDone: (file, size, ms) => `Backup written: ${file} (${size}, ${ms} ms)`,
  backupContents: (schema, tables, rows, files, size) =>
    `  schema ${schema}, ${rows} rows in ${tables} tables, ${files} files (${size})`,
  backupFailed: (why) => `Backup failed: ${why}`,
  none: (dir) => `No backups in ${dir} yet`,
  restored: (archive, rows, tables, files, size, ms) =>
    `Restored ${archive}: ${rows} rows in ${tables} tables, ${files} files (${size}) in ${ms} ms`,
  upgraded: (from, to) => `  schema upgraded from ${from} to ${to}`,
  verified: (sha) =>
    `  every table's count and checksum and every file's checksum match the manifest (overall ${sha.slice(0, 16)}…)`,
  serverRunning: (dir) => `the server is using ${dir}: stop it before restoring`,
  needUrl: "name the target PostgreSQL database with DATABASE_URL or --database-url",
  moved: "Moved: start the server with DATABASE_URL now (npm start); the data and files are there.",
  refused: (why) => `Not done: ${why}`,
  failed: (why) => `Failed (the target is as it was): ${why}`,
};

/**
 * Both tables as one localized table: the bilingual messages test finds it by its module's name and
 * checks that the English table has every Chinese key, of the same kind.
 * @public
 */
export const backupMessages = localized(zh, en);

/** The command line's texts, in the terminal's language. */
export const cliMessages: typeof zh = /^zh/i.test(process.env.LC_ALL || process.env.LANG || "") ? zh : en;
