import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { type DictOption, DictTag } from "./dict-tag";

const status: DictOption[] = [
  { value: 0, label: "开启", colorType: "primary" },
  { value: 1, label: "关闭", colorType: "info", cssClass: "italic" },
  { value: 2, label: "异常", colorType: "danger" },
  { value: 3, label: "草稿", colorType: "" },
];

const meta = {
  title: "Primitives/DictTag",
  component: DictTag,
  args: { options: status, value: 0 },
} satisfies Meta<typeof DictTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("开启")).toHaveAttribute("data-slot", "dict-tag");
  },
};

export const WithCssClass: Story = {
  args: { value: "1" },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("关闭")).toHaveClass("italic");
  },
};

export const DefaultColour: Story = {
  args: { value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("草稿")).toBeInTheDocument();
  },
};

export const UnknownValue: Story = {
  args: { value: 9 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("9")).toBeInTheDocument();
  },
};
