import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, userEvent, waitFor } from "storybook/test";

import { Button } from "./button";
import { alert, confirm, ConfirmProvider } from "./confirm";

function Demo() {
  const [result, setResult] = React.useState("");
  return (
    <ConfirmProvider>
      <div className="flex gap-2">
        <Button onClick={async () => setResult(String(await confirm("确定注销并退出系统吗？")))}>退出登录</Button>
        <Button
          onClick={async () => {
            await alert("作业已提交");
            setResult("alerted");
          }}
        >
          提示
        </Button>
      </div>
      <output className="mt-2 block text-sm" aria-label="结果">
        {result}
      </output>
    </ConfirmProvider>
  );
}

const meta = {
  title: "Primitives/Confirm",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async () => {
    await expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  },
};

export const ConfirmAccepts: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "退出登录" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(dialog).toHaveAccessibleDescription("确定注销并退出系统吗？");
    await waitFor(() => expect(screen.getByRole("button", { name: "确定" })).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(canvas.getByLabelText("结果")).toHaveTextContent("true"));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ConfirmCancels: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "退出登录" });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole("button", { name: "取消" }));
    await waitFor(() => expect(canvas.getByLabelText("结果")).toHaveTextContent("false"));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "退出登录" }));
    await screen.findByRole("alertdialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(canvas.getByLabelText("结果")).toHaveTextContent("false"));
  },
};

export const Alert: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "提示" }));
    const dialog = await screen.findByRole("alertdialog", { name: "系统提示" });
    await expect(screen.queryByRole("button", { name: "取消" })).not.toBeInTheDocument();
    await expect(dialog).toHaveAccessibleDescription("作业已提交");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(canvas.getByLabelText("结果")).toHaveTextContent("alerted"));
  },
};
