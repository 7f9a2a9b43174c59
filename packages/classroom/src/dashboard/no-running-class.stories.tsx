import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";

import { NoRunningClass, RunningClassLoading } from "./no-running-class";

const meta = {
  title: "Classroom/Dashboard/NoRunningClass",
  component: NoRunningClass,
  args: { onNavigate: fn() },
} satisfies Meta<typeof NoRunningClass>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the class dashboard, where sessions start: only the line. */
export const OnTheDashboard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("当前没有进行中的课");
    await expect(canvas.queryByRole("link")).not.toBeInTheDocument();
  },
};

/** On a page acting on the running session: 去上课 leads to where sessions start, through the router;
 * reachable with Tab and followed with Enter. */
export const WithStartLink: Story = {
  args: { startHref: "/teacher/new" },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole("link", { name: "去上课" });
    await expect(link).toHaveAttribute("href", "/teacher/new");
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onNavigate).toHaveBeenCalledWith("/teacher/new");
  },
};

/** While the running session is read: 正在加载. */
export const Loading: Story = {
  render: () => <RunningClassLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在加载");
  },
};
