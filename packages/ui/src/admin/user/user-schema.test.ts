// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { FormSubmitError } from "../../components/form-dialog-errors";
import { applyLocale, differingKeys } from "../../lib/locale";
import { userAdminMessages, userAdminMessageTables } from "./user-admin-messages";
import {
  createUserSchema,
  emptyUserValues,
  isXlsx,
  minorByBirthDate,
  resetPasswordSchema,
  roleLabel,
  roleNamesOf,
  updateUserSchema,
  userSubmitError,
} from "./user-schema";

/** The product's password rule as the console hands it over. */
const rule = { min: 8, max: 128, message: "密码长度为 8 到 128 位" };

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the user administration page's texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(userAdminMessageTables.zhCN, userAdminMessageTables.en)).toEqual([]);
  });

  it("answer in the page's language, the spec's Chinese by default", () => {
    expect(userAdminMessages.form.createTitle).toBe("添加用户");
    expect(userAdminMessages.rowAction.update("teacher9")).toBe("修改 teacher9");
    expect(userAdminMessages.confirmStatus("停用", "teacher9")).toBe('确认要"停用""teacher9"用户吗？');
    expect(userAdminMessages.form.password).toBe("用户密码");
    expect(userAdminMessages.form.roles).toBe("角色");
    expect(userAdminMessages.form.rolesHint).toBe("未分配角色的用户只能访问首页");
    applyLocale("en");
    expect(userAdminMessages.form.createTitle).toBe("Add user");
    expect(userAdminMessages.rowAction.update("teacher9")).toBe("Edit teacher9");
    expect(userAdminMessages.importDialog.file).toBe("Choose file");
    expect(userAdminMessages.teach.userTypes[2]).toBe("Teacher");
    expect(userAdminMessages.form.rolesHint).toBe("A user without a role can only open the home page");
    expect(userAdminMessages.search.nickname).toBe("Nickname");
  });
});

const valid = {
  ...emptyUserValues(),
  username: "teacher9",
  nickname: "王老师",
  password: "secret12",
};

/** The message each refused field shows: its first issue, as the form's zod resolver picks it. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const shown: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) shown[String(issue.path[0])] ??= issue.message;
  return shown;
}

describe("the user dialog's rules", () => {
  it("accept a complete new user, with roles or without any", () => {
    expect(createUserSchema(rule).safeParse(valid).success).toBe(true);
    expect(createUserSchema(rule).safeParse({ ...valid, roleIds: [2, 3] }).success).toBe(true);
    expect(emptyUserValues().roleIds).toEqual([]);
  });

  it("say what is wrong with each field, in the spec's words", () => {
    const result = createUserSchema(rule).safeParse({
      ...valid,
      username: "",
      nickname: " ",
      mobile: "23800000000",
      email: "not-an-address",
      password: "",
    });
    expect(errorsOf(result)).toEqual({
      username: "用户名称不能为空",
      nickname: "用户昵称不能为空",
      mobile: "请输入正确的手机号码",
      email: "请输入正确的邮箱地址",
      password: "用户密码不能为空",
    });
  });

  it("hold the server's length and character rules", () => {
    expect(errorsOf(createUserSchema(rule).safeParse({ ...valid, username: "abc" })).username).toBe(
      "用户名称长度必须介于 4 和 30 之间",
    );
    expect(errorsOf(createUserSchema(rule).safeParse({ ...valid, username: "a".repeat(31) })).username).toBe(
      "用户名称长度必须介于 4 和 30 之间",
    );
    expect(errorsOf(createUserSchema(rule).safeParse({ ...valid, username: "王老师abc" })).username).toBe(
      "用户名称只能包含字母、数字和下划线",
    );
    expect(errorsOf(createUserSchema(rule).safeParse({ ...valid, mobile: "1380000000" })).mobile).toBe(
      "请输入正确的手机号码",
    );
    // The product's one password rule, with the same message as every other password form.
    expect(errorsOf(createUserSchema(rule).safeParse({ ...valid, password: "abcd123" })).password).toBe(
      "密码长度为 8 到 128 位",
    );
    expect(createUserSchema(rule).safeParse({ ...valid, mobile: "13800000009" }).success).toBe(true);
  });

  it("need no password when editing", () => {
    expect(updateUserSchema().safeParse({ ...valid, password: "" }).success).toBe(true);
  });

  it("check the new password of a reset", () => {
    expect(errorsOf(resetPasswordSchema(rule).safeParse({ password: "" })).password).toBe("用户密码不能为空");
    expect(errorsOf(resetPasswordSchema(rule).safeParse({ password: "abcd" })).password).toBe("密码长度为 8 到 128 位");
    expect(resetPasswordSchema(rule).safeParse({ password: "abcd1234" }).success).toBe(true);
  });
});

describe("a refused save", () => {
  it("marks the field the server names", () => {
    const taken = userSubmitError(new Error("用户账号已经存在"));
    expect(taken).toBeInstanceOf(FormSubmitError);
    expect((taken as FormSubmitError).fieldErrors).toEqual({ username: "用户账号已经存在" });
    expect((userSubmitError(new Error("手机号已经存在")) as FormSubmitError).fieldErrors).toEqual({
      mobile: "手机号已经存在",
    });
    expect((userSubmitError(new Error("邮箱已经存在")) as FormSubmitError).fieldErrors).toEqual({
      email: "邮箱已经存在",
    });
    const role = "请求参数不正确：body.roleIds 含有不存在的角色：42";
    expect((userSubmitError(new Error(role)) as FormSubmitError).fieldErrors).toEqual({ roleIds: role });
  });

  it("keeps any other refusal for the form's alert", () => {
    const error = new Error("当前操作没有权限");
    expect(userSubmitError(error)).toBe(error);
  });
});

const roles = [
  { id: 1, code: "admin", name: "超级管理员" },
  { id: 2, code: "teacher", name: "老师" },
  { id: 3, code: "student", name: "学生" },
  { id: 9, code: "librarian", name: "图书管理员" },
  { id: 4, code: "registrar", name: "教务" },
];

describe("a role's name", () => {
  it("is the page's word for the roles it knows, in the page's language", () => {
    expect(roleLabel(roles[1]!)).toBe("教师");
    applyLocale("en");
    expect(roleLabel(roles[0]!)).toBe("Administrator");
    expect(roleLabel(roles[1]!)).toBe("Teacher");
    expect(roleLabel(roles[2]!)).toBe("Student");
    expect(roleLabel(roles[4]!)).toBe("Registrar");
  });

  it("is the server's name for a role the page does not know", () => {
    expect(roleLabel(roles[3]!)).toBe("图书管理员");
    expect(roleLabel({ code: "constructor", name: "构造者" })).toBe("构造者");
    applyLocale("en");
    expect(roleLabel(roles[3]!)).toBe("图书管理员");
  });
});

describe("the 角色 cell", () => {
  it("names the user's roles, comma separated, in the role list's order", () => {
    expect(roleNamesOf([3, 2], roles)).toBe("教师，学生");
    applyLocale("en");
    expect(roleNamesOf([9, 1], roles)).toBe("Administrator, 图书管理员");
  });

  it("is empty without roles, before the list has loaded, and for ids the list does not hold", () => {
    expect(roleNamesOf([], roles)).toBe("");
    expect(roleNamesOf(undefined, roles)).toBe("");
    expect(roleNamesOf([1], undefined)).toBe("");
    expect(roleNamesOf([42], roles)).toBe("");
  });
});

describe("the user import", () => {
  it("accepts only .xlsx files", () => {
    expect(isXlsx({ name: "用户导入模板.xlsx" })).toBe(true);
    expect(isXlsx({ name: "USERS.XLSX" })).toBe(true);
    expect(isXlsx({ name: "users.xls" })).toBe(false);
    expect(isXlsx({ name: "users.xlsx.csv" })).toBe(false);
  });
});

describe("the user dialog's 出生日期 and 未满14岁", () => {
  const valid = { ...emptyUserValues(), username: "student9", nickname: "小明", password: "secret12" };
  const issues = (values: Record<string, unknown>) =>
    updateUserSchema()
      .safeParse({ ...valid, ...values })
      .error?.issues.map((issue) => [issue.path.join("."), issue.message]);

  it("take a date of birth with or without the flag, and no date at all", () => {
    expect(issues({ birthDate: "2015-03-05", under14: true })).toBeUndefined();
    expect(issues({ birthDate: "", under14: true })).toBeUndefined();
    expect(createUserSchema(rule).parse({ ...valid, birthDate: "2015-03-05" })).toMatchObject({
      birthDate: "2015-03-05",
      under14: false,
    });
  });

  it("refuse a date after today, and the flag on someone the date makes 14 or older", () => {
    expect(issues({ birthDate: "2999-01-01" })).toEqual([["birthDate", "出生日期不能晚于今天"]]);
    expect(issues({ birthDate: "1990-06-01", under14: true })).toEqual([
      ["under14", "按出生日期已满14岁，不能标记为未满14岁"],
    ]);
  });

  it("count a minor by the date of birth until the day they turn 14", () => {
    expect(minorByBirthDate("2012-06-02", "2026-06-01")).toBe(true);
    expect(minorByBirthDate("2012-06-01", "2026-06-01")).toBe(false);
    expect(minorByBirthDate("", "2026-06-01")).toBe(false);
  });

  it("mark the field the server's refusal names", () => {
    const flag = userSubmitError(new Error("按出生日期已满14岁，不能标记为未满14岁"));
    expect(flag).toBeInstanceOf(FormSubmitError);
    expect((flag as FormSubmitError).fieldErrors).toEqual({ under14: "按出生日期已满14岁，不能标记为未满14岁" });
    expect((userSubmitError(new Error("出生日期不能晚于今天")) as FormSubmitError).fieldErrors).toEqual({
      birthDate: "出生日期不能晚于今天",
    });
  });
});
