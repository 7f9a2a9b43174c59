import { describe, expect, it } from "vitest";

import { parseConditionBody, parseConditions } from "./condition-parse";
import {
  compareFor,
  comparesFor,
  compileConditionBody,
  compileConditions,
  dateSortsAsText,
  validateConditionRow,
} from "./conditions";
import type { ConditionField, SequenceCondition } from "./types";

const fields: ConditionField[] = [
  { id: "days", label: "请假天数", type: "long" },
  {
    id: "type",
    label: "请假类型",
    type: "enum",
    values: [
      { id: "sick", name: "病假" },
      { id: "annual", name: "年假" },
    ],
  },
  { id: "reason", label: "请假原因", type: "string" },
  { id: "urgent", label: "是否紧急", type: "boolean" },
  { id: "amount", label: "金额", type: "custom", typeType: "decimal" },
  { id: "note", label: "备注", type: "custom", typeType: "textarea" },
  { id: "start", label: "开始日期", type: "date" },
  { id: "birthday", label: "生日", type: "date", datePattern: "DD/MM/YYYY" },
];

let next = 0;
function row(
  field: string,
  compare: SequenceCondition["compare"],
  value: string,
  extra: Partial<SequenceCondition> = {},
) {
  next += 1;
  return { id: `c${next}`, field, compare, value, logic: "&&", sort: next, ...extra } satisfies SequenceCondition;
}

describe("compileConditions", () => {
  it("writes the shapes file's example: numbers bare, other values as JSON strings", () => {
    expect(compileConditions([row("days", ">", "3"), row("type", "==", "sick")], fields)).toBe(
      '${days > 3 && type == "sick"}',
    );
  });

  it("is null for no rows", () => {
    expect(compileConditions([], fields)).toBeNull();
    expect(compileConditionBody([], fields)).toBeNull();
  });

  it("follows sort, not the array order, and ignores the first row's logic", () => {
    const rows = [
      row("type", "==", "annual", { sort: 3, logic: "||" }),
      row("days", ">=", "10", { sort: 1, logic: "||" }),
      row("urgent", "==", "true", { sort: 2, logic: "&&" }),
    ];
    expect(compileConditions(rows, fields)).toBe('${days >= 10 && urgent == true || type == "annual"}');
  });

  it("writes contains as `literal in field`, booleans bare, decimals as written", () => {
    expect(compileConditionBody([row("reason", "contains", "发烧")], fields)).toBe('"发烧" in reason');
    expect(compileConditionBody([row("urgent", "!=", "false")], fields)).toBe("urgent != false");
    expect(compileConditionBody([row("amount", "<", " 12.50 ")], fields)).toBe("amount < 12.50");
    expect(compileConditionBody([row("start", ">", "2024-09-01")], fields)).toBe('start > "2024-09-01"');
  });

  it("escapes string values with JSON.stringify, so quotes and backslashes cannot end the literal", () => {
    expect(compileConditionBody([row("reason", "==", 'a"b\\c\n')], fields)).toBe('reason == "a\\"b\\\\c\\n"');
  });

  it("quotes every value of a variable without a form field", () => {
    expect(compileConditions([row("days", ">", "3")])).toBe('${days > "3"}');
    expect(compileConditions([row("days", ">", "3")], [])).toBe('${days > "3"}');
  });

  it("leaves out rows still being filled in", () => {
    const rows = [row("", "==", ""), row("days", ">", "3", { logic: "||" }), row("type", "==", "")];
    expect(compileConditions(rows, fields)).toBe("${days > 3}");
    expect(compileConditions([row("", "==", "")], fields)).toBeNull();
  });
});

describe("validateConditionRow", () => {
  it("accepts a complete row", () => {
    expect(validateConditionRow(row("days", ">", "3"), fields)).toEqual({});
  });

  it("asks for a field, or for a variable name when the form has none", () => {
    expect(validateConditionRow(row("", "==", "x"), fields).field).toBe("请选择表单字段");
    expect(validateConditionRow(row("", "==", "x")).field).toBe("请填写变量名");
    expect(validateConditionRow(row("gone", "==", "x"), fields).field).toBe("表单中没有字段“gone”");
    expect(validateConditionRow(row("1days", "==", "x")).field).toMatch(/^变量名只能以字母或下划线开头/);
    expect(validateConditionRow(row("in", "==", "x")).field).toMatch(/^变量名只能/);
    expect(validateConditionRow(row("leave_days", "==", "x")).field).toBeUndefined();
  });

  it("refuses a comparison the field's type has no use for", () => {
    expect(validateConditionRow(row("urgent", ">", "true"), fields).compare).toBe("该字段不能使用此比较方式");
    expect(validateConditionRow(row("days", "contains", "3"), fields).compare).toBe("该字段不能使用此比较方式");
  });

  it("checks the value against the field's type", () => {
    expect(validateConditionRow(row("days", ">", ""), fields).value).toBe("请填写比较值");
    expect(validateConditionRow(row("days", ">", "2.5"), fields).value).toBe("比较值必须是整数");
    expect(validateConditionRow(row("days", ">", "-2"), fields).value).toBeUndefined();
    expect(validateConditionRow(row("amount", ">", "2.5"), fields).value).toBeUndefined();
    expect(validateConditionRow(row("amount", ">", "2,5"), fields).value).toBe("比较值必须是数字");
    expect(validateConditionRow(row("urgent", "==", "yes"), fields).value).toBe("请选择是或否");
    expect(validateConditionRow(row("type", "==", "病假"), fields).value).toBe("请选择一个选项");
    expect(validateConditionRow(row("reason", "==", ""), fields).value).toBe("请填写比较值");
    expect(validateConditionRow(row("reason", "==", " "), fields).value).toBeUndefined();
  });
});

describe("comparesFor", () => {
  it("offers what fits each type", () => {
    const of = (id: string) => comparesFor(fields.find((field) => field.id === id));
    expect(of("days")).toEqual(["==", "!=", ">", ">=", "<", "<="]);
    expect(of("amount")).toEqual(["==", "!=", ">", ">=", "<", "<="]);
    expect(of("reason")).toEqual(["==", "!=", "contains"]);
    expect(of("note")).toEqual(["==", "!=", "contains"]);
    expect(of("urgent")).toEqual(["==", "!="]);
    expect(of("type")).toEqual(["==", "!="]);
    expect(of("start")).toEqual(["==", "!=", ">", ">=", "<", "<="]);
    expect(of("birthday")).toEqual(["==", "!="]);
    expect(comparesFor(undefined)).toHaveLength(7);
  });

  it("orders dates only when their pattern sorts as text", () => {
    expect(dateSortsAsText(undefined)).toBe(true);
    expect(dateSortsAsText("YYYY/MM/DD HH:mm:ss")).toBe(true);
    expect(dateSortsAsText("YYYY-MM")).toBe(true);
    expect(dateSortsAsText("MM-DD-YYYY")).toBe(false);
    expect(dateSortsAsText("YYYY-M-D")).toBe(false);
  });

  it("keeps a row's comparison when it still fits a new field", () => {
    const urgent = fields.find((field) => field.id === "urgent");
    expect(compareFor(urgent, "!=")).toBe("!=");
    expect(compareFor(urgent, ">")).toBe("==");
  });
});

describe("parseConditions", () => {
  const strip = (rows: SequenceCondition[] | null) =>
    rows?.map(({ field, compare, value, logic, sort }) => ({ field, compare, value, logic, sort }));

  it("reads back what compileConditions writes", () => {
    const rows = [
      row("days", ">=", "3", { sort: 1 }),
      row("reason", "contains", 'a "b"', { sort: 2, logic: "||" }),
      row("urgent", "==", "true", { sort: 3, logic: "&&" }),
      row("amount", "<", "-1.5", { sort: 4, logic: "||" }),
    ];
    const expression = compileConditions(rows, fields)!;
    expect(strip(parseConditions(expression, fields))).toEqual(strip(rows));
  });

  it("reads a body with other spacing", () => {
    expect(strip(parseConditionBody('days>3&&type=="sick"', fields))).toEqual([
      { field: "days", compare: ">", value: "3", logic: "&&", sort: 1 },
      { field: "type", compare: "==", value: "sick", logic: "&&", sort: 2 },
    ]);
  });

  it("gives null for what the builder cannot show as rows", () => {
    expect(parseConditions("${(days > 3)}", fields)).toBeNull();
    expect(parseConditions("${days + 1 > 3}", fields)).toBeNull();
    expect(parseConditions("${approve}", fields)).toBeNull();
    expect(parseConditions("${days > 3 &&}", fields)).toBeNull();
    expect(parseConditions("days > 3", fields)).toBeNull();
    expect(parseConditions("${}", fields)).toBeNull();
    expect(parseConditions('${reason == "a\nb"}', fields)).toBeNull(); // a raw line break, not JSON's \n
    expect(parseConditions("${reason == 'sick'}", fields)).toBeNull();
    // A quoted number for a number field is not what a row of that field writes.
    expect(parseConditions('${days > "3"}', fields)).toBeNull();
    // …but it is for a variable without a form field.
    expect(strip(parseConditions('${days > "3"}'))).toEqual([
      { field: "days", compare: ">", value: "3", logic: "&&", sort: 1 },
    ]);
  });
});
