// Face check-in for real. Chromium's fake camera shows real photos (read from the installed
// face packages at test time, see apps/server/test/face-photos.ts): two students enrol person A's face
// after the consent screen; a face check-in with another photo of person A succeeds (status 3); a
// face that is not the student's fails (status 4), a retry fails again and plain check-in still works;
// the administrator sees who is enrolled and how many photos, never a face; a student deletes their data.
// On a classroom tablet the native camera's photo is polled for every second: it gives up after 10 s,
// and checks in once the photo arrives.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { writeFakeCameraVideo } from "../apps/server/test/face-camera-frames";
import { facePhotos } from "../apps/server/test/face-photos";
import { baseUrl, ensureClassStarted, launch, loginVia, person, screenshot, settlePrivacyNotice } from "./helpers";
import { consentToFaceText } from "./support/face-consent";

const videos = mkdtempSync(join(tmpdir(), "smartclass-face-e2e-"));
/** One browser per camera picture: Chromium reads its fake camera's file once, at launch. */
const browsers: Record<"enrol" | "sameFace" | "otherFace", Browser | undefined> = {
  enrol: undefined,
  sameFace: undefined,
  otherFace: undefined,
};

beforeAll(async () => {
  browsers.enrol = await launch({ camera: writeFakeCameraVideo(join(videos, "a1.mjpeg"), facePhotos.personA2()) });
  browsers.sameFace = await launch({ camera: writeFakeCameraVideo(join(videos, "a3.mjpeg"), facePhotos.personA3()) });
  browsers.otherFace = await launch({ camera: writeFakeCameraVideo(join(videos, "b.mjpeg"), facePhotos.otherB()) });
});
afterAll(async () => {
  for (const browser of Object.values(browsers)) await browser?.close();
  rmSync(videos, { recursive: true, force: true });
});

/** Signs `name` in on the personal centre and enrols the fake camera's face with three photos. */
async function enrol(browser: Browser, name: string) {
  const student = await person(browser, name);
  await loginVia(student.page, "/user/profile", name, "student123");
  await student.page.waitForURL("**/user/profile");
  const section = student.page.locator("[data-slot=face-enrolment]");
  // Nothing starts before consent.
  const start = section.getByRole("button", { name: "开始录入" });
  await start.waitFor();
  expect(await start.isDisabled()).toBe(true);
  await section.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
  await start.click();
  const shoot = section.getByRole("button", { name: "拍照" });
  for (let taken = 1; taken <= 3; taken++) {
    await expect.poll(() => shoot.isEnabled(), { timeout: 15_000 }).toBe(true);
    await shoot.click();
    await section.getByText(`已录入 ${taken} / `).waitFor({ timeout: 30_000 });
  }
  await section.getByRole("button", { name: "完成" }).click();
  await section.getByText(/已录入人脸（3 张照片）/).waitFor();
  return student;
}

/** Opens the student's check-in dialog on `browser` (whose camera shows some face) and waits for status 1. */
async function openCheckIn(browser: Browser, name: string) {
  const student = await person(browser, name);
  await loginVia(student.page, "/student/checkin", name, "student123");
  await student.page.waitForURL("**/student/checkin");
  const dialog = student.page.locator("[data-slot=check-in-dialog]");
  await expect.poll(() => dialog.getAttribute("data-status"), { timeout: 10_000 }).toBe("1");
  return { ...student, dialog };
}

/** Clicks 人脸签到 and waits for the recognition to end in `status`. */
async function faceCheckIn(page: Page, button: string, status: "3" | "4") {
  const dialog = page.locator("[data-slot=check-in-dialog]");
  await dialog.getByRole("button", { name: button }).click();
  await expect.poll(() => dialog.getAttribute("data-status"), { timeout: 30_000 }).toBe(status);
}

/** Signs in over the API (as the tablet's native shell does with its own session) and answers the access token. */
async function apiLogin(username: string, password: string): Promise<string> {
  const answer = await fetch(`${baseUrl()}/admin-api/teach/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const { code, data } = (await answer.json()) as { code: number; data: { accessToken: string } };
  expect(code).toBe(0);
  return data.accessToken;
}

/** Uploads a photo the way the tablet's native camera stores it, and answers its path. */
async function apiUpload(token: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "tablet.jpg");
  const answer = await fetch(`${baseUrl()}/admin-api/teach/file/s3/ali/api`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { code, data } = (await answer.json()) as { code: number; data: { path: string } };
  expect(code).toBe(0);
  return data.path;
}

/**
 * The classroom tablet's native camera bridge (window.smartclassTablet, apps/console/src/shell/device.ts):
 * takePhoto() is recorded, and readImage() answers the path the test hands over, as the native shell
 * would once its photo is stored.
 */
function installTabletBridge() {
  const bridge = { asked: 0, path: null as string | null, reads: 0 };
  Object.assign(window, {
    tabletBridgeState: bridge,
    smartclassTablet: {
      takePhoto() {
        bridge.asked++;
      },
      readImage() {
        bridge.reads++;
        return bridge.path;
      },
    },
  });
}

type TabletWindow = Window & { tabletBridgeState: { asked: number; path: string | null; reads: number } };

describe("face check-in", () => {
  it(
    "enrols with consent, recognises the student, refuses another face, and lists enrolments for the admin",
    { timeout: 240_000 },
    async () => {
      const first = await enrol(browsers.enrol!, "student20");
      await screenshot(first.page, "face-enrolled");
      const second = await enrol(browsers.enrol!, "student21");

      // The teacher runs a face sign-in in the class (started by an earlier scenario, or now).
      const teacher = await person(browsers.enrol!, "teacher1");
      await loginVia(teacher.page, "/teacher/checkin", "teacher1", "teacher123");
      await teacher.page.waitForURL("**/teacher/checkin");
      await ensureClassStarted(teacher.page);
      // A sign-in of an earlier scenario may still run, or have ended: end it, and open the form again.
      const button = (name: string) => teacher.page.getByRole("button", { name, exact: true });
      await teacher.page
        .getByRole("button", { name: /^(发起签到|结束签到|发起新签到)$/ })
        .first()
        .waitFor();
      if (await button("结束签到").count()) {
        await button("结束签到").click();
        await teacher.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
      }
      if (!(await button("发起签到").count())) await button("发起新签到").click();
      await teacher.page.getByRole("radio", { name: "人脸签到" }).check();
      await button("发起签到").click();
      await teacher.page.getByText(/签到进行中/).waitFor();

      // Another photo of the same person: recognised, the dialog closes itself.
      const same = await openCheckIn(browsers.sameFace!, "student20");
      await screenshot(same.page, "face-check-in-ready");
      await faceCheckIn(same.page, "人脸签到", "3");
      await same.dialog.waitFor({ state: "detached", timeout: 5000 });

      // Someone else's face in front of student21's camera: refused, refused again, then plain check-in.
      const other = await openCheckIn(browsers.otherFace!, "student21");
      await faceCheckIn(other.page, "人脸签到", "4");
      await other.page.getByText("识别失败，请重试").waitFor();
      await screenshot(other.page, "face-check-in-failed");
      await faceCheckIn(other.page, "重试", "4");
      await other.dialog.getByRole("button", { name: "普通签到" }).click();
      await expect.poll(() => other.dialog.getAttribute("data-status")).toBe("3");

      // The teacher's list shows how each checked in, without a reload.
      const row = (name: string) => teacher.page.getByRole("row").filter({ hasText: name });
      await row("学生20").getByRole("cell", { name: "人脸" }).waitFor({ timeout: 5000 });
      await row("学生21").getByRole("cell", { name: "普通" }).waitFor({ timeout: 5000 });

      // The administrator sees both enrolments with their photo counts, and no face.
      const admin = await person(browsers.enrol!, "admin");
      await loginVia(admin.page, "/system/face", "admin", "admin123");
      await admin.page.waitForURL("**/system/face");
      const adminRow = (name: string) => admin.page.getByRole("row").filter({ hasText: name });
      await adminRow("student20").getByRole("cell", { name: "3", exact: true }).waitFor();
      await adminRow("student21").getByRole("cell", { name: "3", exact: true }).waitFor();
      expect(await admin.page.locator("main img, main video").count()).toBe(0);
      await screenshot(admin.page, "face-admin-list");

      // student21 deletes their face data: the consent screen is back, and the admin's list drops them.
      await second.page.reload();
      const section = second.page.locator("[data-slot=face-enrolment]");
      await section.getByRole("button", { name: "删除人脸数据" }).click();
      await second.page
        .getByRole("alertdialog")
        .getByRole("button", { name: /删除|确定/ })
        .click();
      await section.getByRole("checkbox", { name: /我已阅读并同意/ }).waitFor();
      await admin.page.reload();
      await adminRow("student20").waitFor();
      expect(await adminRow("student21").count()).toBe(0);

      expect([first, second, teacher, same, other, admin].flatMap((p) => p.errors)).toEqual([]);
    },
  );
  it(
    "on a classroom tablet: the page polls for the native photo every second, checks in with it, and gives up after 10 s",
    { timeout: 120_000 },
    async () => {
      // student22 is enrolled with person A's photos through the API (the consent flow is proved above).
      const token = await apiLogin("student22", "student123");
      await consentToFaceText(baseUrl(), token);
      for (const photo of [facePhotos.personA1(), facePhotos.personA2()]) {
        const path = await apiUpload(token, photo);
        const enrolled = await fetch(`${baseUrl()}/admin-api/teach/face-database/create`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ path }),
        });
        expect(((await enrolled.json()) as { code: number }).code).toBe(0);
      }

      const student = await person(browsers.enrol!, "student22");
      await student.context.addInitScript(installTabletBridge);
      const state = () => student.page.evaluate(() => ({ ...(window as unknown as TabletWindow).tabletBridgeState }));
      await loginVia(student.page, "/student/checkin", "student22", "student123");
      await student.page.waitForURL("**/student/checkin");
      // The first sign-in's privacy notice holds the page back; what follows is read without a click.
      await settlePrivacyNotice(student.page);
      const dialog = student.page.locator("[data-slot=check-in-dialog]");
      await expect.poll(() => dialog.getAttribute("data-status"), { timeout: 10_000 }).toBe("1");
      // A tablet has no preview in the page: the native shell owns the camera.
      expect(await dialog.locator("video").count()).toBe(0);

      // No photo arrives: after 10 s of polling once a second, status 4.
      await dialog.getByRole("button", { name: "人脸签到" }).click();
      await expect.poll(async () => (await state()).asked).toBe(1);
      const askedAt = Date.now();
      await expect.poll(() => dialog.getAttribute("data-status"), { timeout: 20_000 }).toBe("4");
      const waited = Date.now() - askedAt;
      expect(waited).toBeGreaterThanOrEqual(9_000);
      expect((await state()).reads).toBeGreaterThanOrEqual(9);
      expect((await state()).reads).toBeLessThanOrEqual(12);

      // Retry: this time the native camera stores person A's other photo two seconds later.
      await dialog.getByRole("button", { name: "重试" }).click();
      await expect.poll(async () => (await state()).asked).toBe(2);
      const path = await apiUpload(token, facePhotos.personA3());
      await student.page.waitForTimeout(2000);
      await student.page.evaluate((stored) => {
        (window as unknown as TabletWindow).tabletBridgeState.path = stored;
      }, path);
      await expect.poll(() => dialog.getAttribute("data-status"), { timeout: 30_000 }).toBe("3");
      await screenshot(student.page, "face-check-in-tablet");
      expect(student.errors).toEqual([]);
    },
  );
});
