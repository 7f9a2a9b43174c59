import { describe, expect, it, vi } from "vitest";

import { credentialsFromQuery, decide, type GuardSession, loadUserOrLogout, loginPathFor } from "./decide";
import { isPublicPath } from "./public-paths";

const at = (path: string) => {
  const url = new URL(path, "http://console.test");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

const signedOut: GuardSession = { accessToken: null, classroom: false, user: null };
const teacher: GuardSession = { accessToken: "t", classroom: false, user: { roleIds: [2] } };
const noRoles: GuardSession = { accessToken: "t", classroom: false, user: { roleIds: [] } };

describe("public paths", () => {
  it.each([
    "/password",
    "/student",
    "/teacher",
    "/login",
    "/social-login",
    "/auth-redirect",
    "/bind",
    "/register",
    "/oauthLogin/gitee",
    "/sso",
    "/teacher/assignment/screenin/42",
  ])("%s needs no login", (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(decide(at(path), signedOut)).toEqual({ kind: "allow" });
  });

  it.each(["/index", "/student/checkin", "/teacher/checkin", "/user/profile", "/401x", "/studentx"])(
    "%s is not public",
    (path) => {
      expect(isPublicPath(path)).toBe(false);
    },
  );
});

describe("decide", () => {
  it("sends a signed-out user to the login with the full original path", () => {
    expect(decide(at("/teacher/survey/info/3?tab=2#results"), signedOut)).toEqual({
      kind: "redirect",
      to: `/login?redirect=${encodeURIComponent("/teacher/survey/info/3?tab=2#results")}`,
    });
  });

  it("keeps the login page's own address when a session ends while it shows (no login returning to itself)", () => {
    const shown = at(`/login?redirect=${encodeURIComponent("/teacher/checkin")}`);
    expect(loginPathFor(shown)).toBe(`/login?redirect=${encodeURIComponent("/teacher/checkin")}`);
    expect(loginPathFor(at("/teacher/checkin"))).toBe(`/login?redirect=${encodeURIComponent("/teacher/checkin")}`);
  });

  it("sends a signed-in user away from /login to /", () => {
    expect(decide(at("/login?redirect=/index"), teacher)).toEqual({ kind: "redirect", to: "/" });
  });

  it("leaves the login page alone while it finishes a login", () => {
    expect(decide(at("/login?redirect=/index"), { ...teacher, loggingIn: true })).toEqual({ kind: "allow" });
    expect(decide(at("/index"), { ...teacher, loggingIn: true })).toEqual({ kind: "allow" });
  });

  it("loads the user first when roles are not loaded", () => {
    expect(decide(at("/index"), { ...signedOut, accessToken: "t" })).toEqual({ kind: "load-user" });
    expect(decide(at("/teacher/checkin"), { ...signedOut, accessToken: "t" })).toEqual({ kind: "load-user" });
  });

  it("lets a user with roles through", () => {
    expect(decide(at("/teacher/checkin"), teacher)).toEqual({ kind: "allow" });
    expect(decide(at("/student/checkin"), noRoles)).toEqual({ kind: "allow" });
  });

  it("sends a user without roleIds from a teacher path to /401", () => {
    expect(decide(at("/teacher/checkin"), noRoles)).toEqual({ kind: "redirect", to: "/401" });
    expect(decide(at("/teacher"), noRoles)).toEqual({ kind: "redirect", to: "/401" });
  });

  it("treats a user whose only role is student as having no roleIds", () => {
    const student: GuardSession = { accessToken: "t", classroom: false, user: { roleIds: [3], roles: ["student"] } };
    expect(decide(at("/teacher/checkin"), student)).toEqual({ kind: "redirect", to: "/401" });
    expect(decide(at("/student/checkin"), student)).toEqual({ kind: "allow" });
    expect(decide(at("/teacher/checkin"), { ...student, classroom: true })).toEqual({ kind: "allow" });
    const both: GuardSession = { ...student, user: { roleIds: [2, 3], roles: ["teacher", "student"] } };
    expect(decide(at("/teacher/checkin"), both)).toEqual({ kind: "allow" });
    const admin: GuardSession = { ...student, user: { roleIds: [1], roles: ["admin"] } };
    expect(decide(at("/teacher/checkin"), admin)).toEqual({ kind: "allow" });
  });

  it("lets a user without roleIds through to teacher paths in classroom mode", () => {
    expect(decide(at("/teacher/checkin"), { ...noRoles, classroom: true })).toEqual({ kind: "allow" });
  });

  it("uses token and tenant from the query, and tenant classroom sets classroom mode", () => {
    expect(decide(at("/teacher/checkin?token=abc&tenant=classroom"), signedOut)).toEqual({ kind: "load-user" });
    expect(decide(at("/teacher/checkin?token=abc&tenant=classroom"), { ...noRoles, accessToken: null })).toEqual({
      kind: "allow",
    });
    expect(decide(at("/teacher/checkin?token=abc&tenant=school"), { ...noRoles, accessToken: null })).toEqual({
      kind: "redirect",
      to: "/401",
    });
  });

  it("ignores a token without a tenant", () => {
    expect(decide(at("/index?token=abc"), signedOut)).toMatchObject({ kind: "redirect" });
  });
});

describe("the role areas follow the permissions", () => {
  const signedIn = (roles: string[], permissions: string[]): GuardSession => ({
    accessToken: "t",
    classroom: false,
    user: { roleIds: [9], roles, permissions },
  });
  const teacher = signedIn(["teacher"], ["teach:course:teach", "teach:activity:teach"]);
  const student = signedIn(["student"], ["teach:course:learn", "teach:activity:learn"]);
  const registrar = signedIn(["registrar"], ["system:user:query", "teach:user:query"]);
  const admin = signedIn(["admin"], ["*:*:*"]);

  it("sends a teacher who opens the student area to the teacher's home (its calls would be refused)", () => {
    expect(decide(at("/student"), teacher)).toEqual({ kind: "redirect", to: "/teacher" });
    expect(decide(at("/student/checkin"), teacher)).toEqual({ kind: "redirect", to: "/teacher" });
  });

  it("keeps 教务 out of both areas", () => {
    expect(decide(at("/student"), registrar)).toEqual({ kind: "redirect", to: "/index" });
    expect(decide(at("/teacher"), registrar)).toEqual({ kind: "redirect", to: "/401" });
    expect(decide(at("/teacher/new"), registrar)).toEqual({ kind: "redirect", to: "/401" });
    expect(decide(at("/index"), registrar)).toEqual({ kind: "allow" });
  });

  it("sends a student role whose permissions lack the student area to the general home, not round in a loop", () => {
    expect(decide(at("/student"), signedIn(["student"], []))).toEqual({ kind: "redirect", to: "/index" });
  });

  it("lets each person into their own areas", () => {
    expect(decide(at("/teacher/new"), teacher)).toEqual({ kind: "allow" });
    expect(decide(at("/student/assignment/list"), student)).toEqual({ kind: "allow" });
    expect(decide(at("/student"), admin)).toEqual({ kind: "allow" });
    expect(decide(at("/teacher"), admin)).toEqual({ kind: "allow" });
  });

  it("leaves the big screen and classroom mode alone", () => {
    expect(decide(at("/teacher/assignment/screenin/abc"), registrar)).toEqual({ kind: "allow" });
    expect(decide(at("/student/checkin"), { ...teacher, classroom: true })).toEqual({ kind: "allow" });
  });
});

describe("credentialsFromQuery", () => {
  it("needs both token and tenant", () => {
    expect(credentialsFromQuery("?token=a&tenant=classroom")).toEqual({
      token: "a",
      tenant: "classroom",
      classroom: true,
    });
    expect(credentialsFromQuery("?token=a&tenant=x")).toEqual({ token: "a", tenant: "x", classroom: false });
    expect(credentialsFromQuery("?token=a")).toBeNull();
    expect(credentialsFromQuery("?tenant=classroom")).toBeNull();
    expect(credentialsFromQuery("")).toBeNull();
  });
});

describe("loadUserOrLogout", () => {
  it("repeats the navigation after a successful load", async () => {
    const deps = { loadUser: vi.fn(async () => {}), logout: vi.fn(), showError: vi.fn() };
    await expect(loadUserOrLogout(deps, "失败")).resolves.toBeNull();
    expect(deps.logout).not.toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("logs out, shows the error and goes to / when the user fetch fails", async () => {
    const deps = {
      loadUser: vi.fn(async () => {
        throw new Error("系统未知错误，请反馈给管理员");
      }),
      logout: vi.fn(async () => {}),
      showError: vi.fn(),
    };
    await expect(loadUserOrLogout(deps, "失败")).resolves.toBe("/");
    expect(deps.logout).toHaveBeenCalledTimes(1);
    expect(deps.showError).toHaveBeenCalledWith("系统未知错误，请反馈给管理员");
  });

  it("does not log out for a failure that is not fatal (a cancelled request)", async () => {
    const deps = {
      loadUser: () => Promise.reject(new Error("aborted")),
      logout: vi.fn(),
      showError: vi.fn(),
      isFatal: (error: unknown) => !(error instanceof Error && error.message === "aborted"),
    };
    await expect(loadUserOrLogout(deps, "失败")).resolves.toBeNull();
    expect(deps.logout).not.toHaveBeenCalled();
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it("uses the fallback message for an error without text", async () => {
    const showError = vi.fn();
    const deps = { loadUser: () => Promise.reject(new Error("")), logout: vi.fn(), showError };
    await expect(loadUserOrLogout(deps, "获取用户信息失败")).resolves.toBe("/");
    expect(showError).toHaveBeenCalledWith("获取用户信息失败");
  });
});

describe("the share link page", () => {
  it("sends a visitor to the login and back to the link", () => {
    expect(isPublicPath("/share/AbC123")).toBe(false);
    expect(decide(at("/share/AbC123"), signedOut)).toEqual({
      kind: "redirect",
      to: `/login?redirect=${encodeURIComponent("/share/AbC123")}`,
    });
  });

  it("lets a signed-in student in (it is not a teacher path)", () => {
    const student: GuardSession = { accessToken: "t", classroom: false, user: { roleIds: [], roles: ["student"] } };
    expect(decide(at("/share/AbC123"), student)).toEqual({ kind: "allow" });
  });
});
