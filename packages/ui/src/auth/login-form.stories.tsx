import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";

import { message, Toaster } from "../components/toaster";
import { AuthCard } from "./auth-card";
import { LoginForm } from "./login-form";

/** A sign-in that never answers: the form stays in its submitting state. */
const pending = () => new Promise<void>(() => {});

const meta = {
  title: "Auth/LoginForm",
  component: LoginForm,
  parameters: { layout: "fullscreen" },
  args: {
    forgotHref: "/password",
    registerHref: "/register",
    onNavigate: fn(),
    onPasswordLogin: fn(async () => {}),
    onSmsLogin: fn(async () => {}),
    onSendCode: fn(async () => {}),
    // Each second of the send-code wait lasts 200 ms here, so the wait runs out within the story.
    countdown: { seconds: 2, stepMs: 200 },
  },
  beforeEach: () => {
    message.dismiss();
  },
  decorators: [
    (Story) => (
      <>
        <AuthCard title="智慧课堂" footer="演示账号：admin / admin123">
          <Story />
        </AuthCard>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "账号密码登录" })).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toHaveAttribute("name", "username");
    await expect(canvas.getByLabelText(/^\*?密码$/)).toHaveAttribute("name", "password");
    await expect(canvas.getByRole("checkbox", { name: "记住我" })).not.toBeChecked();
    await expect(canvas.getByRole("button", { name: "登 录" })).toBeEnabled();
  },
};

export const Remembered: Story = {
  args: { remembered: { username: "teacher1", password: "teacher123", rememberMe: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toHaveValue("teacher1");
    await expect(canvas.getByLabelText(/^\*?密码$/)).toHaveValue("teacher123");
    await expect(canvas.getByRole("checkbox", { name: "记住我" })).toBeChecked();
  },
};

export const RequiredMessages: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "登 录" }));
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toHaveAccessibleDescription("请输入用户名");
    await expect(canvas.getByLabelText(/^\*?密码$/)).toHaveAccessibleDescription("请输入密码");
    // Spaces are no user name.
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名" }), "   ");
    await userEvent.type(canvas.getByLabelText(/^\*?密码$/), "x");
    await userEvent.click(canvas.getByRole("button", { name: "登 录" }));
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toHaveAccessibleDescription("请输入用户名");
    await expect(args.onPasswordLogin).not.toHaveBeenCalled();
  },
};

export const SubmitTrimsAndRemembers: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名" }), "  teacher1  ");
    await userEvent.type(canvas.getByLabelText(/^\*?密码$/), " teacher123 ");
    // 记住我 by keyboard: Tab from the password reaches the box, Space ticks it.
    await userEvent.tab();
    await expect(canvas.getByRole("checkbox", { name: "记住我" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(canvas.getByRole("checkbox", { name: "记住我" })).toBeChecked();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPasswordLogin).toHaveBeenCalledWith({
      username: "teacher1",
      password: " teacher123 ",
      rememberMe: true,
    });
  },
};

export const Submitting: Story = {
  args: { onPasswordLogin: fn(pending) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名" }), "teacher1");
    await userEvent.type(canvas.getByLabelText(/^\*?密码$/), "teacher123");
    await userEvent.click(canvas.getByRole("button", { name: "登 录" }));
    await expect(await canvas.findByRole("button", { name: "登 录 中..." })).toBeDisabled();
    await expect(canvas.getByRole("form", { name: "账号登录" })).toHaveAttribute("aria-busy", "true");
  },
};

export const ServerError: Story = {
  args: { onPasswordLogin: fn(async () => Promise.reject(new Error("登录失败，账号密码不正确"))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "用户名" }), "teacher1");
    await userEvent.type(canvas.getByLabelText(/^\*?密码$/), "wrong-password");
    await userEvent.click(canvas.getByRole("button", { name: "登 录" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("登录失败，账号密码不正确");
    // Nothing typed is lost, and the form can be sent again.
    await expect(canvas.getByRole("textbox", { name: "用户名" })).toHaveValue("teacher1");
    await expect(canvas.getByRole("button", { name: "登 录" })).toBeEnabled();
  },
};

export const TabsByKeyboard: Story = {
  play: async ({ canvas }) => {
    const passwordTab = canvas.getByRole("tab", { name: "账号密码登录" });
    passwordTab.focus();
    await userEvent.keyboard("{ArrowRight}");
    const smsTab = canvas.getByRole("tab", { name: "短信验证码登录" });
    await expect(smsTab).toHaveFocus();
    await expect(smsTab).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName("短信验证码登录");
    await expect(canvas.getByRole("textbox", { name: "手机号" })).toHaveAttribute("name", "mobile");
    await userEvent.keyboard("{Home}");
    await expect(passwordTab).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(smsTab).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    await expect(smsTab).toHaveFocus();
  },
};

export const SmsValidation: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "短信验证码登录" }));
    const mobile = canvas.getByRole("textbox", { name: "手机号" });
    await userEvent.type(mobile, "2380013800");
    await userEvent.click(canvas.getByRole("button", { name: "获取验证码" }));
    await expect(mobile).toHaveAccessibleDescription("请输入正确的手机号码");
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "登 录" }));
    await expect(canvas.getByRole("textbox", { name: "验证码" })).toHaveAccessibleDescription("请输入验证码");
    await expect(args.onSmsLogin).not.toHaveBeenCalled();
  },
};

export const SmsCountdown: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "短信验证码登录" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "13800138000");
    await userEvent.click(canvas.getByRole("button", { name: "获取验证码" }));
    await expect(args.onSendCode).toHaveBeenCalledWith("13800138000");
    // While the wait runs the button counts down and cannot send again; then it can.
    await expect(await canvas.findByRole("button", { name: /秒后重新获取$/ })).toBeDisabled();
    await expect(await screen.findByText("验证码已发送")).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole("button", { name: "获取验证码" })).toBeEnabled());
  },
};

export const SmsSendFails: Story = {
  args: { onSendCode: fn(async () => Promise.reject(new Error("短信发送过于频繁"))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "短信验证码登录" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "13800138000");
    await userEvent.click(canvas.getByRole("button", { name: "获取验证码" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("短信发送过于频繁");
    await expect(canvas.getByRole("button", { name: "获取验证码" })).toBeEnabled();
  },
};

export const SmsSignIn: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: "短信验证码登录" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "手机号" }), "13800138000");
    await userEvent.type(canvas.getByRole("textbox", { name: "验证码" }), "123456");
    await userEvent.click(canvas.getByRole("button", { name: "登 录" }));
    await expect(args.onSmsLogin).toHaveBeenCalledWith({ mobile: "13800138000", code: "123456" });
  },
};

export const Links: Story = {
  play: async ({ args, canvas }) => {
    const register = canvas.getByRole("link", { name: "注册账号" });
    await expect(register).toHaveAttribute("href", "/register");
    await userEvent.click(canvas.getByRole("link", { name: "忘记密码？" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/password");
    await userEvent.click(register);
    await expect(args.onNavigate).toHaveBeenLastCalledWith("/register");
  },
};

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: "Username and password" })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: "Sign in" }));
    await expect(canvas.getByRole("textbox", { name: "Username" })).toHaveAccessibleDescription("Enter your username");
    await expect(within(canvas.getByRole("main")).getByRole("link", { name: "Create an account" })).toBeVisible();
  },
};
