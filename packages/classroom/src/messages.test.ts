// @vitest-environment jsdom
import { differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { studentAssignmentMessageTables } from "./assignment/student-messages";
import { teacherAssignmentMessageTables } from "./assignment/teacher-messages";
import { checkInMessageTables, checkInMessages } from "./check-in/messages";
import { controlMessageTables } from "./control/messages";
import { courseMessageTables } from "./course/messages";
import { dashboardMessageTables } from "./dashboard/messages";
import { faceMessageTables } from "./face/messages";
import { firstLoadMessageTables } from "./lib/first-load-messages";
import { messages, messageTables } from "./messages";
import { overviewMessageTables } from "./overview/messages";
import { practiceMessageTables, practiceMessages } from "./practice/messages";
import { recordFormatMessageTables } from "./record/format-messages";
import { recordMessageTables } from "./record/messages";
import { rosterMessageTables } from "./roster/messages";
import { shareLinkMessageTables } from "./share-link/messages";

const tables = {
  messages: messageTables,
  "check-in": checkInMessageTables,
  control: controlMessageTables,
  course: courseMessageTables,
  dashboard: dashboardMessageTables,
  face: faceMessageTables,
  "first-load": firstLoadMessageTables,
  overview: overviewMessageTables,
  practice: practiceMessageTables,
  record: recordMessageTables,
  "record-format": recordFormatMessageTables,
  roster: rosterMessageTables,
  "share-link": shareLinkMessageTables,
  "assignment (student)": studentAssignmentMessageTables,
  "assignment (teacher)": teacherAssignmentMessageTables,
};

const CHINESE = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** Every text of a table, functions called with sample arguments, with its key path. */
function texts(table: unknown, path = ""): [string, string][] {
  if (typeof table === "string") return [[path, table]];
  if (typeof table === "function") {
    const call = table as (...args: unknown[]) => unknown;
    for (const sample of [2, "x", ["x", "y"]]) {
      try {
        const out = call(...Array.from({ length: call.length }, () => sample));
        if (typeof out === "string") return [[path, out]];
      } catch {
        // Not this kind of argument: try the next.
      }
    }
    return [[path, "(not callable with sample arguments)"]];
  }
  if (typeof table === "object" && table !== null) {
    return Object.entries(table).flatMap(([key, value]) => texts(value, path ? `${path}.${key}` : key));
  }
  return [];
}

afterEach(() => {
  document.documentElement.lang = "";
});

describe.each(Object.entries(tables))("the %s tables", (_name, { zhCN, en }) => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(zhCN, en)).toEqual([]);
  });

  it("have no Chinese left in the English table", () => {
    expect(texts(en).filter(([, text]) => CHINESE.test(text) || text.startsWith("(not callable"))).toEqual([]);
  });
});

describe("the messages a widget reads", () => {
  it("answer in Chinese on a page without a language and in English on an English page", () => {
    const panel = messages.panel; // a module-level alias, as components keep: it still follows the page
    expect(checkInMessages.checkIn.title).toBe("签到");
    expect(panel.checkedIn(3, 40)).toBe("已签到 3 / 40 人");
    document.documentElement.lang = "en-GB";
    expect(checkInMessages.checkIn.title).toBe("Check-in");
    expect(messages.checkIn.success).toBe("Checked in");
    expect(panel.checkedIn(3, 40)).toBe("3 / 40 checked in");
    expect(practiceMessages.status[1]).toBe("Running");
    expect(messages.common.list(["Ann", "Bo"])).toBe("Ann, Bo");
  });
});
