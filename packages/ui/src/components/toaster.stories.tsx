import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { message, notification, Toaster } from "./toaster";

function Demo() {
  return (
    <div className="flex flex-wrap gap-2">
      <Toaster />
      <Button onClick={() => message.success("修改成功")}>成功消息</Button>
      <Button onClick={() => message.error("当前操作没有权限")}>错误消息</Button>
      <Button onClick={() => message.error("演示模式，不允许进行写操作", { persistent: true })}>持久消息</Button>
      <Button onClick={() => notification.error({ title: "参数错误", description: "课程编号不能为空" })}>通知</Button>
    </div>
  );
}

const meta = {
  title: "Primitives/Toaster",
  component: Demo,
  beforeEach: () => {
    message.dismiss();
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async () => {
    await expect(screen.queryByText("修改成功")).not.toBeInTheDocument();
  },
};

export const SuccessMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "成功消息" }));
    const toast = await screen.findByText("修改成功");
    await expect(toast.closest("[data-sonner-toast]")).toHaveAttribute("data-type", "success");
  },
};

export const DismissedAfterFiveSeconds: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "成功消息" }));
    await screen.findByText("修改成功");
    await new Promise((r) => setTimeout(r, 4000));
    await expect(screen.getByText("修改成功")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("修改成功")).not.toBeInTheDocument(), { timeout: 5000 });
  },
};

export const ErrorMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "错误消息" }));
    await expect(await screen.findByText("当前操作没有权限")).toBeInTheDocument();
  },
};

export const PersistentMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "持久消息" }));
    const text = await screen.findByText("演示模式，不允许进行写操作");
    const toast = text.closest<HTMLElement>("[data-sonner-toast]");
    // A persistent message offers a close button and waits for it.
    const close = toast?.querySelector<HTMLButtonElement>("button[aria-label='关闭']");
    await expect(close).not.toBeNull();
    await userEvent.click(close as HTMLButtonElement);
    await waitFor(() => expect(screen.queryByText("演示模式，不允许进行写操作")).not.toBeInTheDocument());
  },
};

export const Notification: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "通知" }));
    await expect(await screen.findByText("参数错误")).toBeInTheDocument();
    await expect(screen.getByText("课程编号不能为空")).toBeInTheDocument();
  },
};
