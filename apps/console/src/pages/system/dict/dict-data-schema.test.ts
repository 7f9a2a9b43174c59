import { describe, expect, it } from "vitest";

import { dictDataBody, dictDataDefaults, dictDataSchema } from "./dict-data-schema";

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

describe("dictDataDefaults and dictDataBody", () => {
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

  it("send the status as the server's number", () => {
    const body = dictDataBody(dictDataSchema().parse({ ...valid, status: "1" }));
    expect(body).toEqual({
      dictType: "system_notify_template_type",
      label: "通知公告",
      value: "1",
      sort: 1,
      status: 1,
      colorType: "primary",
      cssClass: "",
      remark: "",
    });
  });
});
