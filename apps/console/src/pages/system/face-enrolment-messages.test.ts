// @vitest-environment jsdom
import { applyLocale, differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { faceEnrolmentMessages, faceEnrolmentMessageTables } from "./face-enrolment-messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the face-enrolment page's texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(faceEnrolmentMessageTables.zhCN, faceEnrolmentMessageTables.en)).toEqual([]);
  });

  it("answer in the page's language", () => {
    expect(faceEnrolmentMessages.delete).toBe("删除");
    applyLocale("en");
    expect(faceEnrolmentMessages.delete).toBe("Delete");
    expect(faceEnrolmentMessages.actions).toBe("Actions");
  });
});
