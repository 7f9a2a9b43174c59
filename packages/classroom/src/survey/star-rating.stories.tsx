import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";

import { pressArrow } from "../stories/keyboard";
import { StarRating } from "./star-rating";

function Rating({ initial }: { initial: number | null }) {
  const [value, setValue] = useState(initial);
  return <StarRating aria-label="给本节课打分" value={value} onChange={setValue} />;
}

const meta = {
  title: "Classroom/Survey/StarRating",
  component: Rating,
  tags: ["!autodocs"],
  args: { initial: null },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five named stars in a radio group: a click chooses, the arrow keys move the choice. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: "给本节课打分" });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("radio", { name: "2 星" }));
    await pressArrow("ArrowRight");
    await pressArrow("ArrowRight");
    await expect(canvas.getByRole("radio", { name: "4 星" })).toBeChecked();
    await expect(canvas.getByText("4 星")).toBeInTheDocument();
    await pressArrow("ArrowLeft");
    await expect(canvas.getByRole("radio", { name: "3 星" })).toBeChecked();
  },
};

/** A given rating. */
export const Rated: Story = {
  args: { initial: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: "5 星" })).toBeChecked();
  },
};
