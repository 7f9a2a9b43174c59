import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";

import { expectInertInside, expectWraps, hostileHtml, longUnbroken } from "../fixtures/hostile.mocks";
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
    // An image whose source is not http(s) goes altogether, its handler with it.
    await expect(canvasElement.querySelector("img")).toBeNull();
    await expect(canvas.getByText("链接").getAttribute("href")).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** A notification written to take over the page: it stays inert text inside its box. */
export const HostileContent: Story = {
  args: { html: hostileHtml },
  decorators: [
    (Story) => (
      <div style={{ padding: 40 }}>
        <div data-testid="frame" style={{ width: 320, border: "1px solid #ccc" }}>
          <Story />
        </div>
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="safe-html"]');
    await expect(box).not.toBeNull();
    if (!box) return;
    await expectInertInside(box);
    await expect(canvas.getByText("领取奖品")).toHaveAttribute("href", "http://x/phish");
    await expect(canvas.getByText("点我")).not.toHaveAttribute("href");
    await expect(canvas.getByText("盖住整页")).toBeInTheDocument();
    await expect(getComputedStyle(box).contain).toMatch(/content|paint/);
  },
};

/** A 2,000-character word wraps inside the box instead of widening it. */
export const LongUnbrokenText: Story = {
  args: { html: `<p>${longUnbroken}</p>` },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="safe-html"]');
    await expect(box).not.toBeNull();
    if (box) await expectWraps(box);
  },
};
