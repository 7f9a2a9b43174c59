import { describe, expect, it } from "vitest";

import { differingKeys } from "../../lib/locale";
import { notifyMessageTables } from "./notify-messages";
import { notifyTemplateMessageTables } from "./notify-template-messages";
import { notifyTemplateDefaults, notifyTemplateSchema } from "./notify-template-schema";

const valid = {
  code: "class-moved",
  name: "调课通知",
  nickname: "教务处",
  content: "{course} 改到 {time}",
  type: "1",
  remark: "",
};

function errorOn(values: unknown, field: string): string | undefined {
  const result = notifyTemplateSchema().safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe("notifyTemplateSchema", () => {
  it("gives the contract's record: the type as a number", () => {
    expect(notifyTemplateSchema().parse({ ...valid, type: "2" })).toEqual({ ...valid, type: 2 });
  });

  it("names each missing field and refuses a code the server would", () => {
    const empty = { ...valid, name: " ", nickname: "", content: "" };
    expect(errorOn(empty, "name")).toBe("模板名称不能为空");
    expect(errorOn(empty, "nickname")).toBe("发送人名称不能为空");
    expect(errorOn(empty, "content")).toBe("模板内容不能为空");
    expect(errorOn({ ...valid, code: "调课" }, "code")).toBe("模板编码只能包含字母、数字、_、. 和 -");
    expect(errorOn({ ...valid, nickname: "x".repeat(31) }, "nickname")).toBe("发送人名称长度不能超过 30 个字符");
  });

  it("starts a new template as a notice and an edited one from its record", () => {
    expect(notifyTemplateDefaults(undefined).type).toBe("1");
    const row = { id: 2, ...valid, type: 2, params: [], remark: null };
    expect(notifyTemplateDefaults(row)).toEqual({ ...valid, type: "2" });
  });
});

describe("the templates' texts", () => {
  it("have the same keys in both languages", () => {
    expect(differingKeys(notifyTemplateMessageTables.zhCN, notifyTemplateMessageTables.en)).toEqual([]);
    expect(differingKeys(notifyMessageTables.zhCN, notifyMessageTables.en)).toEqual([]);
  });
});
