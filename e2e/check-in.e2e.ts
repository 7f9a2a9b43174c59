// The check-in loop with two browser contexts.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, launch, loginVia, person, screenshot, settlePrivacyNotice } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the check-in loop", () => {
  it("teacher starts a sign-in, the student sees it live, checks in, and the teacher's list shows them", async () => {
    const student = await person(browser, "student01");
    const teacher = await person(browser, "teacher1");

    // The student signs in on a student page (which holds the push connection); no class yet.
    const socket = student.page.waitForEvent("websocket");
    await loginVia(student.page, "/student/checkin", "student01", "student123");
    await student.page.waitForURL("**/student/checkin");
    // The privacy notice comes before the page (and its check-in dialog) at a first sign-in.
    await settlePrivacyNotice(student.page);
    const ws = await socket;
    // The push connection: its address carries no token (the token goes in the first frame, so a failed
    // connection never prints it in the browser's console).
    expect(ws.url()).toContain("/admin-api/infra/ws");
    expect(ws.url()).not.toContain("token");
    const dialog = student.page.locator("[data-slot=check-in-dialog]");
    await expect.poll(() => dialog.getAttribute("data-status")).toBe("no-class");
    await screenshot(student.page, "check-in-dialog-no-class");
    // Scoped to the dialog: a modal <dialog> makes the page behind it inert, not aria-hidden, so the
    // tags view's "关闭 签到" would match too.
    await dialog.getByRole("button", { name: "关闭" }).click();

    // The teacher starts today's class and a sign-in.
    await loginVia(teacher.page, "/teacher/checkin", "teacher1", "teacher123");
    await teacher.page.waitForURL("**/teacher/checkin");
    await settlePrivacyNotice(teacher.page);
    await teacher.page.getByRole("button", { name: "开始上课" }).first().click();
    await teacher.page.getByRole("button", { name: "发起签到" }).click();
    const startedAt = Date.now();
    await teacher.page.getByText(/签到进行中/).waitFor();
    await screenshot(teacher.page, "teacher-sign-in-running");

    // Within 2 s of the push the student's page shows the sign-in widget.
    const widget = student.page.locator("[data-slot=sign-in-widget]");
    await widget.waitFor({ timeout: 2000 });
    expect(Date.now() - startedAt).toBeLessThan(2500);
    await screenshot(student.page, "student-sign-in-widget");

    // The student checks in (no face registered: status 5, plain check-in) and the dialog closes itself.
    await widget.getByRole("button", { name: "立即签到" }).click();
    await expect.poll(() => dialog.getAttribute("data-status")).toBe("5");
    await expect(student.page.getByText("系统未检测到人脸信息，仅支持普通签到")).toBeTruthy();
    await screenshot(student.page, "check-in-dialog-plain-only");
    await student.page.getByRole("button", { name: "普通签到" }).click();
    await expect.poll(() => dialog.getAttribute("data-status")).toBe("3");
    await screenshot(student.page, "check-in-dialog-success");
    await dialog.waitFor({ state: "detached", timeout: 3000 });
    await widget.waitFor({ state: "detached", timeout: 3000 });

    // The teacher's list shows the student without a reload.
    await teacher.page.getByRole("cell", { name: "学生01" }).waitFor({ timeout: 5000 });
    expect(await teacher.page.getByText("已签到 1 / 40 人").count()).toBe(1);
    await screenshot(teacher.page, "teacher-sees-check-in");

    expect([...student.errors, ...teacher.errors]).toEqual([]);
    await student.context.close();
    await teacher.context.close();
    expect(baseUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
