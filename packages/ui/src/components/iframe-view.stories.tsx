import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, waitFor } from "storybook/test";

import { IframeView } from "./iframe-view";

const page =
  "data:text/html;charset=utf-8," +
  encodeURIComponent("<!doctype html><html lang='zh'><title>说明</title><p>嵌入页面</p></html>");

const meta = {
  title: "Primitives/IframeView",
  component: IframeView,
  args: { src: page, title: "课程说明", height: 200, onLoad: fn() },
} satisfies Meta<typeof IframeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onLoad).toHaveBeenCalled());
    await expect(canvas.queryByText("正在加载页面，请稍候！")).not.toBeInTheDocument();
    await expect(canvas.getByTitle("课程说明")).toBeInTheDocument();
  },
};

export const Loading: Story = {
  // A frame whose load never finishes in the test (an unreachable port) shows the loading text.
  args: { src: "http://127.0.0.1:9/never" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("正在加载页面，请稍候！");
  },
};
