import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { Button } from "../components/button";
import { AuthProblem, AuthWaiting } from "./auth-problem";

const meta = {
  title: "Auth/AuthProblem",
  component: AuthProblem,
  parameters: { layout: "fullscreen" },
  args: {
    title: "第三方登录未完成",
    message: "未配置社交登录平台",
    loginHref: "/login",
    onNavigate: fn(),
  },
} satisfies Meta<typeof AuthProblem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Problem: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("heading", { name: "第三方登录未完成" })).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent("未配置社交登录平台");
    const back = canvas.getByRole("link", { name: "返回登录" });
    await expect(back).toHaveAttribute("href", "/login");
    await userEvent.click(back);
    await expect(args.onNavigate).toHaveBeenCalledWith("/login");
  },
};

export const WithAnotherWayOn: Story = {
  args: {
    children: (
      <Button asChild className="w-full">
        <a href="/bind?type=20&code=c9&state=s9">绑定已有账号</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "绑定已有账号" })).toHaveAttribute(
      "href",
      "/bind?type=20&code=c9&state=s9",
    );
    await expect(canvas.getByRole("link", { name: "返回登录" })).toBeVisible();
  },
};

export const Waiting: Story = {
  render: () => <AuthWaiting title="第三方登录" text="正在登录…" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在登录…");
  },
};
