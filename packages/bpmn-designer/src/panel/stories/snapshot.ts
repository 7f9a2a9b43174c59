import { expect, waitFor, within } from "storybook/test";

import { element, select } from "./play-helpers";

const DI = [
  "http://www.omg.org/spec/BPMN/20100524/DI",
  "http://www.omg.org/spec/DD/20100524/DC",
  "http://www.omg.org/spec/DD/20100524/DI",
];
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

/**
 * Everything a BPMN document says outside its diagram interchange, as sorted lines: every element
 * (namespace and local name, under its parent path), every attribute and every text. Prefixes,
 * formatting and attribute order do not count; `xsi:type` values are compared without their prefix.
 */
function semanticItems(xml: string): string[] {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const items: string[] = [];
  const walk = (node: Element, path: string) => {
    if (DI.includes(node.namespaceURI ?? "")) return;
    const here = `${path}/{${node.namespaceURI}}${node.localName}${node.getAttribute("id") ? `#${node.getAttribute("id")}` : ""}`;
    items.push(here);
    for (const attr of Array.from(node.attributes)) {
      if (attr.name.startsWith("xmlns")) continue;
      const value = attr.namespaceURI === XSI ? attr.value.replace(/^[^:]*:/, "") : attr.value;
      items.push(`${here}@{${attr.namespaceURI ?? ""}}${attr.localName}=${value}`);
    }
    const text = Array.from(node.childNodes)
      .filter((child) => child.nodeType === Node.TEXT_NODE || child.nodeType === Node.CDATA_SECTION_NODE)
      .map((child) => child.textContent)
      .join("")
      .trim();
    if (text) items.push(`${here}=${text}`);
    for (const child of Array.from(node.children)) walk(child, here);
  };
  walk(doc.documentElement, "");
  return items.sort();
}

/** The label text of a control (its `<label for>`). */
function labelOf(control: HTMLElement): string {
  const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
  return (label?.textContent ?? control.getAttribute("aria-label") ?? "").replace("*", "").trim();
}

/** What a person sees in `root`: every field's label and value, every choice, every table row. */
function visibleValues(root: HTMLElement): string[] {
  const values: string[] = [];
  for (const control of root.querySelectorAll<HTMLElement>("input, textarea, [role=combobox], [role=checkbox]")) {
    if (control.getAttribute("aria-hidden") === "true" || (control as HTMLInputElement).type === "hidden") continue;
    if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)
      values.push(`${labelOf(control)}: ${control.value}`);
    else if (control.getAttribute("role") === "checkbox")
      values.push(`${labelOf(control)}: ${control.getAttribute("aria-checked")}`);
    else values.push(`${labelOf(control)}: ${control.textContent}`);
  }
  for (const table of root.querySelectorAll("table")) {
    const caption = table.querySelector("caption")?.textContent;
    for (const row of table.querySelectorAll("tbody tr")) {
      const cells = Array.from(row.querySelectorAll("td"))
        .filter((cell) => !cell.querySelector("button"))
        .map((cell) => cell.textContent);
      values.push(`${caption}: ${cells.join(" | ")}`);
    }
  }
  for (const note of root.querySelectorAll('[data-slot="bpmn-panel-note"]')) values.push(`note: ${note.textContent}`);
  return values;
}

/** Poll every 5 ms: React renders a click within a few ms, and this runs hundreds of times. */
const fast = { interval: 5, timeout: 3000 };

/**
 * What the panel shows for each element of `ids` (null for the process): every section opened,
 * and each listener's editor opened (and cancelled) so that its fields count too.
 */
async function panelValues(canvasElement: HTMLElement, ids: (string | null)[]): Promise<Record<string, string[]>> {
  const region = within(canvasElement).getByRole("region", { name: "属性面板" });
  const result: Record<string, string[]> = {};
  for (const id of ids) {
    select(id);
    if (id) await waitFor(() => expect(region).toHaveAttribute("data-element-id", element(id).businessObject.id), fast);
    else
      await waitFor(() => expect(within(region).getByRole("textbox", { name: "流程标识" })).toBeInTheDocument(), fast);
    // Plain DOM clicks: this gathers what is shown (the behaviours are tested elsewhere), and fast.
    const closedSections = '[data-slot="bpmn-panel-section"] > h3 > button[aria-expanded="false"]';
    for (const trigger of region.querySelectorAll<HTMLElement>(closedSections)) {
      trigger.click();
      // Each toggle is rendered before the next one (the accordion's value is controlled).
      await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"), fast);
    }
    const values = visibleValues(region);
    for (const table of region.querySelectorAll("table")) {
      if (!/监听器/.test(table.querySelector("caption")?.textContent ?? "")) continue;
      for (const edit of table.querySelectorAll<HTMLElement>('button[aria-label^="编辑"]')) {
        edit.click();
        const dialog = await waitFor(() => {
          const found = document.querySelector<HTMLElement>('[role="dialog"]');
          if (!found) throw new Error("the listener editor did not open");
          return found;
        }, fast);
        values.push(`${dialog.querySelector("h2")?.textContent}: ${visibleValues(dialog).join("; ")}`);
        within(dialog).getByRole("button", { name: "取消" }).click();
        await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull(), fast);
      }
    }
    result[id ?? "process"] = values;
  }
  return result;
}

export { panelValues, semanticItems };
