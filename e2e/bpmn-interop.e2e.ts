// BPMN from another modeler, end to end, on a file that modeler really exported (Activiti's web modeler,
// kept byte for byte in fixtures/, see its README): a timed sub-process whose inside forks three ways with
// a parallel gateway and joins again, a user task before it and one after, every task assigned to
// `$INITIATOR`, which names nobody here. A teacher opens it into a new model from 新建流程's 从文件创建
// (the key is the file's process id), names the approvers in the designer's settings as a teacher would,
// saves and deploys it; a student starts it; teacher1 and teacher2 each complete their tasks, the three
// branches inside the sub-process waiting at once; the student's process page shows the path, the inside
// of the sub-process included, with its states.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launch, loginVia, person, screenshot } from "./helpers";
import { assignApprover, decideTask, saveAndDeploy, startLeaveRequest } from "./support/process-steps";

/** The file's executable process id: the new model's key. */
const KEY = "deleteReasonProcess";
const NAME = "E2E 外部建模器流程";
const FILE_NAME = "DeleteReasonTest.testDeleteProcessInstanceWithCustomDeleteReason.bpmn20.xml";
const SUB_PROCESS = "sid-7D3FE3EA-85E9-476D-BDCB-372A79B42753";
/** The user tasks: A before the sub-process, B, C and D on its three branches, E after it. */
const [A, B, C, D, E] = ["A", "B", "C", "D", "E"];
/** What else the path passes: the start, the sub-process's start, fork, join and end, the end. */
const PASSED = [
  "startEvent1",
  "sid-8249E09D-6096-4854-9F73-2B30C841BD4E",
  "sid-E2C6EF03-79CA-4AC0-838A-6C883A49D752",
  "sid-E897495E-767F-45DA-8570-5BA47A80DF1A",
  "sid-1FD19E0C-1029-4285-B581-3E72C0B599AB",
  "sid-3C0B0F1D-84DB-47C2-BF61-E7B7EC6B95FB",
];
/** Every sequence flow of the path (all but the timer's way out of the sub-process). */
const TAKEN = [
  "sid-D9960BCC-9371-49D2-8A7E-379E69B6A969",
  "sid-C2443D63-F42A-4A2D-963B-D75E0610850C",
  "sid-79CAEE76-76D1-4C24-8435-7EECEE08810F",
  "sid-B23FA0CE-C3AE-4867-83A8-23767063F898",
  "sid-3802A34E-75E7-419E-BB29-0F07FCC5BC2F",
  "sid-83343B9E-D184-43C2-9654-9BB338821256",
  "sid-0394838B-14BA-4CBD-A7EF-A9E38256FD60",
  "sid-E91537F3-B11B-4A02-A90E-ECCB47062B7B",
  "sid-B06E2B9D-0074-4F25-B9B8-DBC4238BE189",
  "sid-5C5B2CD5-7A7C-41A7-92BF-14F0DF86853F",
  "sid-384A00A6-88B7-4219-AA45-AD6B536506C7",
  "sid-8498BE04-5B0B-43A9-87F7-5503F0BD1B8F",
];
/**
 * The path the timer on the sub-process would take (its task, end event and flows): never reached. (The
 * timer itself is armed while the sub-process runs and left when it ends, which the viewer shows too.)
 */
/** The sub-process's boundary timer (it never fires here), the task it leads to, that task's end and flows. */
const TIMER_PATH = [
  "sid-F60CFBC1-951C-4D09-8928-4590DA76CE84",
  "F",
  "sid-EF0D86B4-537B-4458-904F-0AA9D63C6C75",
  "sid-5D70D3D2-B900-46CD-9C3B-B7B2A3095D8E",
  "sid-E47776FF-A119-4DBB-80E8-4D28FE0808A4",
];

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Clicks a shape of the designer's canvas in its middle, as a person would: first scrolling the canvas
 * (the mouse wheel, sideways) until the shape is clear of the palette on its left and of the canvas's
 * right edge (the opened file is fitted to the canvas, the palette floats over its left part).
 */
async function select(page: Page, id: string) {
  const hit = page.locator(`.djs-container g.djs-element[data-element-id="${id}"] .djs-hit`).first();
  const palette = await page.locator(".djs-palette").boundingBox();
  const canvas = await page.locator(".djs-container").boundingBox();
  if (!palette || !canvas) throw new Error("the designer's canvas is not shown");
  const [left, right] = [palette.x + palette.width + 20, canvas.x + canvas.width - 20];
  await page.mouse.move(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  for (let step = 0; step < 20; step++) {
    const box = await hit.boundingBox();
    if (!box) throw new Error(`${id} is not on the canvas`);
    if (box.x < left) await page.mouse.wheel(-60, 0);
    else if (box.x + box.width > right) await page.mouse.wheel(60, 0);
    else {
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      return;
    }
  }
  throw new Error(`${id} could not be scrolled into view`);
}

/** The approver signs in (a browser of their own), opens 待办任务 and approves one to-do of the scenario's process. */
async function approve(username: "teacher1" | "teacher2", reason: string, pageErrors: string[]) {
  const approver = await person(browser, username);
  approver.page.on("pageerror", (error) => pageErrors.push(error.message));
  const page = approver.page;
  await loginVia(page, "/bpm/task/todo", username, "teacher123");
  await decideTask(page, new RegExp(`^办理：${NAME}`), "通过", reason);
  await approver.context.close();
}

describe("bpmn interop", () => {
  it(
    "an Activiti modeler export with a parallel gateway inside a sub-process: open into a new model, assign, save, deploy, every branch approved, the viewer shows the inside",
    { timeout: 240_000 },
    async () => {
      const pageErrors: string[] = [];
      const teacher = await person(browser, "teacher1");
      teacher.page.on("pageerror", (error) => pageErrors.push(error.message));
      await loginVia(teacher.page, "/bpm/manager/model", "teacher1", "teacher123");
      await teacher.page.getByRole("button", { name: "新建流程" }).click();
      const create = teacher.page.getByRole("dialog", { name: "新建流程" });
      // 从文件创建: the key is the file's process id (and fixed); the name stays the teacher's to change.
      await create.locator('input[type="file"]').setInputFiles({
        name: FILE_NAME,
        mimeType: "application/xml",
        buffer: readFileSync(resolve(import.meta.dirname, "fixtures/activiti-modeler-sub-process-parallel.bpmn20.xml")),
      });
      await create.getByText(`流程标识取自文件 ${FILE_NAME}`).waitFor();
      const key = create.getByRole("textbox", { name: "流程标识" });
      expect(await key.inputValue()).toBe(KEY);
      expect(await key.getAttribute("readonly")).not.toBeNull();
      await create.getByRole("textbox", { name: "流程名称" }).fill(NAME);
      await create.getByRole("button", { name: "确定" }).click();
      await teacher.page.waitForURL("**/bpm/manager/model/design/*");
      await teacher.page.locator(".djs-container").waitFor();

      // The sub-process is drawn expanded (the file's shape has no isExpanded), its tasks inside it.
      await teacher.page.locator(`.djs-container g.djs-element[data-element-id="${D}"]`).waitFor();
      await teacher.page.getByRole("combobox", { name: "流程表单" }).click();
      await teacher.page.getByRole("option", { name: "请假申请表" }).click();
      // `$INITIATOR` names nobody in this school: the teacher names each task's approver.
      for (const [task, nickname] of [
        [A, "张老师"],
        [B, "李老师"],
        [C, "张老师"],
        [D, "李老师"],
        [E, "张老师"],
      ] as const) {
        await select(teacher.page, task);
        // The settings follow the selection before a rule is added to it.
        await teacher.page.locator(`[data-slot="task-settings-panel"][data-element-id="${task}"]`).waitFor();
        await assignApprover(teacher.page, nickname);
      }
      await saveAndDeploy(teacher.page, NAME);
      await screenshot(teacher.page, "bpmn-interop-designer");

      // A student starts it.
      const student = await person(browser, "student01");
      student.page.on("pageerror", (error) => pageErrors.push(error.message));
      await loginVia(student.page, "/bpm/process-instance/create", "student01", "student123");
      await startLeaveRequest(student.page, NAME, {
        kind: "事假",
        days: 1,
        start: "2026-12-05",
        reason: "参加科技节布展",
      });
      const detailUrl = student.page.url();
      const node = (elementId: string) =>
        student.page.locator(`[data-slot="process-viewer"] g.djs-element[data-element-id="${elementId}"]`).first();
      /** Reopens the student's process page until the element shows the state (the engine moves on its own). */
      const shows = async (elementId: string, state: string) => {
        await expect
          .poll(async () => {
            await student.page.goto(detailUrl);
            await node(elementId).waitFor();
            return node(elementId).getAttribute("class");
          })
          .toContain(state);
      };

      await shows(A, "sc-viewer-pending");
      await approve("teacher1", "材料齐全", pageErrors);
      // The three branches inside the sub-process wait at once.
      await shows(D, "sc-viewer-pending");
      for (const task of [B, C]) expect(await node(task).getAttribute("class"), task).toContain("sc-viewer-pending");
      expect(await node(SUB_PROCESS).getAttribute("class")).toContain("sc-viewer-pending");

      await approve("teacher1", "班主任同意", pageErrors);
      await approve("teacher2", "教务处同意", pageErrors);
      await shows(C, "sc-viewer-result-approved");
      await approve("teacher2", "教务处同意", pageErrors);
      await shows(E, "sc-viewer-pending");
      await approve("teacher1", "报名完成", pageErrors);

      // The viewer: every node and flow of the path done, the inside of the sub-process included.
      await shows(E, "sc-viewer-result-approved");
      for (const task of [A, B, C, D])
        expect(await node(task).getAttribute("class"), task).toContain("sc-viewer-result-approved");
      for (const done of [SUB_PROCESS, ...PASSED])
        expect(await node(done).getAttribute("class"), done).toContain("sc-viewer-done");
      for (const flow of TAKEN) expect(await node(flow).getAttribute("class"), flow).toContain("sc-viewer-flow-taken");
      for (const untouched of TIMER_PATH)
        expect(await node(untouched).getAttribute("class"), untouched).not.toMatch(
          /sc-viewer-(done|pending|flow-taken)/,
        );
      await node(D).locator(".djs-hit").first().hover({ force: true });
      await student.page.getByText("教务处同意").first().waitFor();
      await screenshot(student.page, "bpmn-interop-viewer");
      // No error or unhandled rejection from the designer, the engine's answers or the viewer (the
      // shell's service worker registration is the shell's own concern).
      expect(pageErrors.filter((message) => !message.includes("ServiceWorker"))).toEqual([]);
    },
  );
});
