import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { SearchBar } from "./search-bar";

const meta = {
  title: "Primitives/SearchBar",
  component: SearchBar,
  args: { label: "流程名称", onSearch: fn() },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing and 搜索 searches the trimmed text. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("textbox", { name: "流程名称" });
    await expect(box).toHaveAttribute("placeholder", "流程名称");
    await userEvent.type(box, "  请假 ");
    await userEvent.click(canvas.getByRole("button", { name: "搜索" }));
    await expect(args.onSearch).toHaveBeenCalledWith("请假");
  },
};

/** Enter in the box searches too. */
export const EnterSearches: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "流程名称" }), "调课{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("调课");
  },
};

/** With text: 重置 clears the box and searches everything. */
export const WithText: Story = {
  args: { defaultValue: "请假" },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("textbox", { name: "流程名称" });
    await expect(box).toHaveValue("请假");
    await userEvent.click(canvas.getByRole("button", { name: "重置" }));
    await expect(box).toHaveValue("");
    await expect(args.onSearch).toHaveBeenCalledWith("");
    await expect(canvas.getByRole("search", { name: "流程名称" })).toBeInTheDocument();
  },
};
