import { describe, expect, it } from "vitest";

import { configMessageTables } from "./config-messages";
import { configDefaults, configSchema, isMasked, SECRET_MASK } from "./config-schema";
import { differingKeys } from "../../lib/locale";

const valid = { category: "ui", name: "系统名称", key: "system.name", value: "智慧课堂", visible: true, remark: "" };

function errorOn(values: unknown, field: string): string | undefined {
  const result = configSchema().safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe("configSchema", () => {
  it("accepts a complete record, an empty value included", () => {
    expect(configSchema().parse({ ...valid, value: "" }).value).toBe("");
  });

  it("names each missing required field", () => {
    const empty = { ...valid, category: "", name: " ", key: "" };
    expect(errorOn(empty, "category")).toBe("参数分类不能为空");
    expect(errorOn(empty, "name")).toBe("参数名称不能为空");
    expect(errorOn(empty, "key")).toBe("参数键名不能为空");
  });

  it("keeps to the server's lengths", () => {
    expect(errorOn({ ...valid, category: "x".repeat(51) }, "category")).toBe("参数分类长度不能超过 50 个字符");
    expect(errorOn({ ...valid, value: "x".repeat(501) }, "value")).toBe("参数键值长度不能超过 500 个字符");
  });
});

describe("a masked secret", () => {
  it("is recognised, shown masked in the form and sent back masked (the server keeps the stored value)", () => {
    const row = {
      id: 9,
      category: "ai",
      name: "AI key",
      key: "ai.api-key",
      value: SECRET_MASK,
      type: 1,
      visible: false,
    };
    expect(isMasked(row.value)).toBe(true);
    expect(configSchema().parse(configDefaults(row)).value).toBe(SECRET_MASK);
    expect(isMasked("secret")).toBe(false);
  });
});

describe("the configuration texts", () => {
  it("have the same keys in English as in Chinese", () => {
    expect(differingKeys(configMessageTables.zhCN, configMessageTables.en)).toEqual([]);
  });
});
