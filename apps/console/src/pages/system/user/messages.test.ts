// @vitest-environment jsdom
import { applyLocale, differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { messages, messageTables } from "./messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the user administration page's texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(messageTables.zhCN, messageTables.en)).toEqual([]);
  });

  it("answer in the page's language, the spec's Chinese by default", () => {
    expect(messages.form.createTitle).toBe("添加用户");
    expect(messages.rowAction.update("teacher9")).toBe("修改 teacher9");
    expect(messages.confirmStatus("停用", "teacher9")).toBe('确认要"停用""teacher9"用户吗？');
    expect(messages.form.password).toBe("用户密码");
    expect(messages.form.roles).toBe("角色");
    expect(messages.form.rolesHint).toBe("未分配角色的用户只能访问首页");
    applyLocale("en");
    expect(messages.form.createTitle).toBe("Add user");
    expect(messages.rowAction.update("teacher9")).toBe("Edit teacher9");
    expect(messages.importDialog.file).toBe("Choose file");
    expect(messages.teach.userTypes[2]).toBe("Teacher");
    expect(messages.form.rolesHint).toBe("A user without a role can only open the home page");
    expect(messages.search.nickname).toBe("Nickname");
  });
});
