// Who a new task goes to: the 7 rule types, conditions, "or"/"and" in sort order, the BPMN attributes
// when there are no rules, and the administrators (with a note) when nobody is found.
import { describe, expect, it } from "vitest";

import { type AssignRule, assignTask, type Directory, usersOfRules } from "./assignees.js";

// A small school: 1 admin; 2, 3 teachers (3 disabled); 10, 11 students of dept 30 whose head is 2.
const dir: Directory = {
  usersOfRoles: async (ids) => ids.flatMap((id) => ({ 1: [1], 2: [2, 3], 3: [10, 11] })[id] ?? []),
  usersOfRoleCodes: async (codes) => codes.flatMap((c) => ({ admin: [1], teacher: [2, 3] })[c] ?? []),
  membersOfDepartments: async (ids) => ids.flatMap((id) => ({ 30: [10, 11], 31: [2] })[id] ?? []),
  headsOfDepartments: async (ids) => ids.flatMap((id) => ({ 30: [2], 31: [3] })[id] ?? []),
  usersOfPosts: async (ids) => ids.flatMap((id) => ({ 5: [2] })[id] ?? []),
  usersOfGroups: async (ids) => ids.flatMap((id) => ({ 7: [2, 1] })[id] ?? []),
  usersByNameOrId: async (tokens) => tokens.flatMap((t) => ({ teacher1: [2], teacher2: [3], "1": [1] })[t] ?? []),
  headOfUsersDepartment: async (userId) => (userId === 10 || userId === 11 ? [2] : []),
  enabled: async (ids) => ids.filter((id) => id !== 3),
  administrators: async () => [1],
};
const rule = (type: AssignRule["type"], value: number[], extra: Partial<AssignRule> = {}): AssignRule => ({
  id: `r${type}`,
  type,
  value,
  sort: 0,
  ...extra,
});

describe("usersOfRules", () => {
  it("resolves each of the 7 types", async () => {
    expect(await usersOfRules([rule(10, [2])], {}, 10, dir)).toEqual([2, 3]);
    expect(await usersOfRules([rule(20, [30])], {}, 10, dir)).toEqual([10, 11]);
    expect(await usersOfRules([rule(21, [30])], {}, 10, dir)).toEqual([2]);
    expect(await usersOfRules([rule(22, [5])], {}, 10, dir)).toEqual([2]);
    expect(await usersOfRules([rule(30, [11, 2])], {}, 10, dir)).toEqual([2, 11]);
    expect(await usersOfRules([rule(40, [7])], {}, 10, dir)).toEqual([1, 2]);
    expect(await usersOfRules([rule(50, [1])], {}, 10, dir)).toEqual([10]);
    expect(await usersOfRules([rule(50, [2])], {}, 10, dir)).toEqual([2]);
  });

  it("combines in sort order with or (union) and and (intersection), skipping rules whose condition is false", async () => {
    const rules = [
      rule(40, [7], { sort: 2, operationType: "and" }),
      rule(10, [2], { sort: 0 }),
      rule(30, [1], { sort: 1, operationType: "or" }),
    ];
    // ({2,3} ∪ {1}) ∩ {1,2}
    expect(await usersOfRules(rules, {}, 10, dir)).toEqual([1, 2]);
    const guarded = [rule(10, [2], { sort: 0 }), rule(30, [11], { sort: 1, condition: "${days > 3}" })];
    expect(await usersOfRules(guarded, { days: 2 }, 10, dir)).toEqual([2, 3]);
    expect(await usersOfRules(guarded, { days: 5 }, 10, dir)).toEqual([2, 3, 11]);
  });
});

describe("assignTask", () => {
  const task = (info = {}, rules: AssignRule[] = []) => ({ name: "审批", info: { name: "审批", ...info }, rules });

  it("gives one user the task, several users share it as candidates, disabled users never get it", async () => {
    expect(await assignTask(task({}, [rule(50, [2])]), {}, 10, dir)).toEqual({
      assigneeUserId: 2,
      candidateUserIds: [],
    });
    expect(await assignTask(task({}, [rule(20, [30])]), {}, 10, dir)).toEqual({
      assigneeUserId: null,
      candidateUserIds: [10, 11],
    });
    // Role 2 is users 2 and 3; 3 is disabled, so 2 alone.
    expect(await assignTask(task({}, [rule(10, [2])]), {}, 10, dir)).toEqual({
      assigneeUserId: 2,
      candidateUserIds: [],
    });
  });

  it("uses the BPMN attributes only without rules: assignee, candidate users by name or id, candidate groups by role key", async () => {
    expect(await assignTask(task({ assignee: "teacher1" }, [rule(30, [11])]), {}, 10, dir)).toEqual({
      assigneeUserId: 11,
      candidateUserIds: [],
    });
    expect(await assignTask(task({ assignee: "teacher1" }), {}, 10, dir)).toEqual({
      assigneeUserId: 2,
      candidateUserIds: [],
    });
    expect(await assignTask(task({ candidateUsers: ["1", "teacher1"] }), {}, 10, dir)).toEqual({
      assigneeUserId: null,
      candidateUserIds: [1, 2],
    });
    expect(await assignTask(task({ candidateGroups: ["admin", "teacher"] }), {}, 10, dir)).toEqual({
      assigneeUserId: null,
      candidateUserIds: [1, 2],
    });
  });

  it("hands a task nobody can take to the administrators and says why", async () => {
    const none = await assignTask(task({ assignee: "nobody" }), {}, 10, dir);
    expect(none.assigneeUserId).toBeNull();
    expect(none.candidateUserIds).toEqual([1]);
    expect(none.note).toContain("审批");
    expect(none.note).toContain("没有匹配到任何启用的用户");
    expect((await assignTask(task(), {}, 10, dir)).note).toContain("既没有分配规则");
    expect((await assignTask(task({}, [rule(30, [3])]), {}, 10, dir)).note).toContain("分配规则");
  });
});
