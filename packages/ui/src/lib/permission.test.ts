import { describe, expect, it } from "vitest";

import { effectiveRoles, hasPermi, hasRole } from "./permission";

describe("hasPermi", () => {
  const granted = ["system:user:query", "system:user:add"];

  it("any-of passes with one match and fails with none", () => {
    expect(hasPermi(granted, ["system:user:add", "system:user:delete"])).toBe(true);
    expect(hasPermi(granted, ["system:user:delete"])).toBe(false);
  });

  it("all-of needs every permission", () => {
    expect(hasPermi(granted, ["system:user:query", "system:user:add"], "all")).toBe(true);
    expect(hasPermi(granted, ["system:user:add", "system:user:delete"], "all")).toBe(false);
  });

  it("the wildcard passes everything", () => {
    expect(hasPermi(["*:*:*"], ["bpm:model:deploy", "system:dict:edit"], "all")).toBe(true);
  });

  it("an empty list throws the spec's message", () => {
    expect(() => hasPermi(granted, [])).toThrow("请设置操作权限标签值");
  });
});

describe("hasRole", () => {
  it("any-of and all-of", () => {
    expect(hasRole(["teacher"], ["teacher", "student"])).toBe(true);
    expect(hasRole(["teacher"], ["teacher", "student"], "all")).toBe(false);
    expect(hasRole(["student"], ["teacher"])).toBe(false);
  });

  it("admin passes everything", () => {
    expect(hasRole(["admin"], ["teacher", "student"], "all")).toBe(true);
  });

  it("an empty list throws", () => {
    expect(() => hasRole(["admin"], [])).toThrow("请设置角色权限标签值");
  });

  it("an empty role list acts as ROLE_DEFAULT", () => {
    expect(effectiveRoles([])).toEqual(["ROLE_DEFAULT"]);
    expect(effectiveRoles(undefined)).toEqual(["ROLE_DEFAULT"]);
    expect(effectiveRoles(["teacher"])).toEqual(["teacher"]);
  });
});
