import { describe, expect, it } from "vitest";

import type { ProcessFormField } from "./types";
import {
  defaultProcessFormValues,
  formatProcessFormValue,
  normalizeProcessFormValues,
  validateProcessFormValues,
} from "./values";

const required = { name: "required" } as const;
const readonly = { name: "readonly" } as const;

const days: ProcessFormField = {
  id: "days",
  type: "long",
  label: "请假天数",
  constraints: [required, { name: "min", config: "1" }, { name: "max", config: "30" }],
};
const hours: ProcessFormField = {
  id: "hours",
  type: "custom",
  typeType: "decimal",
  label: "课时",
  constraints: [
    { name: "min", config: "0.5" },
    { name: "max", config: "4.5" },
  ],
};
const code: ProcessFormField = {
  id: "code",
  type: "string",
  label: "课程代码",
  constraints: [
    { name: "minlength", config: "3" },
    { name: "maxlength", config: "6" },
    { name: "pattern", config: "[A-Z]+\\d*" },
  ],
};
const reason: ProcessFormField = {
  id: "reason",
  type: "custom",
  typeType: "textarea",
  label: "请假事由",
  constraints: [required, { name: "maxlength", config: "5" }],
};
const urgent: ProcessFormField = { id: "urgent", type: "boolean", label: "加急" };
const start: ProcessFormField = { id: "start", type: "date", label: "开始日期", constraints: [required] };
const end: ProcessFormField = { id: "end", type: "date", label: "结束日期", datePattern: "YYYY年MM月DD日" };
const kind: ProcessFormField = {
  id: "kind",
  type: "enum",
  label: "请假类型",
  values: [
    { id: "sick", name: "病假" },
    { id: "personal", name: "事假" },
  ],
  constraints: [required],
};

describe("validateProcessFormValues", () => {
  it("names every required field left empty, spaces counting as empty", () => {
    expect(validateProcessFormValues([days, reason, start, kind], { reason: "   " })).toEqual({
      days: "请假天数不能为空",
      reason: "请假事由不能为空",
      start: "开始日期不能为空",
      kind: "请假类型不能为空",
    });
  });

  it("lets optional fields stay empty", () => {
    expect(validateProcessFormValues([hours, code, urgent, end], { hours: "", code: null })).toEqual({});
  });

  it("wants a whole number in a long field, within its bounds", () => {
    const check = (value: unknown) => validateProcessFormValues([days], { days: value }).days;
    expect(check("2.5")).toBe("请假天数必须是整数");
    expect(check("abc")).toBe("请假天数必须是整数");
    expect(check("1e3")).toBe("请假天数必须是整数");
    expect(check(2.5)).toBe("请假天数必须是整数");
    expect(check("99999999999999999999")).toBe("请假天数必须是整数");
    expect(check("0")).toBe("请假天数不能小于1");
    expect(check("31")).toBe("请假天数不能大于30");
    expect(check(" 30 ")).toBeUndefined();
    expect(check(1)).toBeUndefined();
    expect(check("+3")).toBeUndefined();
  });

  it("wants a number in a decimal field, within its bounds", () => {
    const check = (value: unknown) => validateProcessFormValues([hours], { hours: value }).hours;
    expect(check("1,5")).toBe("课时必须是数字");
    expect(check("0x10")).toBe("课时必须是数字");
    expect(check(Number.NaN)).toBe("课时必须是数字");
    expect(check("0.4")).toBe("课时不能小于0.5");
    expect(check("4.51")).toBe("课时不能大于4.5");
    expect(check(".5")).toBeUndefined();
    expect(check("4.5")).toBeUndefined();
  });

  it("checks a text's length in characters and its whole value against the pattern", () => {
    const check = (value: unknown) => validateProcessFormValues([code], { code: value }).code;
    expect(check("AB")).toBe("课程代码至少3个字符");
    expect(check("ABCD123")).toBe("课程代码最多6个字符");
    expect(check("abc")).toBe("课程代码格式不正确");
    expect(check("AB1C")).toBe("课程代码格式不正确"); // matches a part, not the whole
    expect(check("ABC12")).toBeUndefined();
    // An emoji is one character to the person typing it.
    expect(validateProcessFormValues([reason], { reason: "生病😷了" })).toEqual({});
    expect(validateProcessFormValues([reason], { reason: "感冒发烧了" })).toEqual({});
    expect(validateProcessFormValues([reason], { reason: "感冒发烧了吗" })).toEqual({ reason: "请假事由最多5个字符" });
  });

  it("wants a date written exactly in the field's pattern", () => {
    const check = (value: unknown) => validateProcessFormValues([start, end], { start: "2026-03-01", end: value }).end;
    expect(validateProcessFormValues([start], { start: "2026-3-1" })).toEqual({
      start: "开始日期不是有效的日期（YYYY-MM-DD）",
    });
    expect(validateProcessFormValues([start], { start: "2026-02-30" })).toEqual({
      start: "开始日期不是有效的日期（YYYY-MM-DD）",
    });
    expect(check("2026-03-05")).toBe("结束日期不是有效的日期（YYYY年MM月DD日）");
    expect(check("2026年03月05日")).toBeUndefined();
  });

  it("accepts only the ids of an enum's options, and only true or false for a boolean", () => {
    expect(validateProcessFormValues([kind], { kind: "病假" })).toEqual({ kind: "请假类型的选项无效" });
    expect(validateProcessFormValues([kind], { kind: "sick" })).toEqual({});
    expect(validateProcessFormValues([urgent], { urgent: "yes" })).toEqual({ urgent: "加急的选项无效" });
    expect(validateProcessFormValues([urgent], { urgent: false })).toEqual({});
  });

  it("treats a required boolean as answered by false (required does not mean must be true)", () => {
    const field = { ...urgent, constraints: [required] };
    expect(validateProcessFormValues([field], { urgent: false })).toEqual({});
    expect(validateProcessFormValues([field], {})).toEqual({ urgent: "加急不能为空" });
  });

  it("does not check read-only fields (nobody can change them)", () => {
    const fixed = { ...days, constraints: [...(days.constraints ?? []), readonly] };
    expect(validateProcessFormValues([fixed], { days: "many" })).toEqual({});
  });

  it("reads a custom field of an unknown kind as one line of text", () => {
    const field: ProcessFormField = {
      id: "who",
      type: "custom",
      typeType: "user",
      label: "代理人",
      constraints: [required],
    };
    expect(validateProcessFormValues([field], {})).toEqual({ who: "代理人不能为空" });
    expect(normalizeProcessFormValues([field], { who: "张三" })).toEqual({ who: "张三" });
  });

  it("ignores constraints that do not fit the type or cannot be used", () => {
    const field: ProcessFormField = {
      id: "note",
      type: "string",
      label: "备注",
      constraints: [
        { name: "min", config: "5" },
        { name: "pattern", config: "([" },
        { name: "maxlength", config: "x" },
      ],
    };
    expect(validateProcessFormValues([field], { note: "1" })).toEqual({});
  });
});

describe("normalizeProcessFormValues", () => {
  it("types every value for its field and leaves empty ones out", () => {
    const fields = [days, hours, code, reason, urgent, start, end, kind];
    expect(
      normalizeProcessFormValues(fields, {
        days: " 3 ",
        hours: "1.5",
        code: "",
        reason: "  发烧 ",
        urgent: true,
        start: "2026-03-01",
        end: "2026年03月05日",
        kind: "sick",
      }),
    ).toEqual({
      days: 3,
      hours: 1.5,
      reason: "  发烧 ",
      urgent: true,
      start: "2026-03-01",
      end: "2026年03月05日",
      kind: "sick",
    });
  });

  it("leaves invalid values out", () => {
    expect(normalizeProcessFormValues([days, kind], { days: "x", kind: "other" })).toEqual({});
  });

  it("sends a read-only field's default whatever was entered", () => {
    const fixed: ProcessFormField = { ...days, defaultValue: "5", constraints: [readonly] };
    expect(normalizeProcessFormValues([fixed], { days: "9" })).toEqual({ days: 5 });
    expect(normalizeProcessFormValues([{ ...fixed, defaultValue: null }], { days: "9" })).toEqual({});
  });

  it("reads booleans written as text", () => {
    expect(normalizeProcessFormValues([urgent], { urgent: "false" })).toEqual({ urgent: false });
  });
});

describe("defaultProcessFormValues", () => {
  it("types each default and starts booleans at false", () => {
    const fields: ProcessFormField[] = [
      { ...days, defaultValue: "2" },
      { ...hours, defaultValue: 1.5 },
      { ...code, defaultValue: "ABC" },
      urgent,
      { ...urgent, id: "notify", defaultValue: "true" },
      { ...start, defaultValue: "2026-03-01" },
      { ...kind, defaultValue: "personal" },
      reason,
    ];
    expect(defaultProcessFormValues(fields)).toEqual({
      days: 2,
      hours: 1.5,
      code: "ABC",
      urgent: false,
      notify: true,
      start: "2026-03-01",
      kind: "personal",
    });
  });

  it("drops a default its type cannot hold", () => {
    expect(
      defaultProcessFormValues([
        { ...days, defaultValue: "two" },
        { ...kind, defaultValue: "annual" },
        { ...start, defaultValue: "01/03/2026" },
      ]),
    ).toEqual({});
  });

  it("keeps a default outside the field's own bounds (the editor warns about those)", () => {
    expect(defaultProcessFormValues([{ ...days, defaultValue: 99 }])).toEqual({ days: 99 });
  });
});

describe("formatProcessFormValue", () => {
  it("shows option names, 是/否 and — for nothing", () => {
    expect(formatProcessFormValue(kind, "sick")).toBe("病假");
    expect(formatProcessFormValue(kind, "annual")).toBe("annual");
    expect(formatProcessFormValue(urgent, true)).toBe("是");
    expect(formatProcessFormValue(urgent, "false")).toBe("否");
    expect(formatProcessFormValue(days, 3)).toBe("3");
    expect(formatProcessFormValue(days, 0)).toBe("0");
    expect(formatProcessFormValue(end, "2026年03月05日")).toBe("2026年03月05日");
    for (const empty of [undefined, null, "", "  "]) expect(formatProcessFormValue(code, empty)).toBe("—");
  });
});
