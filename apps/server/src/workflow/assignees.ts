// Who a user task goes to: the model's assignee rules for that task (7 types, combined in sort order
// with "or"/"and", each optionally guarded by a condition over the variables), or else the BPMN
// assignee / candidateUsers / candidateGroups attributes. One person → the assignee; several → the
// candidates; nobody → the administrators as candidates, with the reason recorded on the instance.
import type { components } from "@smartclass/api";

import type { UserTaskInfo } from "./deploy-check.js";
import { conditionHolds } from "./expression.js";
import { runInLanguage } from "../lib/request-language.js";
import { workflowMessages as m } from "./messages.js";

export type AssignRule = components["schemas"]["BpmAssignRule"];

/** The named built-in rules of type 50 (custom script). */
export const ASSIGN_SCRIPTS = [
  { id: 1, name: "发起人" },
  { id: 2, name: "发起人的部门负责人" },
] as const;

/** Where the people behind rule values are looked up (the database in the server, a map in tests). */
export interface Directory {
  usersOfRoles(roleIds: number[]): Promise<number[]>;
  usersOfRoleCodes(codes: string[]): Promise<number[]>;
  membersOfDepartments(deptIds: number[]): Promise<number[]>;
  headsOfDepartments(deptIds: number[]): Promise<number[]>;
  usersOfPosts(postIds: number[]): Promise<number[]>;
  usersOfGroups(groupIds: number[]): Promise<number[]>;
  /** Users by user name or numeric id. */
  usersByNameOrId(tokens: string[]): Promise<number[]>;
  /** The head of the department the user belongs to. */
  headOfUsersDepartment(userId: number): Promise<number[]>;
  /** Of these users, the enabled ones. */
  enabled(userIds: number[]): Promise<number[]>;
  administrators(): Promise<number[]>;
}

/** Who holds a new task, and why nobody could be found (when the administrators got it instead). */
export interface Assignment {
  assigneeUserId: number | null;
  candidateUserIds: number[];
  note?: string;
}

async function usersOfRule(rule: AssignRule, startUserId: number, dir: Directory): Promise<number[]> {
  switch (rule.type) {
    case 10:
      return dir.usersOfRoles(rule.value);
    case 20:
      return dir.membersOfDepartments(rule.value);
    case 21:
      return dir.headsOfDepartments(rule.value);
    case 22:
      return dir.usersOfPosts(rule.value);
    case 30:
      return rule.value;
    case 40:
      return dir.usersOfGroups(rule.value);
    case 50: {
      const out: number[] = [];
      if (rule.value.includes(1)) out.push(startUserId);
      if (rule.value.includes(2)) out.push(...(await dir.headOfUsersDepartment(startUserId)));
      return out;
    }
  }
}

/** The users the rules name for this instance (empty when none counts or none matches). */
export async function usersOfRules(
  rules: AssignRule[],
  variables: Record<string, unknown>,
  startUserId: number,
  dir: Directory,
): Promise<number[]> {
  let acc: Set<number> | undefined;
  for (const rule of [...rules].sort((a, b) => a.sort - b.sort)) {
    if (rule.condition?.trim() && !conditionHolds(rule.condition, variables)) continue;
    const users = new Set(await usersOfRule(rule, startUserId, dir));
    if (!acc) acc = users;
    else if (rule.operationType === "and") acc = new Set([...acc].filter((u) => users.has(u)));
    else for (const u of users) acc.add(u);
  }
  return [...(acc ?? [])].sort((a, b) => a - b);
}

/** The users the BPMN attributes name (assignee and candidateUsers by name or id, candidateGroups by role key). */
async function usersOfAttributes(info: UserTaskInfo, dir: Directory): Promise<number[]> {
  const byName = await dir.usersByNameOrId([...(info.assignee ? [info.assignee] : []), ...(info.candidateUsers ?? [])]);
  const byRole = info.candidateGroups?.length ? await dir.usersOfRoleCodes(info.candidateGroups) : [];
  return [...new Set([...byName, ...byRole])].sort((a, b) => a - b);
}

/** Resolves who holds a new user task. */
export async function assignTask(
  task: { name: string; info: UserTaskInfo; rules: AssignRule[] },
  variables: Record<string, unknown>,
  startUserId: number,
  dir: Directory,
): Promise<Assignment> {
  let users: number[];
  let why: "ruleNoUsers" | "attrNoUsers" | "noRulesNoAttrs";
  if (task.rules.length > 0) {
    users = await dir.enabled(await usersOfRules(task.rules, variables, startUserId, dir));
    why = "ruleNoUsers";
  } else if (task.info.assignee || task.info.candidateUsers?.length || task.info.candidateGroups?.length) {
    // A named assignee takes the task alone when found; the candidates share it otherwise.
    const assignee = task.info.assignee ? await dir.enabled(await dir.usersByNameOrId([task.info.assignee])) : [];
    if (assignee.length === 1) return { assigneeUserId: assignee[0]!, candidateUserIds: [] };
    users = await dir.enabled(await usersOfAttributes(task.info, dir));
    why = "attrNoUsers";
  } else {
    users = [];
    why = "noRulesNoAttrs";
  }
  if (users.length === 1) return { assigneeUserId: users[0]!, candidateUserIds: [] };
  if (users.length > 1) return { assigneeUserId: null, candidateUserIds: users };
  // The note is stored with the task and read by everyone who opens the process, so it is written in the
  // server's default language, not in the language of the request that happened to create the task.
  const note = runInLanguage("zh", () => m.noAssignee(task.name, m[why]));
  return { assigneeUserId: null, candidateUserIds: await dir.administrators(), note };
}
