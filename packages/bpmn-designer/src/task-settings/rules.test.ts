// @vitest-environment jsdom
import { applyLocale } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { moveItem, renumber } from "./order";
import { describeRule, newRule, optionsFor, validateRule } from "./rules";
import type { AssignOptions, AssignRule } from "./types";

const options: AssignOptions = {
  roles: [
    { id: 1, name: "教师" },
    { id: 2, name: "管理员" },
  ],
  departments: [{ id: 10, name: "教务处" }],
  posts: [{ id: 20, name: "班主任" }],
  groups: [{ id: 30, name: "高一年级组" }],
  users: [{ id: 40, name: "张老师" }],
  scripts: [
    { id: 1, name: "发起人" },
    { id: 2, name: "发起人的部门负责人" },
  ],
};

const rule = (type: AssignRule["type"], value: number[]): AssignRule => ({ id: "r", type, value, sort: 1 });

afterEach(() => {
  document.documentElement.lang = "";
});

describe("describeRule", () => {
  it("names the dimension and its values in order", () => {
    expect(describeRule(rule(10, [1, 2]), options)).toBe("角色：教师、管理员");
    expect(describeRule(rule(21, [10]), options)).toBe("部门的负责人：教务处");
    expect(describeRule(rule(20, [10]), options)).toBe("部门的成员：教务处");
    expect(describeRule(rule(22, [20]), options)).toBe("岗位：班主任");
    expect(describeRule(rule(30, [40]), options)).toBe("用户：张老师");
    expect(describeRule(rule(40, [30]), options)).toBe("用户组：高一年级组");
    expect(describeRule(rule(50, [2]), options)).toBe("自定义脚本：发起人的部门负责人");
  });

  it("says when nothing is chosen, and names values whose option is gone", () => {
    expect(describeRule(rule(10, []), options)).toBe("角色：未选择");
    expect(describeRule(rule(10, [2, 9]), options)).toBe("角色：管理员、已删除的选项（9）");
  });

  it("reads in English on an English page, with English punctuation", () => {
    applyLocale("en");
    expect(describeRule(rule(10, [1, 2]), options)).toBe("Role: 教师, 管理员");
    expect(describeRule(rule(30, []), options)).toBe("User: None chosen");
  });
});

describe("rules", () => {
  it("read each dimension's options", () => {
    expect(optionsFor(21, options)).toBe(options.departments);
    expect(optionsFor(50, options)).toBe(options.scripts);
  });

  it("need at least one value (请选择{维度})", () => {
    expect(validateRule(rule(10, []))).toEqual({ value: "请选择角色" });
    expect(validateRule(rule(21, []))).toEqual({ value: "请选择部门的负责人" });
    expect(validateRule(rule(10, [1]))).toEqual({});
  });

  it("are added after the last one, as roles joined by or", () => {
    const added = newRule([
      { ...rule(10, [1]), sort: 4 },
      { ...rule(30, [40]), sort: 2 },
    ]);
    expect(added).toMatchObject({ type: 10, value: [], operationType: "or", sort: 5 });
    expect(newRule([]).sort).toBe(1);
    expect(newRule([]).id).not.toBe(newRule([]).id);
  });
});

describe("order", () => {
  const items = ["a", "b", "c"].map((id, index) => ({ id, sort: (index + 1) * 10 }));

  it("moves an item up or down and renumbers 1…n", () => {
    expect(moveItem(items, 2, -1).map((item) => `${item.id}${item.sort}`)).toEqual(["a1", "c2", "b3"]);
    expect(moveItem(items, 0, 1).map((item) => `${item.id}${item.sort}`)).toEqual(["b1", "a2", "c3"]);
  });

  it("leaves an item at an end where it is", () => {
    expect(moveItem(items, 0, -1).map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(moveItem(items, 2, 1).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("keeps items whose sort is right as they are", () => {
    const right = renumber(items);
    expect(renumber(right)[1]).toBe(right[1]);
  });
});
