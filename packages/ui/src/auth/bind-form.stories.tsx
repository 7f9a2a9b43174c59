import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { AuthCard } from "./auth-card";
import { BindForm } from "./bind-form";

const meta = {
  title: "Auth/BindForm",
  component: BindForm,
  parameters: { layout: "fullscreen" },
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <AuthCard title="绑定账号">
        <Story />
      </AuthCard>
    ),
  ],
} satisfies Meta<typeof BindForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = (canvas: { getByLabelText: (label: RegExp) => HTMLElement }) => canvas.getByLabelText(/^\*?密码$/);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("输入已有账号的用户名和密码，第三方账号将与它绑定并登录")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toHaveAttribute("name", "username");
    await expect(password(canvas)).toHaveAttribute("name", "password");
  },
};

export const RequiredMessages: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "绑定并登录" }));
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toHaveAccessibleDescription("请输入用户名");
    await expect(password(canvas)).toHaveAccessibleDescription("请输入密码");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名" }), " linker9 ");
    await userEvent.type(password(canvas), "linker9pw{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: "linker9", password: "linker9pw" });
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名" }), "linker9");
    await userEvent.type(password(canvas), "linker9pw");
    await userEvent.click(canvas.getByRole("button", { name: "绑定并登录" }));
    await expect(await canvas.findByRole("button", { name: "绑定中..." })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("登录失败，账号密码不正确"))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名" }), "linker9");
    await userEvent.type(password(canvas), "wrong-pw");
    await userEvent.click(canvas.getByRole("button", { name: "绑定并登录" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("登录失败，账号密码不正确");
    await expect(canvas.getByRole("button", { name: "绑定并登录" })).toBeEnabled();
  },
};
