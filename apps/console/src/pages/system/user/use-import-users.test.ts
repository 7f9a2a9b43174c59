import { userAdminMessageTables as messageTables } from "@smartclass/ui";
import { describe, expect, it } from "vitest";

import { importResultOf } from "./use-import-users";

const answer = {
  initialPasswords: [
    { username: "student41", password: "q7Kd2mXa9LpW" },
    { username: "student42", password: "Hs4bYc6eJf2G" },
  ],
  createUsernames: ["student41", "student42"],
  updateUsernames: ["teacher3"],
  failures: [
    { line: 4, username: "bad name", reason: "登录名称只能包含字母、数字和下划线" },
    { line: 6, username: "", reason: "登录名称不能为空" },
  ],
};

describe("the user import", () => {
  it("shows counts and each refused row with its line, user name and reason", () => {
    const failure = messageTables.zhCN.importDialog.failure;
    expect(importResultOf(answer, true, failure)).toEqual({
      created: 2,
      updated: 1,
      failures: [
        { line: 4, reason: "bad name：登录名称只能包含字母、数字和下划线" },
        { line: 6, reason: "登录名称不能为空" },
      ],
      initialPasswords: [
        { username: "student41", password: "q7Kd2mXa9LpW" },
        { username: "student42", password: "Hs4bYc6eJf2G" },
      ],
    });
  });

  it("passes each created user's initial password through, and none when the server sends none", () => {
    const failure = messageTables.zhCN.importDialog.failure;
    expect(importResultOf(answer, false, failure).initialPasswords).toEqual(answer.initialPasswords);
    const { initialPasswords: _, ...withoutPasswords } = answer;
    expect(importResultOf(withoutPasswords, false, failure).initialPasswords).toEqual([]);
  });

  it("does not speak of updates when the import could not update", () => {
    expect(importResultOf(answer, false, messageTables.zhCN.importDialog.failure)).not.toHaveProperty("updated");
  });
});
