// Everyone lands where they can work: opening / (the address `npm start` prints) and signing in takes
// each demo account to its home, and neither the home nor any page of its menu calls an operation the
// server refuses it (no 403 in the network log, so no 没有该操作权限).
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, ensureClassStarted, launch, loginVia, pathOf, person, screenshot } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

interface MenuRecord {
  path: string;
  component?: string | null;
  visible?: boolean | null;
  children?: MenuRecord[] | null;
}

/** The pages a person's sidebar offers (hidden records, such as a process's detail, need an id). */
function menuPages(records: readonly MenuRecord[], parent = ""): string[] {
  return records.flatMap((record) => {
    const path = record.path.startsWith("/") ? record.path : `${parent}/${record.path}`;
    const own = record.component && record.visible !== false ? [path] : [];
    return [...own, ...menuPages(record.children ?? [], path)];
  });
}

/** Records the refused API calls of a page and the menus answered at sign-in. */
function watchApi(page: Page) {
  const refused: string[] = [];
  let menus: MenuRecord[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/admin-api/")) return;
    if (response.status() === 403) refused.push(`${pathOf(page)} → ${response.request().method()} ${url.pathname}`);
    // Every page load asks again; the first answer (at sign-in) is kept. A later body may be gone
    // already when the next page load starts, so only the first is read.
    if (menus.length === 0 && url.pathname.endsWith("/teach/auth/get-permission-info") && response.ok()) {
      const body = (await response.json()) as { data?: { menus?: MenuRecord[] } };
      menus = body.data?.menus ?? [];
    }
  });
  return { refused, menus: () => menus };
}

/** Opens a page and waits until its calls are answered (no request for half a second). */
async function visit(page: Page, path: string) {
  await page.goto(baseUrl() + path);
  await page.waitForLoadState("networkidle");
  expect(new URL(page.url()).pathname).not.toBe("/401");
}

const ACCOUNTS = [
  { username: "admin", password: "admin123", home: "/index", tour: true },
  { username: "teacher1", password: "teacher123", home: "/teacher", tour: true },
  { username: "teacher2", password: "teacher123", home: "/teacher", tour: false },
  { username: "student01", password: "student123", home: "/student", tour: true },
  { username: "student02", password: "student123", home: "/student", tour: false },
];

describe("signing in from /", () => {
  it.each(ACCOUNTS)(
    "$username lands on $home, and no page it is led to is refused",
    async ({ username, password, home, tour }) => {
      const { page, context } = await person(browser, username);
      const api = watchApi(page);
      try {
        await loginVia(page, "/", username, password);
        await page.waitForURL((url) => url.pathname === home, { timeout: 20_000 });
        await page.waitForLoadState("networkidle");
        await screenshot(page, `landing-${username}`);
        if (tour) {
          const pages = menuPages(api.menus());
          expect(pages.length).toBeGreaterThan(1);
          for (const path of pages) await visit(page, path);
        }
        expect(api.refused).toEqual([]);
        expect(await page.getByText("没有该操作权限").count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    120_000,
  );

  it("shows the teacher 上课主页 in the menu", async () => {
    const { page, context } = await person(browser, "teacher1");
    try {
      await loginVia(page, "/", "teacher1", "teacher123");
      await page.waitForURL((url) => url.pathname === "/teacher");
      const menu = page.getByRole("navigation", { name: "主菜单" });
      const area = menu.getByRole("button", { name: "教师端" });
      await area.waitFor();
      if ((await area.getAttribute("aria-expanded")) !== "true") await area.click();
      const entry = menu.getByText("上课主页", { exact: true });
      await entry.click();
      await page.waitForURL((url) => url.pathname === "/teacher/new");

      // While a class runs, the class bar of the teacher's pages leads there too.
      await page.goto(`${baseUrl()}/teacher/checkin`);
      await ensureClassStarted(page);
      await page.getByRole("button", { name: "下课" }).first().waitFor();
      await page.getByRole("link", { name: "上课主页" }).first().click();
      await page.waitForURL((url) => url.pathname === "/teacher/new");
    } finally {
      await context.close();
    }
  });
});
