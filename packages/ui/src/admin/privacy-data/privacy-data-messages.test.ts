import { describe, expect, it } from "vitest";

import { privacyDataMessageTables } from "./privacy-data-messages";

/** The paths of every leaf of a table (functions count as leaves). */
function leaves(table: object, prefix = ""): string[] {
  return Object.entries(table).flatMap(([k, v]) =>
    v && typeof v === "object" ? leaves(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe("privacy data texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(leaves(privacyDataMessageTables.en).sort()).toEqual(leaves(privacyDataMessageTables.zhCN).sort());
  });
});
