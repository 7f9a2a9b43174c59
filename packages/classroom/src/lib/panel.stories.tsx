import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { EmptyState, ErrorState, LoadingState, Panel } from "./panel";

const meta = {
  title: "Classroom/Shared/Panel",
  component: Panel,
  tags: ["!autodocs"],
  args: { title: "课堂提问" },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame: a region named by its heading, with a description and actions. */
export const Frame: Story = {
  args: { description: "高一数学 · 函数的单调性", children: <EmptyState>还没有学生作答</EmptyState> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("region", { name: "课堂提问" })).toHaveTextContent("高一数学 · 函数的单调性");
  },
};

/** Loading, announced as a status. */
export const Loading: Story = {
  args: { children: <LoadingState /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("加载中…");
  },
};

const retry = fn();
/** A failure: the message as an alert, and a retry. */
export const Failure: Story = {
  args: { children: <ErrorState message="当前操作没有权限" onRetry={retry} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("当前操作没有权限");
    await userEvent.click(canvas.getByRole("button", { name: "重试" }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
