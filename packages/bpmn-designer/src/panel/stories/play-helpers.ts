import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import type { DiagramElement, ModdleElement } from "../../core/types";
import { panelHandle } from "./panel-harness";

interface CommandStack {
  canUndo(): boolean;
  undo(): void;
}

/** The story's designer once its diagram is imported, with its modeler. */
async function ready() {
  await waitFor(() => expect(panelHandle.current?.store.getSnapshot().ready).toBe(true), { timeout: 15000 });
  const designer = panelHandle.current!;
  return { designer, modeler: designer.modeler! };
}

/** The property panel of the story (queries inside it), once it shows an element. */
async function panelOf(canvasElement: HTMLElement) {
  await ready();
  const region = await within(canvasElement).findByRole("region", { name: "属性面板" }, { timeout: 15000 });
  await waitFor(() => expect(region).toHaveAttribute("data-element-id"));
  return within(region);
}

function modeler() {
  return panelHandle.current!.modeler!;
}

/** The diagram element with `id`. */
function element(id: string): DiagramElement {
  const found = modeler().get<{ get(id: string): DiagramElement | undefined }>("elementRegistry").get(id);
  if (!found) throw new Error(`no element ${id}`);
  return found;
}

/** The business object of the element with `id`. */
function bo(id: string): ModdleElement {
  return element(id).businessObject;
}

/** Selects the element with `id` (as a click on the canvas would), or nothing. */
function select(id: string | null): void {
  const selection = modeler().get<{ select(element: DiagramElement | null): void }>("selection");
  selection.select(id === null ? null : element(id));
}

/** The modeler's command stack. */
function commandStack(): CommandStack {
  return modeler().get<CommandStack>("commandStack");
}

/** The diagram's XML as the designer exports it. */
function exportXml(): Promise<string> {
  return panelHandle.current!.commands.exportXml();
}

/** Types `text` literally (user-event reads `{` and `[` as key names unless doubled). */
async function typeText(target: Element, text: string): Promise<void> {
  if (text !== "") await userEvent.type(target, text.replace(/[{[]/g, "$&$&"));
}

/** Replaces a field's text and leaves it (Tab), which commits a panel field. */
async function commit(input: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(input);
  await typeText(input, text);
  await userEvent.tab();
}

type Queries = ReturnType<typeof within>;

/** Opens the panel section named `name` (its heading's button) unless it is open. */
async function openSection(panel: Queries, name: string): Promise<void> {
  const trigger = panel.getByRole("button", { name });
  if (trigger.getAttribute("aria-expanded") !== "true") await userEvent.click(trigger);
  await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
}

/** Chooses `option` in the select (combobox) named `name`. */
async function choose(scope: Queries, name: string, option: string): Promise<void> {
  await userEvent.click(scope.getByRole("combobox", { name }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}

/** The names of the panel's sections, in order. */
function sectionNames(panel: Queries): string[] {
  return panel
    .getAllByRole("heading")
    .map((heading: HTMLElement) => heading.textContent ?? "")
    .filter(Boolean);
}

/** One edit is exactly one undo step: the edit made the first step, and one undo restores `check`. */
async function expectOneUndoStep(check: () => Promise<void> | void): Promise<void> {
  const stack = commandStack();
  await expect(stack.canUndo()).toBe(true);
  stack.undo();
  await expect(stack.canUndo()).toBe(false);
  await check();
}

export {
  bo,
  choose,
  commandStack,
  commit,
  element,
  expectOneUndoStep,
  exportXml,
  modeler,
  openSection,
  panelOf,
  ready,
  sectionNames,
  select,
  typeText,
};
