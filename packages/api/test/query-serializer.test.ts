// The query serialisation table of section 7: nested objects as key[sub], arrays as repeated keys.
import { describe, expect, it } from "vitest";

import { serializeQuery } from "../src";

describe("serializeQuery", () => {
  const table: [string, Record<string, unknown>, string][] = [
    ["scalars", { pageNo: 1, pageSize: 20, name: "abc" }, "pageNo=1&pageSize=20&name=abc"],
    ["booleans", { readStatus: false, visible: true }, "readStatus=false&visible=true"],
    ["null and undefined are left out", { a: null, b: undefined, c: 0, d: "" }, "c=0&d="],
    ["arrays as repeated keys", { ids: [1, 2, 3] }, "ids=1&ids=2&ids=3"],
    ["empty array sends nothing", { ids: [] }, ""],
    [
      "nested objects as key[sub]",
      { params: { beginTime: "2024-01-01", endTime: "2024-02-01" } },
      "params[beginTime]=2024-01-01&params[endTime]=2024-02-01",
    ],
    ["deeper nesting", { a: { b: { c: 1 } } }, "a[b][c]=1"],
    ["arrays inside objects", { params: { ids: [4, 5] } }, "params[ids]=4&params[ids]=5"],
    ["values are percent-encoded", { q: "a b&c=d/é" }, "q=a%20b%26c%3Dd%2F%C3%A9"],
    ["keys are encoded, brackets kept", { "a b": { "c&d": 1 } }, "a%20b[c%26d]=1"],
    ["dates as ISO strings", { at: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)) }, "at=2024-01-02T03%3A04%3A05.000Z"],
    [
      "time ranges",
      { createTime: ["2024-01-01 00:00:00", "2024-01-31 23:59:59"] },
      "createTime=2024-01-01%2000%3A00%3A00&createTime=2024-01-31%2023%3A59%3A59",
    ],
  ];
  it.each(table)("%s", (_name, query, expected) => {
    expect(serializeQuery(query)).toBe(expected);
  });

  it("refuses objects inside arrays instead of sending [object Object]", () => {
    expect(() => serializeQuery({ list: [{ a: 1 }] })).toThrow(TypeError);
  });

  it("round-trips through URLSearchParams", () => {
    const parsed = new URLSearchParams(serializeQuery({ ids: [1, 2], params: { x: "y z" } }));
    expect(parsed.getAll("ids")).toEqual(["1", "2"]);
    expect(parsed.get("params[x]")).toBe("y z");
  });
});
