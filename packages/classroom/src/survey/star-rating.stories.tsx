import type { Meta, StoryObj } from "@storybook/react-vite";
import { PhoneLayout } from "@smartclass/ui";
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

/** On a phone (360 px): each star a 44 × 44 px target, 8 px from the next, all five on the screen. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <PhoneLayout phone>
        <div style={{ width: 276 }}>
          <Story />
        </div>
      </PhoneLayout>
    ),
  ],
  parameters: {
    viewport: {
      options: {
        phone360: { name: "Phone 360 × 640", styles: { width: "360px", height: "640px" }, type: "mobile" },
      },
    },
  },
  globals: { viewport: { value: "phone360", isRotated: false } },
  play: async ({ canvas }) => {
    const stars = canvas.getAllByRole("radio").map((star) => star.getBoundingClientRect());
    for (const star of stars) {
      await expect(star.width).toBeGreaterThanOrEqual(44);
      await expect(star.height).toBeGreaterThanOrEqual(44);
    }
    for (let i = 1; i < stars.length; i += 1)
      await expect(stars[i]!.left - stars[i - 1]!.right).toBeGreaterThanOrEqual(8);
    // The five fit the width a survey question has on a 360 px phone (276 px inside its box).
    await expect(stars[4]!.right - stars[0]!.left).toBeLessThanOrEqual(276);
    await userEvent.click(canvas.getByRole("radio", { name: "3 星" }));
    await expect(canvas.getByRole("radio", { name: "3 星" })).toBeChecked();
    await expect(canvas.getByText("3 星")).toBeVisible();
  },
};
