// What a touch screen shows wrongly, measured in the page: the page scrolling sideways, text out of its
// box, text boxes small enough for the phone to zoom on focus, and controls that appear only on hover.
// The phone and tablet scenarios run every route they open through these.
import type { Page } from "playwright-core";

/** How far the page, or the shell's page area, scrolls sideways beyond its width (0 when it does not). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const area = document.querySelector("[data-slot=app-shell-main]");
    return Math.max(
      document.scrollingElement!.scrollWidth - window.innerWidth,
      area ? area.scrollWidth - area.clientWidth : 0,
    );
  });

/**
 * Visible elements whose own text sticks out of their parent's box, or is cut inside their own box,
 * outside boxes that scroll sideways on purpose, and legends wrapped across their box's border:
 * "tag: text (how)".
 */
const overflowingText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const scrollsSideways = (element: Element) => {
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        // The shell's page area scrolls up and down (its overflow-x then computes to auto as well).
        if (node.matches("[data-slot=app-shell-main]")) continue;
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!ownText || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (sr-only) is a 1 px box by design.
      if (box.width <= 1 || box.height <= 1 || scrollsSideways(element)) continue;
      const parent = element.parentElement?.getBoundingClientRect();
      const label = `${element.tagName.toLowerCase()}: ${ownText.slice(0, 40)}`;
      // A positioned badge sits over its parent's corner on purpose; a drawing's labels move with it.
      const placed = ["absolute", "fixed"].includes(getComputedStyle(element).position);
      if (element.closest("svg")) continue;
      if (!placed && parent && (box.right > parent.right + 1 || box.left < parent.left - 1)) {
        found.push(`${label} (past its parent)`);
      } else if (box.right > window.innerWidth + 1 || box.left < -1) {
        found.push(`${label} (past the screen)`);
      } else if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "hidden") {
        found.push(`${label} (cut)`);
      } else if (
        element.tagName === "LEGEND" &&
        getComputedStyle(element).float === "none" &&
        box.height > 1.8 * parseFloat(getComputedStyle(element).fontSize)
      ) {
        // A legend drawn on its fieldset's top border: wrapped, its first line is outside the box.
        found.push(`${label} (wrapped across its box's border)`);
      }
    }
    return found;
  });

/** Visible text boxes whose font is under 16 px: "tag name=…: size". */
const smallTextBoxes = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'input:not([type="checkbox"], [type="radio"], [type="range"], [type="color"], [type="file"], [type="hidden"]), textarea, select',
      ),
    )
      .filter((box) => box.checkVisibility())
      .map((box) => ({ box, size: parseFloat(getComputedStyle(box).fontSize) }))
      .filter(({ size }) => size < 16)
      .map(({ box, size }) => `${box.tagName.toLowerCase()} ${box.getAttribute("name") ?? ""}: ${size}px`),
  );

/**
 * Visible controls of the page that a touch screen cannot reach: shown only on hover (transparent or
 * hidden until a pointer rests on them, themselves or through a parent): "tag: name".
 */
const hoverOnlyControls = (page: Page) =>
  page.evaluate(() => {
    const hidden = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.opacity === "0" || style.visibility === "hidden") return true;
      }
      return false;
    };
    return Array.from(
      document.querySelectorAll<HTMLElement>("main button, main a[href], main [role=button], main [role=menuitem]"),
    )
      .filter((control) => {
        const box = control.getBoundingClientRect();
        // Visually hidden controls (sr-only) are a 1 px box by design, not a hover target.
        return box.width > 1 && box.height > 1 && control.getClientRects().length > 0 && hidden(control);
      })
      .map(
        (control) => `${control.tagName.toLowerCase()}: ${control.getAttribute("aria-label") ?? control.textContent}`,
      );
  });

export { hoverOnlyControls, overflowingText, sidewaysScroll, smallTextBoxes };
