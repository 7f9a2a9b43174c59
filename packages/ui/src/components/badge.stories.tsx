import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { Badge } from "./badge";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "正常" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {(["default", "primary", "success", "info", "warning", "danger"] as const).map((v) => (
        <Badge key={v} variant={v}>
          {v}
        </Badge>
      ))}
      <Badge variant="count" aria-label="3 条未读消息">
        3
      </Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText("success")).toHaveAttribute("data-slot", "badge");
    await expect(canvas.getByLabelText("3 条未读消息")).toHaveTextContent("3");
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("正常")).toBeInTheDocument();
  },
};
