import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { AuthCard, AuthField, AuthLink } from "./auth-card";

const meta = {
  title: "Auth/AuthCard",
  component: AuthCard,
  parameters: { layout: "fullscreen" },
  args: {
    title: "智慧课堂",
    footer: "演示账号：admin / admin123",
    children: <p>内容</p>,
  },
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("main")).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 1, name: "智慧课堂" })).toBeVisible();
    await expect(canvas.getByText("演示账号：admin / admin123")).toBeVisible();
  },
};

export const FieldWithError: Story = {
  args: {
    footer: undefined,
    children: <AuthField label="用户名" error="请输入用户名" name="username" defaultValue="" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: "用户名" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription("请输入用户名");
  },
};

const onNavigate = fn();

export const LinkFollowedByTheRouter: Story = {
  args: {
    children: (
      <AuthLink href="/register" onNavigate={onNavigate}>
        注册账号
      </AuthLink>
    ),
  },
  beforeEach: () => {
    onNavigate.mockClear();
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("link", { name: "注册账号" }));
    await expect(onNavigate).toHaveBeenCalledWith("/register");
  },
};
