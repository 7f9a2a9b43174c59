import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { SafeHtml } from "./safe-html";

const meta = {
  title: "Primitives/SafeHtml",
  component: SafeHtml,
  args: {
    html: '<p>作业<strong>已批改</strong></p><img src="x" onerror="window.__pwned = true" alt="图"><script>window.__pwned = true</script><a href="javascript:alert(1)">链接</a>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sanitised: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText("已批改").tagName).toBe("STRONG");
    await expect(canvasElement.querySelector("script")).toBeNull();
    await expect(canvasElement.querySelector("img")?.getAttribute("onerror")).toBeNull();
    await expect(canvas.getByText("链接").getAttribute("href")).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};
