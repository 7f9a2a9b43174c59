import { describe, expect, it } from "vitest";

import { homePathFor, mayLearn, mayTeach } from "./home-path";

// The permission lists the seeded roles get from the server (apps/server/src/permissions.ts).
const teacher = { roles: ["teacher"], permissions: ["teach:course:teach", "teach:activity:teach", "bpm:task:query"] };
const student = { roles: ["student"], permissions: ["teach:course:learn", "teach:activity:learn"] };
const admin = { roles: ["admin"], permissions: ["*:*:*"] };
const registrar = { roles: ["registrar"], permissions: ["system:user:query", "teach:user:query"] };
const noRole = { roles: ["ROLE_DEFAULT"], permissions: [] };

describe("where a person lands", () => {
  it("sends a teacher to the teacher's home, never to the student area", () => {
    expect(homePathFor(teacher)).toBe("/teacher");
  });

  it("sends a student to the student area", () => {
    expect(homePathFor(student)).toBe("/student");
  });

  it("sends an administrator, 教务 and a person without classroom permissions to the general home", () => {
    expect(homePathFor(admin)).toBe("/index");
    expect(homePathFor(registrar)).toBe("/index");
    expect(homePathFor(noRole)).toBe("/index");
    expect(homePathFor(null)).toBe("/index");
  });

  it("follows the permissions, not the role's name", () => {
    expect(homePathFor({ roles: ["lecturer"], permissions: ["teach:course:teach"] })).toBe("/teacher");
    expect(homePathFor({ roles: ["teacher"], permissions: [] })).toBe("/index");
  });

  it("falls back to the built-in role names when only the roles are known (the login answer)", () => {
    expect(homePathFor({ roles: ["teacher"] })).toBe("/teacher");
    expect(homePathFor({ roles: ["student"] })).toBe("/student");
    expect(homePathFor({ roles: ["registrar"] })).toBe("/index");
  });

  it("lets into each area only who may call its operations", () => {
    expect([mayTeach(teacher), mayLearn(teacher)]).toEqual([true, false]);
    expect([mayTeach(student), mayLearn(student)]).toEqual([false, true]);
    expect([mayTeach(admin), mayLearn(admin)]).toEqual([true, true]);
    expect([mayTeach(registrar), mayLearn(registrar)]).toEqual([false, false]);
  });
});
