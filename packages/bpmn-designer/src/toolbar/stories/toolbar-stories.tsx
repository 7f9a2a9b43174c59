// Shared by the toolbar's stories: the toaster the toolbar's messages show in, diagrams, and helpers
// that find toolbar buttons, catch downloads and build files.
import { Toaster } from "@smartclass/ui";
import type { Decorator } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";

import type { DiagramElement } from "../../core/types";
import { designerHandle } from "../../designer/designer-probe.mocks";

/** Mounts @smartclass/ui's toaster beside the story (an app mounts one near its root). */
const withToaster: Decorator = (Story) => (
  <>
    <Story />
    <Toaster />
  </>
);

/** The designer's toolbar. */
function toolbar(root: HTMLElement): HTMLElement {
  return within(root).getByRole("toolbar", { name: "流程设计工具栏" });
}

/** A toolbar button by its accessible name. */
function button(root: HTMLElement, name: string): HTMLButtonElement {
  return within(toolbar(root)).getByRole("button", { name }) as HTMLButtonElement;
}

/** Waits for a toast message with `text`. */
async function toast(text: string | RegExp) {
  return screen.findByText(text, {}, { timeout: 5000 });
}

/** The element with `id` on the canvas (its SVG group). */
function shapeOf(root: HTMLElement, id: string): SVGGElement | null {
  return root.querySelector<SVGGElement>(`g.djs-element[data-element-id="${id}"]`);
}

/** The text of an element's label on the canvas. */
function labelOf(root: HTMLElement, id: string): string | null | undefined {
  return shapeOf(root, id)?.textContent;
}

/** Bounds of the element with `id` in the live modeler. */
function bounds(id: string) {
  const element = designerHandle.current!.modeler!.get<{ get(id: string): DiagramElement }>("elementRegistry").get(id);
  return { x: element.x as number, y: element.y as number };
}

/** Selects the elements with `ids` on the canvas, as Ctrl+click would. */
function select(...ids: string[]) {
  const modeler = designerHandle.current!.modeler!;
  const registry = modeler.get<{ get(id: string): DiagramElement }>("elementRegistry");
  modeler.get<{ select(elements: DiagramElement[]): void }>("selection").select(ids.map((id) => registry.get(id)));
}

/** One downloaded file: its name and its text. */
interface Download {
  name: string;
  text: string;
}

/**
 * Catches the downloads the page starts (a link with `download` clicked on an object URL): the
 * Blob handed to `URL.createObjectURL` is kept, the browser's download itself is prevented.
 * Returns the files caught so far and a function that undoes the interception.
 */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const files: Promise<Download>[] = [];
  const create = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = create(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (blob) files.push(blob.text().then((text) => ({ name: link.download, text })));
  };
  document.addEventListener("click", onClick, true);
  return {
    files: () => Promise.all(files),
    restore: () => {
      URL.createObjectURL = create;
      document.removeEventListener("click", onClick, true);
    },
  };
}

/** A File whose bytes are `text` in ISO-8859-1 (every character below U+0100 is one byte). */
function latin1File(text: string, name: string): File {
  return new File([Uint8Array.from(text, (char) => char.charCodeAt(0))], name, { type: "application/xml" });
}

/** Chooses `file` in the toolbar's hidden file input, as the file dialog would. */
async function chooseFile(root: HTMLElement, file: File) {
  const input = root.querySelector<HTMLInputElement>('[data-slot="designer-open-input"]');
  if (!input) throw new Error("no file input in the toolbar");
  await expect(input).toHaveAttribute("accept", ".xml,.bpmn");
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Waits until the confirm dialog (系统提示) asks `question`, and returns it. */
async function confirmDialog(question: string) {
  const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
  await expect(dialog).toHaveTextContent(question);
  return dialog;
}

/** Waits until the dialog is gone. */
async function closed(role: "dialog" | "alertdialog") {
  await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
}

export {
  bounds,
  button,
  catchDownloads,
  chooseFile,
  closed,
  confirmDialog,
  labelOf,
  latin1File,
  select,
  shapeOf,
  toast,
  toolbar,
  withToaster,
};
