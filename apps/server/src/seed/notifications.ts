// The demo's in-site messages: a few for each teacher, the administrator and the first students.
import { schema } from "../db/index.js";
import type { Tx } from "./tx.js";

/** Inserts the demo's messages. */
export async function seedNotifications(tx: Tx, idOf: (username: string) => number, students: number[]) {
  const note = (userId: number, templateNickname: string, templateContent: string, templateType = 2) => ({
    userId,
    templateNickname,
    templateContent,
    templateType,
    templateCode: templateType === 1 ? "notice" : "system",
  });
  await tx
    .insert(schema.notifyMessages)
    .values([
      note(idOf("admin"), "系统", "欢迎使用智慧课堂管理后台。", 1),
      note(idOf("admin"), "系统", "演示数据已初始化：1 名管理员、2 名教师、40 名学生。"),
      note(idOf("admin"), "教务处", "请在<b>配置管理</b>中检查系统名称。"),
      note(idOf("teacher1"), "教务处", "您今天有一节课：人工智能导论 第 1 讲。", 1),
      note(idOf("teacher1"), "系统", "欢迎使用智慧课堂。"),
      note(idOf("teacher2"), "教务处", "您今天有一节课：数据结构 第 1 讲。", 1),
      ...students
        .slice(0, 5)
        .flatMap((id) => [note(id, "张老师", "今天的课堂请准时签到。", 1), note(id, "系统", "欢迎使用智慧课堂。")]),
    ]);
}
