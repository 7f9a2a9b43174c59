import { createUserSchema, emptyUserValues, updateUserSchema, userValuesOf } from "@smartclass/ui";
import { describe, expect, it } from "vitest";

import { createBodyOf, updateBodyOf, userPasswordRule } from "./user-form";

const valid = {
  ...emptyUserValues(),
  username: "teacher9",
  nickname: "王老师",
  password: "secret12",
};

describe("the user dialog's bodies", () => {
  it("leave out empty optional fields and send sex and status as numbers", () => {
    const parsed = createUserSchema(userPasswordRule()).parse({
      ...valid,
      username: " teacher9 ",
      sex: "2",
      status: "1",
    });
    expect(createBodyOf(parsed)).toEqual({
      username: "teacher9",
      nickname: "王老师",
      password: "secret12",
      remark: "",
      sex: 2,
      status: 1,
      roleIds: [],
      birthDate: "",
      under14: false,
    });
  });

  it('send the date of birth and 未满14岁 as the form holds them ("" clears the date)', () => {
    const values = userValuesOf({
      username: "student9",
      nickname: "小明",
      status: 0,
      birthDate: "2015-03-05",
      under14: true,
    });
    expect(values).toMatchObject({ birthDate: "2015-03-05", under14: true });
    expect(updateBodyOf(7, updateUserSchema().parse(values))).toMatchObject({ birthDate: "2015-03-05", under14: true });
    expect(updateBodyOf(7, updateUserSchema().parse({ ...values, birthDate: "", under14: false }))).toMatchObject({
      birthDate: "",
      under14: false,
    });
  });

  it("send the ticked roles as roleIds", () => {
    expect(createBodyOf(createUserSchema(userPasswordRule()).parse({ ...valid, roleIds: [2] })).roleIds).toEqual([2]);
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
      birthDate: "",
      under14: false,
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
