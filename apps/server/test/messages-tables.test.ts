// Every bilingual messages table (made with lib/localized.ts) has an English entry for each Chinese
// key, of the same kind (a text, or a function of as many parameters), and nothing more; the view
// answers the table of the language in scope. Messages modules are found by name, so a new one is
// checked without being listed here.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { tablesOf } from "../src/lib/localized.js";
import { languageOf, runInLanguage } from "../src/lib/request-language.js";
import { classroomMessages } from "../src/classroom/messages.js";

const src = fileURLToPath(new URL("../src/", import.meta.url));
const messageFiles = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((f) => /(^|[/-])messages(-en)?\.ts$/.test(f) || f.endsWith("-messages.ts"))
  .filter((f) => !f.endsWith("messages-en.ts"))
  .sort();
// Tables kept beside the code that uses them rather than in a messages module.
const otherModules = ["assignment/assignments.ts"];

/** English texts that keep Chinese on purpose (stored data, or the import template's column headers). */
const CHINESE_ALLOWED = new Set(["defaultTitle", "deptNotNumber", "sexInvalid", "statusInvalid"]);

describe("bilingual messages tables", () => {
  it("finds the messages modules", () => {
    expect(messageFiles).toEqual(
      expect.arrayContaining(["classroom/messages.ts", "workflow/messages.ts", "lib/messages.ts", "admin/messages.ts"]),
    );
  });

  for (const file of [...messageFiles, ...otherModules]) {
    it(`${file}: the English table has the Chinese table's keys, of the same kind`, async () => {
      const module = (await import(join(src, file))) as Record<string, unknown>;
      const views = Object.entries(module).filter(([, v]) => tablesOf(v));
      expect(views.length, `${file} exports a localized table`).toBeGreaterThan(0);
      for (const [name, view] of views) {
        const { zh, en } = tablesOf(view)!;
        const zhEntries = zh as Record<string, unknown>;
        const enEntries = en as Record<string, unknown>;
        expect(Object.keys(enEntries).sort(), name).toEqual(Object.keys(zhEntries).sort());
        for (const [key, value] of Object.entries(zhEntries)) {
          const english = enEntries[key];
          expect(typeof english, `${name}.${key}`).toBe(typeof value);
          if (typeof value === "function") {
            expect((english as (...a: unknown[]) => unknown).length, `${name}.${key} parameters`).toBe(value.length);
            const args = Array.from({ length: value.length }, () => "x");
            const text = (english as (...a: string[]) => unknown)(...args);
            expect(typeof text, `${name}.${key}()`).toBe("string");
            if (!CHINESE_ALLOWED.has(key)) expect(text, `${name}.${key}()`).not.toMatch(/[\u4e00-\u9fff]/);
          } else {
            expect(String(english).trim(), `${name}.${key}`).not.toBe("");
            if (!CHINESE_ALLOWED.has(key)) expect(english, `${name}.${key}`).not.toMatch(/[\u4e00-\u9fff]/);
          }
        }
      }
    });
  }

  it("answers the table of the language in scope, Chinese outside a request", async () => {
    expect(classroomMessages.noClass).toBe("没有进行中的课");
    expect(runInLanguage("en", () => classroomMessages.noClass)).toBe("There is no class in progress");
    expect(runInLanguage("zh", () => classroomMessages.itemNotFound(7))).toBe("课堂不存在：7");
    const later = await runInLanguage(languageOf("en-GB"), async () => {
      await new Promise((r) => setTimeout(r, 5));
      return classroomMessages.itemNotFound(7);
    });
    expect(later).toBe("Class session not found: 7");
    expect(languageOf("zh-CN,en;q=0.9")).toBe("zh");
    expect(languageOf(undefined)).toBe("zh");
  });
});
