// Conditions run by jexl over variables only: what holds, what is refused, and that nothing but
// variables, literals and operators can be reached.
import { describe, expect, it } from "vitest";

import { ConditionError, conditionHolds, engineExpressions, parseCondition } from "./expression.js";

describe("conditions", () => {
  it("evaluates comparisons and logic over the variables, && before ||", () => {
    const v = { days: 5, leaveType: "sick", tags: ["a", "b"], note: "急事" };
    expect(conditionHolds("${days > 3}", v)).toBe(true);
    expect(conditionHolds("${days <= 3}", v)).toBe(false);
    expect(conditionHolds('${days > 3 && leaveType == "sick"}', v)).toBe(true);
    expect(conditionHolds('${days > 9 && leaveType == "sick" || days == 5}', v)).toBe(true);
    expect(conditionHolds('${"b" in tags}', v)).toBe(true);
    expect(conditionHolds('${"急" in note}', v)).toBe(true);
    expect(conditionHolds("${approved == true}", { approved: false })).toBe(false);
  });

  it("treats an unknown variable as undefined, so comparisons with it are false", () => {
    expect(conditionHolds("${missing > 3}", {})).toBe(false);
    expect(conditionHolds("${missing == 3}", {})).toBe(false);
    // Names of Object.prototype never reach an object: jexl's parser refuses them outright.
    expect(() => conditionHolds("${constructor}", {})).toThrow(ConditionError);
  });

  it("refuses function calls, transforms, property access, indexing and bad syntax", () => {
    for (const [text, words] of [
      ["${exec(1)}", "调用函数"],
      ["${name|upper}", "转换"],
      ["${days.length}", "访问属性"],
      ["${tags[0]}", "下标"],
      ["${days >}", "条件表达式无效"],
      ["days > 3", "${…}"],
      ["${}", "表达式为空"],
    ] as const) {
      expect(() => parseCondition(text), text).toThrow(ConditionError);
      expect(() => parseCondition(text), text).toThrow(words);
    }
  });

  it("gives bpmn-engine an evaluator that reads the runtime's variables, not its own copy", () => {
    const vars: Record<string, unknown> = { days: 2 };
    const e = engineExpressions(() => vars);
    expect(e.resolveExpression("${days > 3}")).toBe(false);
    vars.days = 9;
    expect(e.resolveExpression("${days > 3}")).toBe(true);
    expect(e.resolveExpression("plain")).toBe("plain");
    expect(() => e.resolveExpression("${a.b}")).toThrow("${a.b}");
  });
});
