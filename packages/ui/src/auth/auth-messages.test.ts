// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { applyLocale, differingKeys } from "../lib/locale";
import { authMessages, authMessageTables } from "./auth-messages";
import { loginMessages, loginMessageTables } from "./login-messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the sign-in forms' texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(authMessageTables.zhCN, authMessageTables.en)).toEqual([]);
    expect(differingKeys(loginMessageTables.zhCN, loginMessageTables.en)).toEqual([]);
  });

  it("answer in the page's language", () => {
    expect(loginMessages.submit).toBe("登 录");
    expect(authMessages.register.submit).toBe("注册");
    expect(authMessages.register.resend(5)).toBe("5 秒后重新获取");
    applyLocale("en");
    expect(loginMessages.submit).toBe("Sign in");
    expect(authMessages.register.submit).toBe("Sign up");
    expect(authMessages.register.resend(5)).toBe("Resend in 5s");
  });
});
