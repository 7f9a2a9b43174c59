// @vitest-environment jsdom
import { applyLocale, differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { authPageMessages, authPageMessageTables } from "./messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the sign-in flow pages' texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(authPageMessageTables.zhCN, authPageMessageTables.en)).toEqual([]);
  });

  it("answer in the page's language", () => {
    expect(authPageMessages.social.bindExisting).toBe("绑定已有账号");
    expect(authPageMessages.sso.missing(["a", "b"])).toBe("授权请求缺少参数：a、b");
    applyLocale("en");
    expect(authPageMessages.social.bindExisting).toBe("Link an existing account");
    expect(authPageMessages.sso.missing(["a", "b"])).toBe("The authorization request is missing: a, b");
  });
});
