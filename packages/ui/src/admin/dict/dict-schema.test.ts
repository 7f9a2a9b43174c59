import { describe, expect, it } from "vitest";

import { differingKeys } from "../../lib/locale";
import { dictMessageTables } from "./dict-messages";
import { dictDataDefaults, dictDataSchema, dictTypesOf, entryOption } from "./dict-schema";

const valid = {
  dictType: "system_notify_template_type",
  label: " 通知公告 ",
  value: "1",
  sort: 1,
  status: "0" as const,
  colorType: "primary" as const,
  cssClass: "",
  remark: "",
};

/** The message of the first issue on a field, or undefined when the field passes. */
function errorOn(values: unknown, field: string): string | undefined {
  const result = dictDataSchema().safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe("dictDataSchema", () => {
  it("accepts a complete entry and trims its texts", () => {
    const parsed = dictDataSchema().parse(valid);
    expect(parsed.label).toBe("通知公告");
  });

  it("names each missing required field", () => {
    const empty = { ...valid, dictType: "", label: " ", value: "", sort: Number.NaN };
    expect(errorOn(empty, "dictType")).toBe("字典类型不能为空");
    expect(errorOn(empty, "label")).toBe("数据标签不能为空");
    expect(errorOn(empty, "value")).toBe("数据键值不能为空");
    expect(errorOn(empty, "sort")).toBe("显示排序不能为空");
  });

  it("refuses a type the server's pattern refuses, a negative order and long texts", () => {
    expect(errorOn({ ...valid, dictType: "System-Type" }, "dictType")).toBe(
      "字典类型以小写字母开头，只含小写字母、数字和下划线",
    );
    expect(errorOn({ ...valid, sort: -1 }, "sort")).toBe("显示排序为 0 到 100000 的整数");
    expect(errorOn({ ...valid, sort: 1.5 }, "sort")).toBe("显示排序为 0 到 100000 的整数");
    expect(errorOn({ ...valid, cssClass: "x".repeat(101) }, "cssClass")).toBe("CSS Class长度不能超过 100 个字符");
    expect(errorOn({ ...valid, colorType: "purple" }, "colorType")).toBeDefined();
  });
});

describe("dictDataDefaults", () => {
  it("start a new entry of the filtered type, enabled and default-coloured", () => {
    expect(dictDataDefaults(undefined, "common_status")).toMatchObject({
      dictType: "common_status",
      status: "0",
      colorType: "default",
      sort: 0,
    });
  });

  it("edit a stored entry, showing an empty colour as default", () => {
    const row = { id: 3, dictType: "x", label: "L", value: "v", sort: 2, status: 1, colorType: "", cssClass: "c" };
    expect(dictDataDefaults(row)).toEqual({
      dictType: "x",
      label: "L",
      value: "v",
      sort: 2,
      status: "1",
      colorType: "default",
      cssClass: "c",
      remark: "",
    });
  });
});

describe("dictTypesOf", () => {
  it("lists each type once, sorted", () => {
    const entries = [{ dictType: "user_type" }, { dictType: "common_status" }, { dictType: "user_type" }];
    expect(dictTypesOf(entries)).toEqual(["common_status", "user_type"]);
  });

  it("adds the type asked for in the address even when the server has no enabled entry of it", () => {
    expect(dictTypesOf([{ dictType: "common_status" }], "new_type")).toEqual(["common_status", "new_type"]);
    expect(dictTypesOf(undefined, "")).toEqual([]);
  });
});

describe("an entry's tag", () => {
  it("keeps a known colour and shows an unknown or empty one as default", () => {
    expect(entryOption({ value: "1", label: "通知", colorType: "primary", cssClass: "" }).colorType).toBe("primary");
    expect(entryOption({ value: "1", label: "通知", colorType: "purple" }).colorType).toBe("default");
  });
});

describe("the dictionary texts", () => {
  it("have the same keys in English as in Chinese", () => {
    expect(differingKeys(dictMessageTables.zhCN, dictMessageTables.en)).toEqual([]);
  });
});
