import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import { scenario } from "../stories/classroom-handlers";
import { withClassroom } from "../stories/with-classroom";
import { RandomPickButton } from "./random-pick-button";

const meta = {
  title: "Classroom/Roster/RandomPickButton",
  component: RandomPickButton,
  decorators: [withClassroom],
  args: { courseItemId: 7 },
} satisfies Meta<typeof RandomPickButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = scenario();
/** 随机点名 opens the session's fair random pick in a dialog, shuffling through the session's students;
 * two picks in a row never pick the same student. */
export const Picks: Story = {
  ...open.story,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "随机点名" }));
    const dialog = await screen.findByRole("dialog", { name: "随机点名" });
    await waitFor(() => expect(open.state.calls).toContain("courseItemStudents:7"));
    await userEvent.click(await within(dialog).findByRole("button", { name: "开始抽取" }));
    await expect(await within(dialog).findByRole("list", { name: "抽中" }, { timeout: 5000 })).toHaveTextContent(
      "陈静",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "开始抽取" }));
    await waitFor(() => expect(within(dialog).getByRole("list", { name: "抽中" })).toHaveTextContent("李明"), {
      timeout: 5000,
    });
    await expect(within(dialog).getByRole("list", { name: "抽中" })).not.toHaveTextContent("陈静");
  },
};

const keyboard = scenario();
/** The keyboard alone: Tab and Enter open it, Escape closes it and focus returns to the button. */
export const Keyboard: Story = {
  ...keyboard.story,
  args: { variant: "secondary" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "随机点名" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("dialog", { name: "随机点名" });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
  },
};
