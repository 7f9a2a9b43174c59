// Keyboard helpers for play functions.
import { userEvent } from "storybook/test";

/** Presses an arrow key the way a person does: down, a moment, up. Radix radio groups move focus a
 * tick after keydown and check the focused radio only while the key is still down. */
async function pressArrow(key: "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight"): Promise<void> {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.keyboard(`{/${key}}`);
}

export { pressArrow };
