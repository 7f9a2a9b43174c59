import { describe, expect, it } from "vitest";

import { buildMenuRoutes } from "./menu-routes";
import { FIXED_ROUTES, STUDENT_ROUTES, TEACHER_ROUTES, titleForPath } from "./route-table";

describe("buildMenuRoutes", () => {
  it("flattens the server's records into pages with absolute paths", () => {
    const routes = buildMenuRoutes([
      {
        id: 1,
        name: "系统管理",
        path: "/system",
        component: "Layout",
        children: [
          {
            id: 2,
            name: "用户管理",
            path: "user",
            component: "system/user/index",
            componentName: "SystemUser",
            keepAlive: true,
          },
          { id: 3, name: "SystemDict", path: "/system/dict", component: "system/dict/index", meta: { title: "字典" } },
        ],
      },
      { id: 4, name: "官网", path: "https://example.com", component: null },
      { id: 5, name: "签到", path: "/teacher/checkin", component: "teacher/checkin" },
    ]);
    expect(routes).toEqual([
      { path: "/system/user", title: "用户管理", component: "system/user/index", name: "SystemUser", keepAlive: true },
      { path: "/system/dict", title: "字典", component: "system/dict/index", name: "SystemDict", keepAlive: false },
      { path: "/teacher/checkin", title: "签到", component: "teacher/checkin", name: "签到", keepAlive: false },
    ]);
  });

  it("handles records without children", () => {
    expect(buildMenuRoutes([])).toEqual([]);
    expect(buildMenuRoutes([{ path: "index", component: "index", name: "首页", children: null }])).toEqual([
      { path: "/index", title: "首页", component: "index", name: "首页", keepAlive: false },
    ]);
  });
});

describe("route table", () => {
  it("holds every student route of the spec", () => {
    expect(STUDENT_ROUTES.map((r) => r.path)).toEqual([
      "checkin",
      "question",
      "topic",
      "topic/:aiTopicId",
      "topic/create/:aiTopicId",
      "survey/info/:id",
      "survey/list",
      "assignment/info/:id",
      "assignment/mutual/:reviewId",
      "assignment/mutual/:id/:userId",
      "assignment/list",
      "assignment/list/new",
      "chat",
      "practice/info/:id",
      "practice/info/:id/preview",
      "practice/list",
      "question/list",
      "question/info/preview",
      "preview",
      "file/url",
    ]);
  });

  it("holds every teacher route of the spec", () => {
    expect(TEACHER_ROUTES).toHaveLength(23);
    expect(TEACHER_ROUTES.map((r) => r.path)).toContain("room/info/:id/practice/:practiceId");
    expect(TEACHER_ROUTES.map((r) => r.path)).toContain("assignment/user/:assignmentId/:id");
  });

  it("holds every fixed route", () => {
    const paths = FIXED_ROUTES.map((r) => r.path);
    for (const path of ["/redirect/*", "/login", "/password", "/sso", "/social-login", "/404", "/401"]) {
      expect(paths).toContain(path);
    }
    for (const path of ["/user/profile", "/user/notify-message", "/student", "/teacher", "/teacher/new", "/index"]) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain("/teacher/assignment/screenin/:screenId");
  });

  it("finds titles for concrete paths", () => {
    expect(titleForPath("/student/checkin")).toBe("签到");
    expect(titleForPath("/teacher/room/info/5/practice/9")).toBe("课堂练习");
    expect(titleForPath("/user/profile")).toBe("个人中心");
    expect(titleForPath("/nowhere")).toBeUndefined();
  });
});
