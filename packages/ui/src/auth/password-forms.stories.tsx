import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { message, Toaster } from "../components/toaster";
import { AuthCard } from "./auth-card";
import { ChangePasswordForm, ResetPasswordForm } from "./password-forms";

const passwordRule = { min: 8, max: 128, message: "密码长度为 8 到 128 位" };

const meta = {
  title: "Auth/ResetPasswordForm",
  component: ResetPasswordForm,
  parameters: { layout: "fullscreen" },
  args: {
    onSubmit: fn(async () => {}),
    onSendCode: fn(async () => {}),
    passwordRule,
    // Each second of the send-code wait lasts 200 ms here, so the wait runs out within the story.
    countdown: { seconds: 2, stepMs: 200 },
  },
  beforeEach: () => {
    message.dismiss();
  },
  decorators: [
    (Story) => (
      <>
        <AuthCard title="忘记密码">
          <Story />
        </AuthCard>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields by their labels (a required label carries a hidden star). */
const field = (canvas: { getByLabelText: (label: RegExp) => HTMLElement }, name: string) =>
  canvas.getByLabelText(new RegExp(`^\\*?${name}$`));

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("form", { name: "忘记密码" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "获取验证码" })).toBeEnabled();
  },
};

export const RequiredMessages: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "确 定" }));
    await expect(field(canvas, "手机号")).toHaveAccessibleDescription("请输入正确的手机号码");
    await expect(field(canvas, "验证码")).toHaveAccessibleDescription("请输入验证码");
    await expect(field(canvas, "新密码")).toHaveAccessibleDescription("密码长度为 8 到 128 位");
    await userEvent.type(field(canvas, "新密码"), "newpass12");
    await userEvent.type(field(canvas, "确认密码"), "newpass13");
    await userEvent.click(canvas.getByRole("button", { name: "确 定" }));
    await expect(field(canvas, "确认密码")).toHaveAccessibleDescription("两次输入的密码不一致");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CodeAndNewPassword: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(field(canvas, "手机号"), "13800138000");
    await userEvent.click(canvas.getByRole("button", { name: "获取验证码" }));
    await expect(args.onSendCode).toHaveBeenCalledWith("13800138000");
    await expect(await canvas.findByRole("button", { name: /秒后重新获取$/ })).toBeDisabled();
    await userEvent.type(field(canvas, "验证码"), " 1234 ");
    await userEvent.type(field(canvas, "新密码"), "newpass12");
    await userEvent.type(field(canvas, "确认密码"), "newpass12");
    await userEvent.click(canvas.getByRole("button", { name: "确 定" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ mobile: "13800138000", code: "1234", password: "newpass12" });
    await expect(await screen.findByText("修改成功")).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole("button", { name: "获取验证码" })).toBeEnabled());
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("验证码不正确"))) },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, "手机号"), "13800138000");
    await userEvent.type(field(canvas, "验证码"), "0000");
    await userEvent.type(field(canvas, "新密码"), "newpass12");
    await userEvent.type(field(canvas, "确认密码"), "newpass12");
    await userEvent.click(canvas.getByRole("button", { name: "确 定" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("验证码不正确");
    await expect(canvas.getByRole("button", { name: "确 定" })).toBeEnabled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, "手机号"), "13800138000");
    await userEvent.type(field(canvas, "验证码"), "1234");
    await userEvent.type(field(canvas, "新密码"), "newpass12");
    await userEvent.type(field(canvas, "确认密码"), "newpass12");
    await userEvent.click(canvas.getByRole("button", { name: "确 定" }));
    await expect(canvas.getByRole("button", { name: "确 定" })).toBeDisabled();
    await expect(canvas.getByRole("form", { name: "忘记密码" })).toHaveAttribute("aria-busy", "true");
  },
};

export const Change: StoryObj<typeof ChangePasswordForm> = {
  render: (args) => <ChangePasswordForm {...args} />,
  args: { onSubmit: fn(async () => {}), passwordRule },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "确 定" }));
    await expect(field(canvas, "旧密码")).toHaveAccessibleDescription("请输入密码");
    await expect(field(canvas, "新密码")).toHaveAccessibleDescription("密码长度为 8 到 128 位");
    await userEvent.type(field(canvas, "旧密码"), "oldpass1");
    await userEvent.type(field(canvas, "新密码"), "newpass12");
    await userEvent.type(field(canvas, "确认密码"), "newpass12");
    await userEvent.click(canvas.getByRole("button", { name: "确 定" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ oldPassword: "oldpass1", newPassword: "newpass12" });
    await expect(await screen.findByText("修改成功")).toBeInTheDocument();
    // Saved: the form empties.
    await waitFor(() => expect(field(canvas, "旧密码")).toHaveValue(""));
  },
};

export const ChangeRefused: StoryObj<typeof ChangePasswordForm> = {
  render: (args) => <ChangePasswordForm {...args} />,
  args: { onSubmit: fn(async () => Promise.reject(new Error("旧密码不正确"))), passwordRule },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, "旧密码"), "wrongpass");
    await userEvent.type(field(canvas, "新密码"), "newpass12");
    await userEvent.type(field(canvas, "确认密码"), "newpass12");
    await userEvent.click(canvas.getByRole("button", { name: "确 定" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("旧密码不正确");
    await expect(field(canvas, "旧密码")).toHaveValue("wrongpass");
  },
};
