// BPMN from another modeler, end to end: a teacher opens a Flowable Modeler file (a parallel gateway, an
// expanded sub-process drawn without isExpanded, flowable:assignee by user name) into a new model from
// 新建流程's 从文件创建, whose key is the file's process id; the teacher saves and deploys it; a
// student starts it; teacher1 approves the branch outside the sub-process and teacher2 the one inside;
// the student's process page shows the path, the inside of the sub-process included, with its states.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launch, loginVia, person, screenshot } from "./helpers";

/** The file's executable process id: the new model's key. */
const KEY = "activityRegistration";
const NAME = "E2E 课外活动报名";
const FILE_NAME = "activity-registration.bpmn20.xml";
const id = (n: string) => `sid-1A2B3C4D-00${n}-4E5F-8A9B-0C1D2E3F4A${n}`;
const CLASS_TEACHER_TASK = id("03");
const SUB_PROCESS = id("04");
const OFFICE_TASK = id("06");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Approves the newest to-do of the scenario's process from the to-do list. */
async function approve(page: Page, reason: string) {
  await page
    .getByRole("button", { name: `办理：${NAME}` })
    .or(page.getByRole("button", { name: new RegExp(`^办理：${NAME}`) }))
    .first()
    .click();
  await page.waitForURL("**/bpm/process-instance/detail?**");
  await page
    .getByRole("toolbar", { name: "审批操作" })
    .or(page.getByRole("group", { name: "审批操作" }))
    .first()
    .getByRole("button", { name: "通过", exact: true })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "审批意见" }).fill(reason);
  await dialog.getByRole("button", { name: "确定" }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("bpmn interop", () => {
  it(
    "a Flowable file with a sub-process and a parallel gateway: open into a new model, save, deploy, both branches approved, the viewer shows the inside",
    { timeout: 180_000 },
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
        buffer: readFileSync(resolve(import.meta.dirname, "fixtures/flowable-parallel-sub-process.bpmn")),
      });
      await create.getByText(`流程标识取自文件 ${FILE_NAME}`).waitFor();
      const key = create.getByRole("textbox", { name: "流程标识" });
      expect(await key.inputValue()).toBe(KEY);
      expect(await key.getAttribute("readonly")).not.toBeNull();
      await create.getByRole("textbox", { name: "流程名称" }).fill(NAME);
      await create.getByRole("button", { name: "确定" }).click();
      await teacher.page.waitForURL("**/bpm/manager/model/design/*");
      await teacher.page.locator(".djs-container").waitFor();

      // The sub-process is drawn expanded, its task inside it.
      await teacher.page.locator(`.djs-container g.djs-element[data-element-id="${OFFICE_TASK}"]`).waitFor();
      await teacher.page.getByRole("combobox", { name: "流程表单" }).click();
      await teacher.page.getByRole("option", { name: "请假申请表" }).click();
      await teacher.page.getByRole("button", { name: "保存模型" }).click();
      await teacher.page.getByText("保存成功").first().waitFor();
      await teacher.page.getByRole("button", { name: "部署", exact: true }).click();
      await teacher.page.getByText(`已部署“${NAME}”，版本 v1`).waitFor();
      await screenshot(teacher.page, "bpmn-interop-designer");

      // A student starts it.
      const student = await person(browser, "student01");
      student.page.on("pageerror", (error) => pageErrors.push(error.message));
      await loginVia(student.page, "/bpm/process-instance/create", "student01", "student123");
      await student.page.getByRole("radio", { name: new RegExp(NAME) }).click();
      await student.page.getByRole("radio", { name: "事假" }).click();
      await student.page.getByRole("textbox", { name: /请假天数/ }).fill("1");
      await student.page.getByLabel(/开始日期/).fill("2026-12-05");
      await student.page.getByRole("textbox", { name: /请假事由/ }).fill("参加科技节布展");
      await student.page.getByRole("button", { name: "发起", exact: true }).click();
      await student.page.waitForURL("**/bpm/process-instance/detail?**");
      const detailUrl = student.page.url();

      // Both branches wait at once: teacher2's task inside the sub-process stays in progress while
      // teacher1 approves the other branch.
      const node = (elementId: string) =>
        student.page.locator(`[data-slot="process-viewer"] g.djs-element[data-element-id="${elementId}"]`).first();
      await expect.poll(() => node(OFFICE_TASK).getAttribute("class")).toContain("sc-viewer-pending");
      expect(await node(CLASS_TEACHER_TASK).getAttribute("class")).toContain("sc-viewer-pending");

      await teacher.page.goto(new URL("/bpm/task/todo", teacher.page.url()).href);
      await approve(teacher.page, "同意参加");
      const office = await person(browser, "teacher2");
      office.page.on("pageerror", (error) => pageErrors.push(error.message));
      await loginVia(office.page, "/bpm/task/todo", "teacher2", "teacher123");
      await approve(office.page, "教务处同意");

      // The viewer: every node of the path done, the inside of the sub-process included.
      await student.page.goto(detailUrl);
      await expect.poll(() => node(OFFICE_TASK).getAttribute("class")).toContain("sc-viewer-result-approved");
      expect(await node(CLASS_TEACHER_TASK).getAttribute("class")).toContain("sc-viewer-result-approved");
      for (const done of [id("01"), id("02"), SUB_PROCESS, id("05"), id("07"), id("08"), id("09")])
        expect(await node(done).getAttribute("class"), done).toContain("sc-viewer-done");
      for (const taken of ["11", "12", "13", "14", "15", "16", "17", "18"])
        expect(await node(id(taken)).getAttribute("class"), id(taken)).toContain("sc-viewer-flow-taken");
      await node(OFFICE_TASK).locator(".djs-hit").first().hover({ force: true });
      await student.page.getByText("教务处同意").first().waitFor();
      await screenshot(student.page, "bpmn-interop-viewer");
      // No error or unhandled rejection from the designer, the engine's answers or the viewer (the
      // shell's service worker registration is the shell's own concern).
      expect(pageErrors.filter((message) => !message.includes("ServiceWorker"))).toEqual([]);
    },
  );
});
