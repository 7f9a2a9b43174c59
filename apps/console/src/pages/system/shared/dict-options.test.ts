import { describe, expect, it } from "vitest";

import { dictOptionsOf, tagColor, toDictOption } from "./dict-options";

describe("tagColor", () => {
  it("keeps the six tag colours and shows anything else as default", () => {
    expect(tagColor("danger")).toBe("danger");
    expect(tagColor("")).toBe("default");
    expect(tagColor("purple")).toBe("default");
    expect(tagColor(undefined)).toBe("default");
  });
});

describe("dictOptionsOf", () => {
  const entries = [
    { dictType: "system_notify_template_type", value: "1", label: "通知公告", colorType: "primary", cssClass: "" },
    { dictType: "common_status", value: "0", label: "开启", colorType: "primary", cssClass: "" },
    { dictType: "system_notify_template_type", value: "2", label: "系统消息", colorType: "odd", cssClass: "x" },
  ];

  it("picks one type's entries in the server's order", () => {
    expect(dictOptionsOf(entries, "system_notify_template_type")).toEqual([
      { value: "1", label: "通知公告", colorType: "primary", cssClass: "" },
      { value: "2", label: "系统消息", colorType: "default", cssClass: "x" },
    ]);
  });

  it("is empty for an unknown type or no entries yet", () => {
    expect(dictOptionsOf(entries, "nope")).toEqual([]);
    expect(dictOptionsOf(undefined, "common_status")).toEqual([]);
  });

  it("turns a missing CSS class into none", () => {
    expect(toDictOption({ value: "1", label: "x" })).toEqual({
      value: "1",
      label: "x",
      colorType: "default",
      cssClass: null,
    });
  });
});
