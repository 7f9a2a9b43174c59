// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { messages } from "../messages";
import { rememberedSystemName, rememberSystemName } from "./system-name-memory";

afterEach(() => localStorage.clear());

describe("the product name the login page shows", () => {
  it("is the configured name this browser last saw, and the built-in one once it is cleared", () => {
    expect(rememberedSystemName()).toBe(messages.systemName);
    rememberSystemName("实验中学智慧课堂");
    expect(rememberedSystemName()).toBe("实验中学智慧课堂");
    rememberSystemName("");
    expect(rememberedSystemName()).toBe(messages.systemName);
  });
});
