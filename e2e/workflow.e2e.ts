// The workflow end to end: a teacher designs a two-step approval with a condition (opens a drawn diagram,
// sets who approves each step and when the second step is needed, picks the start form) and deploys it;
// a student starts it with the form; the teacher approves; a second approver (teacher2) rejects with a
// reason; the student's process page shows the viewer with the right highlights and the reason on hover.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launch, loginVia, person, screenshot } from "./helpers";
import { assignApprover, decideTask, saveAndDeploy, startLeaveRequest } from "./support/process-steps";

const KEY = "e2e_two_step";
const NAME = "E2E 两级请假审批";
const REJECT_REASON = "期末考试周不批长假，请调整日期";
/** The 办理 button of this process's to-do (or, as the list may show it, any 办理 button). */
const HANDLE_BUTTON = new RegExp(`办理：${NAME}|办理`);

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

function diagram(): Buffer {
  const xml = readFileSync(resolve(import.meta.dirname, "fixtures/two-step-approval.bpmn"), "utf8");
  return Buffer.from(xml.replaceAll("PROCESS_KEY", KEY).replaceAll("PROCESS_NAME", NAME));
}

/**
 * Clicks a diagram element on the designer's canvas, as a person would: a shape in its middle, a
 * sequence flow on its line (the middle of an L-shaped flow's box is off the line: empty canvas, or
 * the flow's label only when the fonts made that label wide enough).
 */
async function select(page: Page, id: string) {
  const hit = page.locator(`.djs-container g.djs-element[data-element-id="${id}"] .djs-hit`).first();
  const point = await hit.evaluate((element) => {
    if (element.classList.contains("djs-hit-stroke") && element instanceof SVGGeometryElement) {
      const onLine = element.getPointAtLength(element.getTotalLength() / 4);
      const screen = new DOMPoint(onLine.x, onLine.y).matrixTransform(element.getScreenCTM() ?? undefined);
      return { x: screen.x, y: screen.y };
    }
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
  await page.mouse.click(point.x, point.y);
}

describe("workflow", () => {
  it(
    "design and deploy a two-step approval, start it as a student, approve, reject, watch it in the viewer",
    { timeout: 180_000 },
    async () => {
      // The teacher creates the model and opens it in the designer.
      const teacher = await person(browser, "teacher1");
      await loginVia(teacher.page, "/bpm/manager/model", "teacher1", "teacher123");
      await teacher.page.getByRole("button", { name: "新建流程" }).click();
      const create = teacher.page.getByRole("dialog", { name: "新建流程" });
      await create.getByRole("textbox", { name: "流程标识" }).fill(KEY);
      await create.getByRole("textbox", { name: "流程名称" }).fill(NAME);
      await create.getByRole("button", { name: "确定" }).click();
      await teacher.page.waitForURL("**/bpm/manager/model/design/*");
      await teacher.page.locator(".djs-container").waitFor();

      // Opens the drawn two-step diagram, picks the leave form, and sets the task and flow settings.
      await teacher.page.locator('input[type="file"][accept*=".bpmn"]').setInputFiles({
        name: `${KEY}.bpmn`,
        mimeType: "application/xml",
        buffer: diagram(),
      });
      await teacher.page.locator('g.djs-element[data-element-id="Second"]').waitFor();
      await teacher.page.getByRole("combobox", { name: "流程表单" }).click();
      await teacher.page.getByRole("option", { name: "请假申请表" }).click();

      await select(teacher.page, "First");
      await assignApprover(teacher.page, "张老师");
      await select(teacher.page, "Second");
      await assignApprover(teacher.page, "李老师");
      await select(teacher.page, "Flow_long");
      const settings = teacher.page.getByRole("region", { name: "流程设置" });
      await settings.getByRole("button", { name: "添加条件" }).click();
      await settings.getByRole("combobox", { name: /表单字段/ }).click();
      await teacher.page.getByRole("option", { name: "请假天数" }).click();
      await settings.getByRole("combobox", { name: /比较/ }).click();
      await teacher.page.getByRole("option", { name: "大于", exact: true }).click();
      await settings.getByRole("spinbutton", { name: /值/ }).fill("3");
      await settings.getByRole("spinbutton", { name: /值/ }).press("Enter");
      await settings.getByText("${days > 3}").waitFor();
      await select(teacher.page, "Flow_short");
      await settings.getByRole("button", { name: "添加条件" }).click();
      await settings.getByRole("combobox", { name: /表单字段/ }).click();
      await teacher.page.getByRole("option", { name: "请假天数" }).click();
      await settings.getByRole("combobox", { name: /比较/ }).click();
      await teacher.page.getByRole("option", { name: "小于等于", exact: true }).click();
      await settings.getByRole("spinbutton", { name: /值/ }).fill("3");
      await settings.getByRole("spinbutton", { name: /值/ }).press("Enter");
      await settings.getByText("${days <= 3}").waitFor();
      await screenshot(teacher.page, "workflow-designer");

      // 返回 with unsaved work asks first; 取消 stays on the designer with everything kept.
      await teacher.page.getByRole("button", { name: "返回", exact: true }).click();
      const leave = teacher.page.getByRole("alertdialog").or(teacher.page.getByRole("dialog", { name: "系统提示" }));
      await leave.getByRole("button", { name: "取消" }).click();
      await leave.waitFor({ state: "detached" });
      expect(teacher.page.url()).toMatch(/\/bpm\/manager\/model\/design\//);
      await saveAndDeploy(teacher.page, NAME);

      // A student starts it with the form (5 days: the second step is needed).
      const student = await person(browser, "student01");
      await loginVia(student.page, "/bpm/process-instance/create", "student01", "student123");
      await startLeaveRequest(student.page, NAME, { kind: "病假", days: 5, start: "2026-12-01", reason: "手术后复查" });
      const detailUrl = student.page.url();

      // The teacher approves (初审), teacher2 rejects with a reason (复审).
      await teacher.page.goto(new URL("/bpm/task/todo", teacher.page.url()).href);
      await decideTask(teacher.page, HANDLE_BUTTON, "通过", "同意，注意复查后补交证明");
      const second = await person(browser, "teacher2");
      await loginVia(second.page, "/bpm/task/todo", "teacher2", "teacher123");
      await decideTask(second.page, HANDLE_BUTTON, "不通过", REJECT_REASON);

      // The student's process page: rejected; 初审 approved, 复审 rejected in the viewer, the reason on hover.
      await student.page.goto(detailUrl);
      const node = (id: string) =>
        student.page.locator(`[data-slot="process-viewer"] g.djs-element[data-element-id="${id}"]`).first();
      await expect.poll(() => node("Second").getAttribute("class")).toContain("sc-viewer-result-rejected");
      expect(await node("First").getAttribute("class")).toContain("sc-viewer-result-approved");
      expect(await node("Flow_long").getAttribute("class")).toContain("sc-viewer-flow-taken");
      expect(await node("Flow_short").getAttribute("class")).not.toContain("sc-viewer-flow-taken");
      await node("Second").locator(".djs-hit").first().hover({ force: true });
      await student.page.getByText(REJECT_REASON).first().waitFor();
      await screenshot(student.page, "workflow-viewer");
    },
  );

  it("a student cancels a running process and an approver returns a task, with reasons, through the pages", async () => {
    // student01's seeded 请假申请 waits for 班主任审批: cancel it from 我的流程.
    const student = await person(browser, "student01");
    await loginVia(student.page, "/bpm/process-instance/my", "student01", "student123");
    await student.page.getByRole("button", { name: "取消：请假申请" }).first().click();
    const cancel = student.page.getByRole("dialog", { name: "取消流程" });
    await cancel.getByRole("button", { name: "确定" }).click();
    await cancel.getByText("请输入取消原因").first().waitFor();
    await cancel.getByRole("textbox", { name: "取消原因" }).fill("牙已经不疼了");
    await cancel.getByRole("button", { name: "确定" }).click();
    await cancel.waitFor({ state: "detached" });
    await student.page.getByRole("button", { name: "详情：请假申请" }).first().click();
    await student.page.waitForURL("**/bpm/process-instance/detail?**");
    await student.page.getByText("牙已经不疼了").first().waitFor();

    // teacher2 (教务主任) returns student02's request to 班主任审批; it shows as returned.
    const approver = await person(browser, "teacher2");
    await loginVia(approver.page, "/bpm/task/todo", "teacher2", "teacher123");
    await approver.page
      .getByRole("button", { name: /^办理：请假申请 - / })
      .first()
      .click();
    await approver.page.waitForURL("**/bpm/process-instance/detail?**");
    await approver.page.getByRole("button", { name: "退回", exact: true }).click();
    const back = approver.page.getByRole("dialog", { name: "退回" });
    await back.getByRole("combobox", { name: "退回节点" }).click();
    await approver.page.getByRole("option", { name: /班主任审批/ }).click();
    await back.getByRole("textbox", { name: "退回理由" }).fill("请补充竞赛通知");
    await back.getByRole("button", { name: "确定" }).click();
    await back.waitFor({ state: "detached" });
    await approver.page.getByText("已退回").first().waitFor();
    await approver.page.getByText("请补充竞赛通知").first().waitFor();
  });
});
