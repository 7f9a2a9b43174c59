// What a curious student types as a nickname or an answer, and the checks that it stays in its box.
import { expect } from "storybook/test";

/** A nickname whose U+202E would show `fdp.exe` as `exe.pdf` if it were honoured. */
const rtlOverrideName = "fdp.exe\u202E张三";

/** 2,000 characters without a break opportunity. */
const longUnbroken = "W".repeat(2000);

/** The name is a `<bdi>` (or isolated by CSS), shown without the override, its first letter leftmost. */
async function expectIsolatedName(el: HTMLElement) {
  const bidi = getComputedStyle(el).unicodeBidi;
  await expect(el.tagName === "BDI" || bidi === "isolate").toBe(true);
  await expect(el.textContent).toBe("fdp.exe张三");
  const text = el.firstChild;
  if (!text) throw new Error("the name has text");
  const left = (i: number) => {
    const range = document.createRange();
    range.setStart(text, i);
    range.setEnd(text, i + 1);
    return range.getBoundingClientRect().left;
  };
  await expect(left(0)).toBeLessThan(left(6));
}

/** Nothing inside `box` is wider than the box: long strings wrapped. */
async function expectNoOverflow(box: HTMLElement) {
  await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
}

export { expectIsolatedName, expectNoOverflow, longUnbroken, rtlOverrideName };
