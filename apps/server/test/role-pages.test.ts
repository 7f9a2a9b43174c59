// Every page a seeded role is led to (its menu entries, and the home the console sends it to) calls only
// operations the role is granted: a role given a menu entry, or a page given a new call, without the
// matching permission fails here instead of showing 没有该操作权限 to the person who opens it.
import { describe, expect, it } from "vitest";

import { loadContract } from "../src/contract.js";
import { hasPermission, requirementOf, ROLE_PERMISSIONS } from "../src/permissions.js";
import { BUILT_IN_ROLES, MENU_SEED } from "../src/seed.js";

/** What the student area's pages call as they open (the home, check-in, to-dos, the activity lists). */
const STUDENT_AREA = [
  "GET /teach/course-item/student/current",
  "GET /teach/course-item/stu/todo",
  "GET /teach/course-item/stu/statistics",
  "GET /teach/course-item/student/handle",
  "GET /teach/course-item/stu/practice/todo",
  "GET /teach/ask-question/student",
  "GET /teach/ask-question/stu/page",
  "GET /teach/ai-topic/student",
  "GET /teach/survey/student/list",
  "GET /teach/assignment/student/list",
  "GET /teach/assignment/student/peerreview/list",
  "GET /teach/classroom-practice/list/stu",
  "GET /teach/sign-in/face/exist",
];

/** What the teacher area's pages call as they open (the home's class bar, 上课主页, the activity pages). */
const TEACHER_AREA = [
  "GET /teach/course-item/current",
  "GET /teach/course-item/teacher/today",
  "GET /teach/course-item/teacher/handle",
  "GET /teach/course-item/classroom/status",
  "GET /teach/course-item/students",
  "GET /teach/course/my",
  "GET /teach/course/recent",
  "GET /teach/course/tenant/classSchedule",
  "GET /teach/sign-in/record",
  "GET /teach/ask-question/page",
  "GET /teach/survey/teacher/list",
  "GET /teach/assignment/teacher/list",
  "GET /teach/classroom-practice/list",
];

/** The operations each page calls as it opens, by the page's path (an area covers every page under it). */
const PAGE_OPERATIONS: Record<string, readonly string[]> = {
  "/index": ["GET /system/notify-message/get-unread-count"],
  "/student": STUDENT_AREA,
  "/teacher": TEACHER_AREA,
  "/system/user": ["GET /system/user/page", "GET /system/role/list-all-simple"],
  "/system/dict": ["GET /system/dict-data/page"],
  "/system/config": ["GET /infra/config/page"],
  "/system/notify-message": ["GET /system/notify-message/page"],
  "/system/notify-template": ["GET /system/notify-template/page"],
  "/system/face": ["GET /teach/face-database/page"],
  "/system/backup": ["GET /system/backup/list"],
  "/system/privacy-audit": ["GET /system/privacy-audit/page"],
  "/system/retention": ["GET /system/retention/get"],
  "/bpm/manager/model": ["GET /bpm/model/page"],
  "/bpm/manager/form": ["GET /bpm/form/page"],
  "/bpm/process-instance/create": ["GET /bpm/process-definition/list"],
  "/bpm/process-instance/my": ["GET /bpm/process-instance/my-page"],
  "/bpm/task/todo": ["GET /bpm/task/todo-page"],
  "/bpm/task/done": ["GET /bpm/task/done-page"],
  "/bpm/process-instance/detail": [
    "GET /bpm/process-instance/get",
    "GET /bpm/task/list-by-process-instance-id",
    "GET /bpm/activity/list",
  ],
};

/** The home the console sends each built-in role to (apps/console/src/auth/home-path.ts). */
const HOME_OF: Record<string, string> = {
  admin: "/index",
  teacher: "/teacher",
  student: "/student",
  registrar: "/index",
};

const join = (root: string, child: string) => `${root.replace(/\/$/, "")}/${child}`;

/** The pages of the menu entries a role sees, as absolute paths (a folder root is no page). */
function menuPagesOf(role: string): string[] {
  const pages: string[] = [];
  for (const root of MENU_SEED) {
    if (!root.roles.includes(role)) continue;
    if (!root.children) pages.push(root.path);
    for (const child of root.children ?? []) {
      if ((child.roles ?? root.roles).includes(role)) pages.push(join(root.path, child.path));
    }
  }
  return pages;
}

/** The operations of a page: its own entry, else its area's (the longest declared prefix). */
function operationsOf(page: string): readonly string[] | undefined {
  const owner = Object.keys(PAGE_OPERATIONS)
    .filter((path) => page === path || page.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return owner === undefined ? undefined : PAGE_OPERATIONS[owner];
}

const ROLES = BUILT_IN_ROLES.map((role) => role.code);

describe("the pages each seeded role is led to", () => {
  it("declares only operations the contract has", () => {
    const known = new Set(loadContract().operations.map((op) => op.key));
    const unknown = Object.values(PAGE_OPERATIONS)
      .flat()
      .filter((key) => !known.has(key));
    expect(unknown).toEqual([]);
  });

  it.each(ROLES)("%s: every menu page and the home are declared here", (role) => {
    const pages = [...menuPagesOf(role), HOME_OF[role]!];
    expect(pages.filter((page) => operationsOf(page) === undefined)).toEqual([]);
  });

  it.each(ROLES)("%s: no page it is led to calls an operation it is refused", (role) => {
    const permissions = ROLE_PERMISSIONS[role] ?? [];
    const refused = [...menuPagesOf(role), HOME_OF[role]!].flatMap((page) =>
      (operationsOf(page) ?? [])
        .filter((key) => {
          const needed = requirementOf(key);
          return needed !== "public" && needed !== "user" && !hasPermission(permissions, needed);
        })
        .map((key) => `${page}: ${key} (${requirementOf(key)})`),
    );
    expect(refused).toEqual([]);
  });

  it("catches a role led to a page whose calls it is refused (a teacher landing on /student)", () => {
    const refused = STUDENT_AREA.filter((key) => !hasPermission(ROLE_PERMISSIONS.teacher!, requirementOf(key)));
    expect(refused.length).toBeGreaterThan(0);
  });

  it("leads the teacher to 上课主页 from the menu", () => {
    expect(menuPagesOf("teacher")).toContain("/teacher/new");
    expect(menuPagesOf("student")).not.toContain("/teacher/new");
  });
});
