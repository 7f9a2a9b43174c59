// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { differingKeys } from "../lib/locale";
import { oauthConsentMessages, oauthConsentMessageTables } from "./oauth-consent-messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("OAuth consent messages", () => {
  it("has the same keys in Chinese and English", () => {
    expect(differingKeys(oauthConsentMessageTables.zhCN, oauthConsentMessageTables.en)).toEqual([]);
  });

  it("answers in the page's language", () => {
    expect(oauthConsentMessages.approve).toBe("同意授权");
    expect(oauthConsentMessages.title("演示应用")).toBe("「演示应用」申请使用你的账号");
    document.documentElement.lang = "en";
    expect(oauthConsentMessages.approve).toBe("Authorize");
    expect(oauthConsentMessages.title("Demo")).toBe("Demo wants to use your account");
  });
});
