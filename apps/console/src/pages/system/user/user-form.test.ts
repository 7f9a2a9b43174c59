import { FormSubmitError } from "@smartclass/ui";
import { describe, expect, it } from "vitest";

import {
  createBodyOf,
  createUserSchema,
  emptyUserValues,
  resetPasswordSchema,
  toSubmitError,
  updateBodyOf,
  updateUserSchema,
  userValuesOf,
} from "./user-form";

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
    expect(createUserSchema().safeParse(valid).success).toBe(true);
    expect(createUserSchema().safeParse({ ...valid, roleIds: [2, 3] }).success).toBe(true);
    expect(emptyUserValues().roleIds).toEqual([]);
  });

  it("say what is wrong with each field, in the spec's words", () => {
    const result = createUserSchema().safeParse({
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
    expect(errorsOf(createUserSchema().safeParse({ ...valid, username: "abc" })).username).toBe(
      "用户名称长度必须介于 4 和 30 之间",
    );
    expect(errorsOf(createUserSchema().safeParse({ ...valid, username: "a".repeat(31) })).username).toBe(
      "用户名称长度必须介于 4 和 30 之间",
    );
    expect(errorsOf(createUserSchema().safeParse({ ...valid, username: "王老师abc" })).username).toBe(
      "用户名称只能包含字母、数字和下划线",
    );
    expect(errorsOf(createUserSchema().safeParse({ ...valid, mobile: "1380000000" })).mobile).toBe(
      "请输入正确的手机号码",
    );
    // The console's one password rule, with the same message as every other password form.
    expect(errorsOf(createUserSchema().safeParse({ ...valid, password: "abcd123" })).password).toBe(
      "密码长度为 8 到 128 位",
    );
    expect(createUserSchema().safeParse({ ...valid, mobile: "13800000009" }).success).toBe(true);
  });

  it("need no password when editing", () => {
    expect(updateUserSchema().safeParse({ ...valid, password: "" }).success).toBe(true);
  });

  it("check the new password of a reset", () => {
    expect(errorsOf(resetPasswordSchema().safeParse({ password: "" })).password).toBe("用户密码不能为空");
    expect(errorsOf(resetPasswordSchema().safeParse({ password: "abcd" })).password).toBe("密码长度为 8 到 128 位");
    expect(resetPasswordSchema().safeParse({ password: "abcd1234" }).success).toBe(true);
  });
});

describe("the user dialog's bodies", () => {
  it("leave out empty optional fields and send sex and status as numbers", () => {
    const parsed = createUserSchema().parse({ ...valid, username: " teacher9 ", sex: "2", status: "1" });
    expect(createBodyOf(parsed)).toEqual({
      username: "teacher9",
      nickname: "王老师",
      password: "secret12",
      remark: "",
      sex: 2,
      status: 1,
      roleIds: [],
    });
  });

  it("send the ticked roles as roleIds", () => {
    expect(createBodyOf(createUserSchema().parse({ ...valid, roleIds: [2] })).roleIds).toEqual([2]);
  });

  it("edit a row with its values and send no password", () => {
    const values = userValuesOf({
      username: "teacher9",
      nickname: "王老师",
      mobile: "13800000009",
      email: "t9@example.com",
      sex: 1,
      status: 0,
      roleIds: [2, 3],
    });
    expect(values).toMatchObject({
      mobile: "13800000009",
      email: "t9@example.com",
      sex: "1",
      status: "0",
      password: "",
      roleIds: [2, 3],
    });
    const body = updateBodyOf(7, updateUserSchema().parse(values));
    expect(body).toEqual({
      id: 7,
      username: "teacher9",
      nickname: "王老师",
      remark: "",
      sex: 1,
      status: 0,
      mobile: "13800000009",
      email: "t9@example.com",
      roleIds: [2, 3],
    });
    expect(body).not.toHaveProperty("password");
  });

  it("take every role away when an edit unticks them all", () => {
    const values = {
      ...userValuesOf({ username: "teacher9", nickname: "王老师", status: 0, roleIds: [2] }),
      roleIds: [],
    };
    expect(updateBodyOf(7, updateUserSchema().parse(values)).roleIds).toEqual([]);
    expect(userValuesOf({ username: "teacher9", nickname: "王老师", status: 0 }).roleIds).toEqual([]);
  });
});

describe("a refused save", () => {
  it("marks the field the server names", () => {
    const taken = toSubmitError(new Error("用户账号已经存在"));
    expect(taken).toBeInstanceOf(FormSubmitError);
    expect((taken as FormSubmitError).fieldErrors).toEqual({ username: "用户账号已经存在" });
    expect((toSubmitError(new Error("手机号已经存在")) as FormSubmitError).fieldErrors).toEqual({
      mobile: "手机号已经存在",
    });
    expect((toSubmitError(new Error("邮箱已经存在")) as FormSubmitError).fieldErrors).toEqual({
      email: "邮箱已经存在",
    });
    const role = "请求参数不正确：body.roleIds 含有不存在的角色：42";
    expect((toSubmitError(new Error(role)) as FormSubmitError).fieldErrors).toEqual({ roleIds: role });
  });

  it("keeps any other refusal for the form's alert", () => {
    const error = new Error("当前操作没有权限");
    expect(toSubmitError(error)).toBe(error);
  });
});
