import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

import { differingKeys } from "@smartclass/ui";
import { describe, expect, it } from "vitest";

import { formsMessageTables } from "../forms/messages";
import { processMessageTables } from "../process/messages";
import { taskSettingsMessageTables } from "../task-settings/messages";
import { viewerMessageTables } from "../viewer/messages";
import { messageTables, zhCN } from ".";

/** Every key path of a table (`a.b.c`), functions counting as leaves. */
function keyPaths(table: object, prefix = ""): string[] {
  return Object.entries(table).flatMap(([key, value]) =>
    value && typeof value === "object" && prefix !== "bpmn."
      ? keyPaths(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/** The texts bpmn-js and diagram-js pass to `translate`, read from their sources. */
function bpmnTemplates(): string[] {
  const bpmnJs = require.resolve("bpmn-js/package.json");
  const diagramJs = createRequire(bpmnJs).resolve("diagram-js/package.json");
  const templates = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".js")) {
        const source = readFileSync(path, "utf8");
        for (const match of source.matchAll(/(?<!['"])translate\(\s*'([^']+)'\s*[,)]/g)) templates.add(match[1]!);
        if (name === "ReplaceOptions.js" || name === "PopupEntries.js")
          for (const match of source.matchAll(/label: '([^']+)'/g)) templates.add(match[1]!);
        if (name === "AlignElementsMenuProvider.js")
          for (const side of ["left", "center", "right", "top", "middle", "bottom"])
            templates.add(`Align elements ${side}`);
      }
    }
  };
  walk(join(packageDir("bpmn-js"), "lib"));
  walk(join(dirname(diagramJs), "lib"));
  templates.delete("HELLO {you}"); // the example in diagram-js's translate documentation
  return [...templates].sort();
}

describe("message tables", () => {
  it("translate every text bpmn-js shows in the palette, context pad and menus", () => {
    const templates = bpmnTemplates();
    expect(templates.length).toBeGreaterThan(100);
    for (const [tag, table] of Object.entries(messageTables)) {
      expect({ tag, missing: templates.filter((template) => !(template in table.bpmn)) }).toEqual({ tag, missing: [] });
    }
  });

  it("have the same keys as the Chinese table", () => {
    const reference = keyPaths(zhCN).sort();
    for (const [tag, table] of Object.entries(messageTables)) {
      expect({ tag, keys: keyPaths(table).sort() }).toEqual({ tag, keys: reference });
    }
  });

  it("register Chinese and English", () => {
    expect(Object.keys(messageTables).sort()).toEqual(["en", "zh-CN"]);
  });

  it("give bpmn-js its own English texts back in English", () => {
    const templates = Object.keys(messageTables["zh-CN"].bpmn);
    expect(templates.filter((template) => messageTables.en.bpmn[template] !== template)).toEqual([]);
    expect(messageTables.en.toolbar.simulationControls["Reset Simulation"]).toBe("Reset Simulation");
  });

  it.each([
    ["process", processMessageTables],
    ["viewer", viewerMessageTables],
    ["task settings", taskSettingsMessageTables],
    ["forms", formsMessageTables],
  ])("of the %s widgets have the same keys in English as in Chinese", (_name, tables) => {
    expect(differingKeys(tables["zh-CN"], tables.en)).toEqual([]);
  });

  it("carry the spec's texts verbatim", () => {
    expect(zhCN.validation).toMatchObject({
      processIdRequired: "流程标识不能为空",
      processNameRequired: "流程名称不能为空",
      duplicateMessage: "该消息已存在，请修改id后重新保存",
      duplicateSignal: "该信号已存在，请修改id后重新保存",
      saveFailed: "保存模型失败，请重试！",
      timerRequired: "请填写定时器配置",
    });
    expect(zhCN.confirmations).toEqual({ removeListener: "确认移除该监听器吗？", removeField: "确认移除该字段吗？" });
    expect(zhCN.task).toEqual({
      dueDate: "到期时间",
      followUpDate: "跟踪时间",
      priority: "优先级",
      assignmentRules: "分配规则",
    });
  });
});
