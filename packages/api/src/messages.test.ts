import { afterEach, describe, expect, it } from "vitest";

import { messages, messageTables } from "./messages";

const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

afterEach(() => {
  Reflect.deleteProperty(globalThis, "document");
});

function page(lang: string): void {
  Reflect.set(globalThis, "document", { documentElement: { lang } });
}

describe("the client's messages", () => {
  it("have the same keys, of the same kinds, in Chinese and English", () => {
    const { zhCN, en } = messageTables;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
    for (const key of Object.keys(zhCN) as (keyof typeof zhCN)[]) expect(typeof en[key]).toBe(typeof zhCN[key]);
  });

  it("have no Chinese left in the English table", () => {
    const texts = Object.entries(messageTables.en).map(([key, value]) => [
      key,
      typeof value === "function" ? value(404 as never) : value,
    ]);
    expect(texts.filter(([, text]) => CHINESE.test(String(text)))).toEqual([]);
  });

  it("answer in the page's language: any English tag gives English, anything else Chinese", () => {
    expect(messages.relogin).toBe("请重新登录");
    page("EN-gb");
    expect(messages.relogin).toBe("Please sign in again");
    expect(messages.httpStatus(502)).toBe("The server answered with error 502");
    page("zh-CN");
    expect(messages.relogin).toBe("请重新登录");
    page("fr");
    expect(messages.unknownPushType("x")).toBe("未知的消息类型：x");
  });
});
