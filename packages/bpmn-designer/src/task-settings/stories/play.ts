import { expect, screen, userEvent, waitFor, within } from "storybook/test";

type Queries = ReturnType<typeof within>;

/** Chooses `option` in the select (combobox) named `name` inside `scope`. */
async function choose(scope: Queries, name: string, option: string): Promise<void> {
  await userEvent.click(scope.getByRole("combobox", { name }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
}

/** The options a select (combobox) named `name` offers, read by opening it (closed again with Escape). */
async function optionsOf(scope: Queries, name: string): Promise<string[]> {
  await userEvent.click(scope.getByRole("combobox", { name }));
  const listbox = await screen.findByRole("listbox");
  const names = within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
  return names;
}

/** Types `text` literally (user-event reads `{` and `[` as key names unless doubled). */
async function typeText(target: Element, text: string): Promise<void> {
  if (text !== "") await userEvent.type(target, text.replace(/[{[]/g, "$&$&"));
}

/** Replaces a field's text and leaves it (Tab): a draft field hands its value on then. */
async function fill(input: HTMLElement, text: string): Promise<void> {
  await userEvent.clear(input);
  await typeText(input, text);
  await userEvent.tab();
}

/** The row (a named group) `name` inside `scope`. */
function rowOf(scope: Queries, name: string): Queries {
  return within(scope.getByRole("group", { name }));
}

export { choose, fill, optionsOf, rowOf, typeText };
