import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";

import { ProfileForm } from "./profile-form";
import { message, Toaster } from "./toaster";

const meta = {
  title: "Pages/ProfileForm",
  component: ProfileForm,
  args: {
    defaultValues: { nickname: "张老师", mobile: "13800138000", email: "zhang@school.cn", sex: "1" },
    onSubmit: fn(async () => {}),
  },
  beforeEach: () => {
    message.dismiss();
  },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "用户昵称" })).toHaveValue("张老师");
    await expect(canvas.getByRole("radio", { name: "男" })).toBeChecked();
  },
};

export const SaveShowsSuccess: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "女" }));
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      nickname: "张老师",
      mobile: "13800138000",
      email: "zhang@school.cn",
      sex: "2",
    });
    await expect(await screen.findByText("修改成功")).toBeInTheDocument();
  },
};

export const RequiredMessages: Story = {
  args: { defaultValues: { nickname: "", mobile: "", email: "", sex: "1" } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    const nickname = canvas.getByRole("textbox", { name: "用户昵称" });
    await expect(nickname).toHaveAccessibleDescription("用户昵称不能为空");
    await expect(canvas.getByRole("textbox", { name: "手机号码" })).toHaveAccessibleDescription("手机号码不能为空");
    await expect(canvas.getByRole("textbox", { name: "邮箱" })).toHaveAccessibleDescription("邮箱地址不能为空");
    await expect(nickname).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidValues: Story = {
  play: async ({ canvas }) => {
    const mobile = canvas.getByRole("textbox", { name: "手机号码" });
    const email = canvas.getByRole("textbox", { name: "邮箱" });
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "2380013800099999");
    // Input limit 11.
    await expect(mobile).toHaveValue("23800138000");
    await userEvent.clear(email);
    await userEvent.type(email, "not-an-email");
    await userEvent.click(canvas.getByRole("button", { name: "保存" }));
    await expect(mobile).toHaveAccessibleDescription("请输入正确的手机号码");
    await expect(email).toHaveAccessibleDescription("请输入正确的邮箱地址");
    // Fixing a field clears its message as you type.
    await userEvent.clear(mobile);
    await userEvent.type(mobile, "13900139000");
    await waitFor(() => expect(mobile).not.toBeInvalid());
  },
};

export const EmailLimit: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "邮箱" });
    await expect(email).toHaveAttribute("maxlength", "50");
    await expect(canvas.getByRole("textbox", { name: "手机号码" })).toHaveAttribute("maxlength", "11");
  },
};
