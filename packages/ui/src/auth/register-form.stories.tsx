import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { message, Toaster } from "../components/toaster";
import { AuthCard } from "./auth-card";
import { RegisterForm } from "./register-form";

const meta = {
  title: "Auth/RegisterForm",
  component: RegisterForm,
  parameters: { layout: "fullscreen" },
  args: {
    loginHref: "/login",
    onNavigate: fn(),
    onSubmit: fn(async () => {}),
    onSendCode: fn(async () => {}),
    passwordRule: { min: 8, max: 128, message: "密码长度为 8 到 128 位" },
    // Each second of the send-code wait lasts 200 ms here, so the wait runs out within the story.
    countdown: { seconds: 2, stepMs: 200 },
  },
  beforeEach: () => {
    message.dismiss();
  },
  decorators: [
    (Story) => (
      <>
        <AuthCard title="注册账号">
          <Story />
        </AuthCard>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields by their labels (a required label carries a hidden star). */
const field = (canvas: { getByLabelText: (label: RegExp) => HTMLElement }, name: string) =>
  canvas.getByLabelText(new RegExp(`^\\*?${name}$`));

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("form", { name: "注册账号" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "获取验证码" })).toBeEnabled();
    await expect(canvas.getByRole("link", { name: "直接登录" })).toHaveAttribute("href", "/login");
  },
};

export const RequiredMessages: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "注册" }));
    await expect(field(canvas, "用户名")).toHaveAccessibleDescription("请输入用户名");
    await expect(field(canvas, "密码")).toHaveAccessibleDescription("密码长度为 8 到 128 位");
    await expect(field(canvas, "确认密码")).toHaveAccessibleDescription("请再次输入密码");
    await expect(field(canvas, "手机号")).toHaveAccessibleDescription("请输入正确的手机号码");
    await expect(field(canvas, "验证码")).toHaveAccessibleDescription("请输入验证码");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(field(canvas, "用户名"), "abc");
    await userEvent.type(field(canvas, "密码"), "newpass1");
    await userEvent.type(field(canvas, "确认密码"), "newpass2");
    await userEvent.click(canvas.getByRole("button", { name: "注册" }));
    await expect(field(canvas, "用户名")).toHaveAccessibleDescription("用户名为 4 到 30 位字母、数字或下划线");
    await expect(field(canvas, "确认密码")).toHaveAccessibleDescription("两次输入的密码不一致");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SendCodeCountdown: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "获取验证码" }));
    await expect(field(canvas, "手机号")).toHaveAccessibleDescription("请输入正确的手机号码");
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(field(canvas, "手机号"), "13900000077");
    await userEvent.click(canvas.getByRole("button", { name: "获取验证码" }));
    await expect(args.onSendCode).toHaveBeenCalledWith("13900000077");
    await expect(await canvas.findByRole("button", { name: /秒后重新获取$/ })).toBeDisabled();
    await expect(await screen.findByText("验证码已发送")).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole("button", { name: "获取验证码" })).toBeEnabled());
  },
};

/** Fills a complete, valid form. */
async function fillValid(canvas: Parameters<typeof field>[0]) {
  await userEvent.type(field(canvas, "用户名"), " newstudent ");
  await userEvent.type(field(canvas, "密码"), "newpass1");
  await userEvent.type(field(canvas, "确认密码"), "newpass1");
  await userEvent.type(field(canvas, "手机号"), "13900000077");
  await userEvent.type(field(canvas, "验证码"), "1234");
}

export const Submitted: Story = {
  play: async ({ args, canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "注册" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      username: "newstudent",
      password: "newpass1",
      mobile: "13900000077",
      code: "1234",
    });
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "注册" }));
    await expect(await canvas.findByRole("button", { name: "注册中..." })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error("验证码不正确"))) },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "注册" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("验证码不正确");
    await expect(field(canvas, "用户名")).toHaveValue(" newstudent ");
    await expect(canvas.getByRole("button", { name: "注册" })).toBeEnabled();
  },
};

export const BackToLogin: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("link", { name: "直接登录" }));
    await expect(args.onNavigate).toHaveBeenCalledWith("/login");
  },
};
