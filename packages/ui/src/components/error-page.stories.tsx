import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { ErrorPage } from "./error-page";

const meta = {
  title: "Pages/ErrorPage",
  component: ErrorPage,
  args: { code: 404, onHome: fn(), onBack: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("404错误! 找不到网页！");
    await userEvent.click(canvas.getByRole("button", { name: "返回首页" }));
    await expect(args.onHome).toHaveBeenCalledTimes(1);
  },
};

export const Unauthorised: Story = {
  args: { code: 401 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("401错误! 您没有访问权限！");
    await userEvent.click(canvas.getByRole("button", { name: "返回" }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
