// Process form values as the form widget checks them (workflow-shapes.md messages), and form
// definitions checked when saved.
import { describe, expect, it } from "vitest";

import { LEAVE_FORM_FIELDS } from "./seed-diagrams.js";
import { checkFormFields, checkMergedVariables, checkStartVariables, type FormField } from "./form-fields.js";

const good = { leaveType: "sick", days: 3, startDate: "2026-03-02", reason: "发烧" };

describe("start variables against the 请假申请表", () => {
  it("accepts good values as they are", () => {
    expect(checkStartVariables(LEAVE_FORM_FIELDS, good)).toEqual(good);
  });

  it.each([
    [{ days: undefined }, "请假天数不能为空"],
    [{ days: 2.5 }, "请假天数必须是整数"],
    [{ days: "3" }, "请假天数必须是整数"],
    [{ days: 0 }, "请假天数不能小于1"],
    [{ days: 31 }, "请假天数不能大于30"],
    [{ leaveType: "holiday" }, "请假类型的选项无效"],
    [{ startDate: "2026-02-30" }, "开始日期不是有效的日期（YYYY-MM-DD）"],
    [{ startDate: "3/2/2026" }, "开始日期不是有效的日期（YYYY-MM-DD）"],
    [{ reason: "   " }, "请假事由不能为空"],
    [{ reason: "长".repeat(201) }, "请假事由最多200个字符"],
    [{ extra: 1 }, "表单中没有字段 extra"],
  ])("refuses %j with “%s”", (change, message) => {
    const values: Record<string, unknown> = { ...good, ...change };
    for (const [k, v] of Object.entries(change)) if (v === undefined) delete values[k];
    expect(() => checkStartVariables(LEAVE_FORM_FIELDS, values)).toThrow(message);
  });

  it("submits a read-only field's default, whatever was sent, and fills absent fields with defaults", () => {
    const fields: FormField[] = [
      { id: "kind", type: "string", label: "类型", defaultValue: "固定", constraints: [{ name: "readonly" }] },
      { id: "count", type: "long", label: "数量", defaultValue: 1 },
      {
        id: "price",
        type: "custom",
        typeType: "decimal",
        label: "单价",
        constraints: [{ name: "min", config: "0.5" }],
      },
      { id: "code", type: "string", label: "编号", constraints: [{ name: "pattern", config: "[A-Z]{2}\\d{2}" }] },
      { id: "agree", type: "boolean", label: "同意", constraints: [{ name: "required" }] },
    ];
    expect(checkStartVariables(fields, { kind: "改过", price: 1.25, code: "AB12", agree: false })).toEqual({
      kind: "固定",
      count: 1,
      price: 1.25,
      code: "AB12",
      agree: false,
    });
    expect(() => checkStartVariables(fields, { price: 0.25, agree: true })).toThrow("单价不能小于0.5");
    expect(() => checkStartVariables(fields, { price: "1", agree: true })).toThrow("单价必须是数字");
    expect(() => checkStartVariables(fields, { code: "ab12", agree: true })).toThrow("编号格式不正确");
    expect(() => checkStartVariables(fields, { agree: "yes" })).toThrow("同意");
    expect(() => checkStartVariables(fields, {})).toThrow("同意不能为空");
  });

  it("without a form takes variables with valid names as they are", () => {
    expect(checkStartVariables([], { days: 5, ok: true })).toEqual({ days: 5, ok: true });
    expect(() => checkStartVariables([], { "a-b": 1 })).toThrow("流程变量名无效");
  });

  it("merges approval variables: valid names, form fields checked, read-only fields refused", () => {
    expect(checkMergedVariables(LEAVE_FORM_FIELDS, { approvedDays: 2, days: 4 })).toEqual({ approvedDays: 2, days: 4 });
    expect(() => checkMergedVariables(LEAVE_FORM_FIELDS, { days: 40 })).toThrow("请假天数不能大于30");
    expect(() => checkMergedVariables(LEAVE_FORM_FIELDS, { "x y": 1 })).toThrow("流程变量名无效");
  });
});

describe("form definitions", () => {
  it("accepts the seeded form and refuses duplicates, empty enums, bad configs and bad defaults", () => {
    expect(checkFormFields(LEAVE_FORM_FIELDS)).toBe(LEAVE_FORM_FIELDS);
    const f = (x: Partial<FormField>): FormField => ({ id: "a", type: "string", label: "甲", ...x });
    expect(() => checkFormFields([f({}), f({})])).toThrow("字段标识重复：a");
    expect(() => checkFormFields([f({ type: "enum", values: [] })])).toThrow("甲至少需要一个选项");
    expect(() =>
      checkFormFields([
        f({
          type: "enum",
          values: [
            { id: "x", name: "1" },
            { id: "x", name: "2" },
          ],
        }),
      ]),
    ).toThrow("甲的选项标识重复：x");
    expect(() => checkFormFields([f({ type: "long", constraints: [{ name: "max", config: "many" }] })])).toThrow(
      "甲的约束 max 配置无效",
    );
    expect(() => checkFormFields([f({ constraints: [{ name: "pattern", config: "(" }] })])).toThrow("pattern");
    expect(() => checkFormFields([f({ type: "long", defaultValue: "x" })])).toThrow("甲的默认值无效");
  });
});
