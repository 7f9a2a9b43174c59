// The workflow scenarios' shared steps, as a person does them: in the designer, naming a user task's
// approver in 流程设置 and saving and deploying the model; on 发起流程, starting a leave request; on a
// to-do's process page, deciding it with a reason.
import type { Page } from "playwright-core";

/** Adds an assignee rule of type 用户 naming one person, on the user task selected in the designer. */
export async function assignApprover(page: Page, nickname: string) {
  const settings = page.getByRole("region", { name: "流程设置" });
  await settings.getByRole("button", { name: "添加规则" }).click();
  const rule = settings.getByRole("group", { name: /规则 1/ });
  await rule.getByRole("combobox", { name: "规则类型" }).click();
  await page.getByRole("option", { name: "用户", exact: true }).click();
  await rule.getByRole("button", { name: "选择用户" }).click();
  await page.getByRole("checkbox", { name: new RegExp(nickname) }).click();
  await page.keyboard.press("Escape");
}

/** Saves the model open in the designer and deploys it as its first version. */
export async function saveAndDeploy(page: Page, processName: string) {
  await page.getByRole("button", { name: "保存模型" }).click();
  await page.getByText("保存成功").first().waitFor();
  await page.getByRole("button", { name: "部署", exact: true }).click();
  await page.getByText(`已部署“${processName}”，版本 v1`).waitFor();
}

export interface LeaveRequest {
  /** 事假, 病假 … */
  kind: string;
  days: number;
  /** yyyy-mm-dd */
  start: string;
  reason: string;
}

/** On 发起流程: picks the process, fills the leave form, starts it and waits for its process page. */
export async function startLeaveRequest(page: Page, processName: string, leave: LeaveRequest) {
  await page.getByRole("radio", { name: new RegExp(processName) }).click();
  await page.getByRole("radio", { name: leave.kind }).click();
  await page.getByRole("textbox", { name: /请假天数/ }).fill(String(leave.days));
  await page.getByLabel(/开始日期/).fill(leave.start);
  await page.getByRole("textbox", { name: /请假事由/ }).fill(leave.reason);
  await page.getByRole("button", { name: "发起", exact: true }).click();
  await page.waitForURL("**/bpm/process-instance/detail?**");
}

/**
 * On 待办任务: opens the first to-do whose 办理 button matches `handleButton`, then approves (通过) or rejects
 * (不通过) it on its process page with the reason in the dialog, and waits for the dialog to close.
 */
export async function decideTask(page: Page, handleButton: RegExp, action: "通过" | "不通过", reason: string) {
  await page.getByRole("button", { name: handleButton }).first().click();
  await page.waitForURL("**/bpm/process-instance/detail?**");
  await page
    .getByRole("toolbar", { name: "审批操作" })
    .or(page.getByRole("group", { name: "审批操作" }))
    .first()
    .getByRole("button", { name: action, exact: true })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "审批意见" }).fill(reason);
  await dialog.getByRole("button", { name: "确定" }).click();
  await dialog.waitFor({ state: "detached" });
}
