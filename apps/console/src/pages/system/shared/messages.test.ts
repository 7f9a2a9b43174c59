import { differingKeys } from "@smartclass/ui";
import { describe, expect, it } from "vitest";

import { notifyMessageTables } from "../notify-message/messages";
import { adminMessageTables } from "./messages";

describe("the administration pages' message tables", () => {
  it.each([
    ["shared", adminMessageTables],
    ["notification messages", notifyMessageTables],
  ])("%s: English has exactly the Chinese keys", (_name, tables) => {
    expect(differingKeys(tables.zhCN, tables.en)).toEqual([]);
  });
});
