import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Counts every `Function(...)` / `new Function(...)` evaluated while the schemas are built and used: the
// console's CSP refuses them and reports each one, even when zod catches the refusal.
let evaluated: string[] = [];
const RealFunction = globalThis.Function;

beforeEach(() => {
  evaluated = [];
  vi.resetModules();
  globalThis.Function = new Proxy(RealFunction, {
    construct(target, args: string[]) {
      evaluated.push(args.join(","));
      return Reflect.construct(target, args) as object;
    },
    apply(target, self, args: string[]) {
      evaluated.push(args.join(","));
      return Reflect.apply(target, self, args) as unknown;
    },
  });
});

afterEach(() => {
  globalThis.Function = RealFunction;
});

/** Builds and runs the 用户管理 and 字典管理 schemas, as their dialogs do. */
async function useAdminSchemas() {
  // The forms' schema modules alone: the whole @smartclass/ui entry takes seconds to load.
  const users = await import("../../../packages/ui/src/admin/user/user-schema");
  const dict = await import("../../../packages/ui/src/admin/dict/dict-schema");
  const rule = { min: 8, max: 128, message: "密码长度为 8 到 128 位" };
  const user = users.createUserSchema(rule).safeParse({ username: "ab", password: "x" });
  const entry = dict.dictDataSchema().safeParse({});
  expect(user.success).toBe(false);
  expect(entry.success).toBe(false);
}

describe("zod boot", () => {
  it("without it, zod's first object schema evaluates code (what the CSP reports)", async () => {
    await useAdminSchemas();
    // The probe `new Function("")`, then the generated parsers.
    expect(evaluated[0]).toBe("");
    expect(evaluated.length).toBeGreaterThan(1);
  });

  it("with it, the user and dictionary schemas build and parse without evaluating any code", async () => {
    await import("./zod-boot");
    await useAdminSchemas();
    expect(evaluated).toEqual([]);
  });
});
