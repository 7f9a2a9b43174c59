// @vitest-environment jsdom
import { applyLocale } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { roleLabel, roleNamesOf } from "./user-roles";

const roles = [
  { id: 1, code: "admin", name: "超级管理员" },
  { id: 2, code: "teacher", name: "老师" },
  { id: 3, code: "student", name: "学生" },
  { id: 9, code: "librarian", name: "图书管理员" },
  { id: 4, code: "registrar", name: "教务" },
];

afterEach(() => {
  document.documentElement.lang = "";
});

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
