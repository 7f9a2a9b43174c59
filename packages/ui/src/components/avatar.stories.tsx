import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { Avatar } from "./avatar";

const pixel =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' width='32' height='32'><rect width='32' height='32' fill='%23304156'/></svg>";

const meta = {
  title: "Primitives/Avatar",
  component: Avatar,
  args: { name: "张老师" },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fallback: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: "张老师" })).toHaveTextContent("张");
  },
};

export const Image: Story = {
  args: { src: pixel, size: 48 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole("img", { name: "张老师" }).tagName).toBe("IMG"));
  },
};

export const BrokenImage: Story = {
  args: { src: "/does-not-exist.png" },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText("张")).toBeInTheDocument();
  },
};
