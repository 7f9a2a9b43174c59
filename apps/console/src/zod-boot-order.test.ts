import { describe, expect, it } from "vitest";

describe("zod boot, evaluated before zod loads", () => {
  it("zod reads the flag it left (z.config says jitless)", async () => {
    delete globalThis.__zod_globalConfig;
    await import("./zod-boot");
    const z = await import("zod");
    expect(z.config().jitless).toBe(true);
  });
});
