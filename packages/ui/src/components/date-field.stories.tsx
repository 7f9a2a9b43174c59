import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, fn, userEvent } from "storybook/test";

import { DateField } from "./date-field";
import { Label } from "./label";

function Harness({ initial = "", onValueChange }: { initial?: string; onValueChange: (value: string) => void }) {
  const [value, setValue] = React.useState(initial);
  return (
    <div className="grid w-48 gap-1">
      <Label htmlFor="from">创建时间起</Label>
      <DateField
        id="from"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Components/DateField",
  component: Harness,
  args: { onValueChange: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the expected form as the placeholder, in the interface's language. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "创建时间起" })).toHaveAttribute("placeholder", "年-月-日");
  },
};

/** A day shows as yyyy-MM-dd whatever the browser's locale. */
export const WithDay: Story = {
  args: { initial: "2026-09-01" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "创建时间起" })).toHaveValue("2026-09-01");
  },
};

/** Another spelling is tidied on leaving the field; a non-day stays, marked invalid, and is not taken. */
export const TypedAndChecked: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("textbox", { name: "创建时间起" });
    await userEvent.type(field, "2026/9/1");
    await userEvent.tab();
    await expect(field).toHaveValue("2026-09-01");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("2026-09-01");
    await userEvent.clear(field);
    await userEvent.type(field, "09/01/2026");
    await userEvent.tab();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(args.onValueChange).not.toHaveBeenCalledWith("09/01/2026");
  },
};
