import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import type { ProcessFormField } from "../types";

type Queries = ReturnType<typeof within>;

/** The renderer story's output of what was sent. */
const sent = (canvas: Queries) => canvas.getByRole("status", { name: "已提交的值" });
/** The renderer's submit button (提交). */
const submit = (canvas: Queries) => canvas.getByRole("button", { name: "提交" });

/** The fields the editor story holds, read from its JSON. */
const json = (canvas: Queries) =>
  JSON.parse(canvas.getByLabelText("表单字段 JSON").textContent ?? "[]") as ProcessFormField[];
/** The editor's field table. */
const table = (canvas: Queries) => canvas.getByRole("table", { name: "表单字段列表" });
/** The labels in the editor's table, in order. */
const labels = (canvas: Queries) =>
  within(table(canvas))
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelectorAll("td")[1]?.textContent);

/** Opens 添加字段 and gives the dialog's queries. */
async function openAdd(canvas: Queries): Promise<Queries> {
  await userEvent.click(canvas.getByRole("button", { name: "添加字段" }));
  return within(await screen.findByRole("dialog", { name: "添加字段" }));
}

/** Picks `option` in the dialog's list named `name`. */
async function choose(dialog: Queries, name: string, option: string) {
  await userEvent.click(dialog.getByRole("combobox", { name }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

/** Replaces the text of the textbox named `name`. */
async function type(dialog: Queries, name: string, text: string) {
  const input = dialog.getByRole("textbox", { name });
  await userEvent.clear(input);
  if (text !== "") await userEvent.type(input, text.replace(/[{[]/g, "$&$&"));
}

/** Presses the dialog's 确定. */
async function confirmDialog(dialog: Queries) {
  await userEvent.click(dialog.getByRole("button", { name: "确定" }));
}

/** Waits until no dialog is open. */
const closed = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

export { choose, closed, confirmDialog, json, labels, openAdd, sent, submit, table, type };
export type { Queries };
