import { describe, expect, it } from "vitest";

import {
  draftFromField,
  draftRow,
  emptyDraft,
  type FieldDraft,
  fieldFromDraft,
  validateFieldDraft,
} from "./field-draft";
import type { ProcessFormField } from "./types";

const draft = (patch: Partial<FieldDraft>): FieldDraft => ({
  ...emptyDraft(),
  id: "days",
  label: "请假天数",
  ...patch,
});

describe("validateFieldDraft", () => {
  it("wants an id that is a variable name not taken by another field", () => {
    expect(validateFieldDraft(draft({ id: " " }), []).id).toBe("字段标识不能为空");
    expect(validateFieldDraft(draft({ id: "1days" }), []).id).toBe(
      "字段标识只能包含字母、数字和下划线，且不能以数字开头",
    );
    expect(validateFieldDraft(draft({ id: "请假" }), []).id).toBe(
      "字段标识只能包含字母、数字和下划线，且不能以数字开头",
    );
    expect(validateFieldDraft(draft({ id: "a-b" }), []).id).toBe(
      "字段标识只能包含字母、数字和下划线，且不能以数字开头",
    );
    expect(validateFieldDraft(draft({ id: `a${"b".repeat(64)}` }), []).id).toBe("字段标识最多64个字符");
    expect(validateFieldDraft(draft({ id: "days" }), ["reason", "days"]).id).toBe("字段标识已存在");
    expect(validateFieldDraft(draft({ id: "_days2" }), ["days"])).toEqual({});
  });

  it("wants a label of at most 50 characters", () => {
    expect(validateFieldDraft(draft({ label: "  " }), []).label).toBe("字段名称不能为空");
    expect(validateFieldDraft(draft({ label: "长".repeat(51) }), []).label).toBe("字段名称最多50个字符");
    expect(validateFieldDraft(draft({ label: "长".repeat(50) }), []).label).toBeUndefined();
  });

  it("wants a custom field's kind", () => {
    expect(validateFieldDraft(draft({ type: "custom" }), []).typeType).toBe("请选择自定义类型");
    expect(validateFieldDraft(draft({ type: "custom", typeType: "decimal" }), [])).toEqual({});
  });

  it("wants a date pattern that keeps the year, month and day", () => {
    expect(validateFieldDraft(draft({ type: "date", datePattern: "MM-DD" }), []).datePattern).toBe(
      "日期格式无效：需要能写出并读回年、月、日，如 YYYY-MM-DD",
    );
    expect(validateFieldDraft(draft({ type: "date", datePattern: "" }), [])).toEqual({});
    expect(validateFieldDraft(draft({ type: "date", datePattern: "YYYY年MM月DD日" }), [])).toEqual({});
  });

  it("wants at least one enum option, each with a unique id and a name", () => {
    expect(validateFieldDraft(draft({ type: "enum" }), []).values).toBe("枚举至少需要一个选项");
    const errors = validateFieldDraft(
      draft({ type: "enum", values: [draftRow("sick", "病假"), draftRow(" sick ", ""), draftRow("", "事假")] }),
      [],
    );
    expect(errors).toEqual({
      "values.1.id": "选项标识已存在",
      "values.1.name": "选项名称不能为空",
      "values.2.id": "选项标识不能为空",
    });
  });

  it("wants number bounds for numbers, in order", () => {
    expect(validateFieldDraft(draft({ type: "long", min: "a", max: "1x" }), [])).toEqual({
      min: "最小值必须是数字",
      max: "最大值必须是数字",
    });
    expect(validateFieldDraft(draft({ type: "long", min: "5", max: "1" }), [])).toEqual({
      min: "最小值不能大于最大值",
    });
    expect(validateFieldDraft(draft({ type: "custom", typeType: "decimal", min: "-0.5", max: "1" }), [])).toEqual({});
  });

  it("wants lengths as non-negative integers, in order, and a pattern that compiles", () => {
    expect(validateFieldDraft(draft({ minlength: "-1", maxlength: "2.5" }), [])).toEqual({
      minlength: "最小长度必须是非负整数",
      maxlength: "最大长度必须是非负整数",
    });
    expect(validateFieldDraft(draft({ minlength: "9", maxlength: "3" }), [])).toEqual({
      minlength: "最小长度不能大于最大长度",
    });
    expect(validateFieldDraft(draft({ pattern: "[A-Z" }), [])).toEqual({ pattern: "正则表达式无效" });
    expect(validateFieldDraft(draft({ pattern: "(a))" }), [])).toEqual({ pattern: "正则表达式无效" });
    expect(validateFieldDraft(draft({ pattern: "[A-Z]{2}\\d+" }), [])).toEqual({});
  });

  it("checks the constraints of the field's type only", () => {
    expect(validateFieldDraft(draft({ type: "long", pattern: "[", minlength: "x" }), [])).toEqual({});
    expect(validateFieldDraft(draft({ type: "string", min: "x" }), [])).toEqual({});
  });

  it("wants a default the field accepts, in its type and within its own constraints", () => {
    expect(validateFieldDraft(draft({ type: "long", defaultValue: "1.5" }), []).defaultValue).toBe(
      "请假天数必须是整数",
    );
    expect(validateFieldDraft(draft({ type: "long", min: "1", defaultValue: "0" }), []).defaultValue).toBe(
      "请假天数不能小于1",
    );
    expect(validateFieldDraft(draft({ type: "date", defaultValue: "2026/03/01" }), []).defaultValue).toBe(
      "请假天数不是有效的日期（YYYY-MM-DD）",
    );
    expect(validateFieldDraft(draft({ type: "date", defaultValue: "2026-03-01T00:00:00" }), [])).toEqual({});
    expect(
      validateFieldDraft(draft({ type: "enum", values: [draftRow("a", "甲")], defaultValue: "b" }), []).defaultValue,
    ).toBe("请假天数的选项无效");
    expect(validateFieldDraft(draft({ pattern: "\\d+", defaultValue: "x" }), []).defaultValue).toBe(
      "请假天数格式不正确",
    );
    expect(validateFieldDraft(draft({ label: "", type: "long", defaultValue: "x" }), []).defaultValue).toBe(
      "默认值必须是整数",
    );
  });

  it("wants a default for a field both read-only and required", () => {
    expect(validateFieldDraft(draft({ readonly: true, required: true }), []).defaultValue).toBe(
      "只读的必填字段需要默认值",
    );
    expect(validateFieldDraft(draft({ readonly: true, required: true, defaultValue: "x" }), [])).toEqual({});
    expect(validateFieldDraft(draft({ type: "boolean", readonly: true, required: true }), [])).toEqual({});
  });

  it("wants property ids given and unique", () => {
    expect(
      validateFieldDraft(draft({ properties: [draftRow("width", "2"), draftRow("width", ""), draftRow("", "x")] }), []),
    ).toEqual({ "properties.1.id": "属性标识已存在", "properties.2.id": "属性标识不能为空" });
  });
});

describe("fieldFromDraft", () => {
  it("keeps only what the field's type uses and types the default", () => {
    expect(
      fieldFromDraft(
        draft({
          id: " days ",
          type: "long",
          label: " 请假天数 ",
          typeType: "textarea",
          datePattern: "YYYY",
          defaultValue: " 2 ",
          values: [draftRow("a", "甲")],
          required: true,
          min: " 1 ",
          max: "",
          minlength: "3",
          pattern: "x",
        }),
      ),
    ).toEqual({
      id: "days",
      type: "long",
      label: "请假天数",
      defaultValue: 2,
      constraints: [{ name: "required" }, { name: "min", config: "1" }],
    });
  });

  it("writes each type's own parts", () => {
    expect(fieldFromDraft(draft({ type: "date", datePattern: " " }))).toEqual({
      id: "days",
      type: "date",
      label: "请假天数",
      datePattern: "YYYY-MM-DD",
    });
    expect(
      fieldFromDraft(
        draft({ type: "enum", values: [draftRow(" sick ", " 病假 ")], defaultValue: "sick", readonly: true }),
      ),
    ).toEqual({
      id: "days",
      type: "enum",
      label: "请假天数",
      values: [{ id: "sick", name: "病假" }],
      defaultValue: "sick",
      constraints: [{ name: "readonly" }],
    });
    expect(fieldFromDraft(draft({ type: "boolean", defaultTrue: true, min: "1" }))).toEqual({
      id: "days",
      type: "boolean",
      label: "请假天数",
      defaultValue: true,
    });
    expect(fieldFromDraft(draft({ type: "boolean", defaultTrue: false }))).not.toHaveProperty("defaultValue");
    expect(
      fieldFromDraft(
        draft({
          type: "custom",
          typeType: "textarea",
          defaultValue: " 无 ",
          maxlength: "200",
          pattern: " a+ ",
          properties: [draftRow("rows", "4")],
        }),
      ),
    ).toEqual({
      id: "days",
      type: "custom",
      typeType: "textarea",
      label: "请假天数",
      defaultValue: " 无 ",
      constraints: [
        { name: "maxlength", config: "200" },
        { name: "pattern", config: " a+ " },
      ],
      properties: [{ id: "rows", value: "4" }],
    });
    expect(fieldFromDraft(draft({ type: "custom", typeType: "decimal", defaultValue: "1.50" })).defaultValue).toBe(1.5);
  });

  it("gives back the field a draft was made from", () => {
    const fields: ProcessFormField[] = [
      {
        id: "kind",
        type: "enum",
        label: "请假类型",
        values: [
          { id: "sick", name: "病假" },
          { id: "personal", name: "事假" },
        ],
        defaultValue: "sick",
        constraints: [{ name: "required" }],
        properties: [{ id: "width", value: "half" }],
      },
      {
        id: "start",
        type: "date",
        label: "开始",
        datePattern: "YYYY年MM月DD日",
        defaultValue: "2026年03月01日",
      },
      {
        id: "code",
        type: "string",
        label: "代码",
        constraints: [
          { name: "required" },
          { name: "readonly" },
          { name: "minlength", config: "2" },
          { name: "maxlength", config: "8" },
          { name: "pattern", config: "[A-Z]+" },
        ],
        defaultValue: "AB",
      },
      { id: "hours", type: "custom", typeType: "decimal", label: "课时", defaultValue: 1.5 },
      { id: "urgent", type: "boolean", label: "加急", defaultValue: true },
    ];
    for (const field of fields) expect(fieldFromDraft(draftFromField(field))).toEqual(field);
  });

  it("keeps a date's default apart from its pattern, and writes it in the pattern", () => {
    const field: ProcessFormField = {
      id: "d",
      type: "date",
      label: "D",
      defaultValue: "05/03/2026",
      datePattern: "DD/MM/YYYY",
    };
    const edited = draftFromField(field);
    expect(edited.defaultValue).toBe("2026-03-05T00:00:00");
    expect(fieldFromDraft({ ...edited, datePattern: "YYYY年MM月DD日" }).defaultValue).toBe("2026年03月05日");
    // A stored default not in its pattern is kept as it is, for the dialog to flag.
    expect(draftFromField({ ...field, defaultValue: "2026-03-05" }).defaultValue).toBe("2026-03-05");
    expect(validateFieldDraft(draftFromField({ ...field, defaultValue: "2026-03-05" }), []).defaultValue).toBe(
      "D不是有效的日期（DD/MM/YYYY）",
    );
  });

  it("reads a default written as text, and a custom field without a kind", () => {
    expect(draftFromField({ id: "a", type: "boolean", label: "A", defaultValue: "true" }).defaultTrue).toBe(true);
    expect(draftFromField({ id: "a", type: "long", label: "A", defaultValue: 3 }).defaultValue).toBe("3");
    expect(draftFromField({ id: "a", type: "custom", label: "A" }).typeType).toBe("");
  });
});
