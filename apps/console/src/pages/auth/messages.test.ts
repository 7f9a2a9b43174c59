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
    expect(authPageMessages.register.submit).toBe("注册");
    expect(authPageMessages.register.resend(5)).toBe("5 秒后重新获取");
    applyLocale("en");
    expect(authPageMessages.register.submit).toBe("Sign up");
    expect(authPageMessages.register.resend(5)).toBe("Resend in 5s");
  });
});
