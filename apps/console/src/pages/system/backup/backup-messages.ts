/**
 * The texts the backup page writes itself (the widget's own texts are @smartclass/ui's). Chinese first;
 * the English table has the same keys.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  title: "系统备份",
  hint: "备份包含整个数据库的一致快照和所有上传的文件，上课期间也可以进行。备份保存在服务器的备份目录中；请定期把它们复制到另一台机器或另一块磁盘。恢复与迁移到 PostgreSQL 使用命令行（见 README）。",
  started: "已开始备份",
};

const en: MessageTable<typeof zhCN> = {
  title: "Backups",
  hint: "A backup holds a consistent snapshot of the whole database and every uploaded file, and can run while classes go on. Backups are kept in the server's backups folder; copy them to another machine or disk regularly. Restoring and moving to PostgreSQL are commands (see the README).",
  started: "Backup started",
};

/** The backup page's own texts in the page's language (<html lang>), read at each access. */
const backupMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const backupMessageTables = { zhCN, en };

export { backupMessages, backupMessageTables };
