import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";

import { ScaledContainer } from "./scaled-container";

const meta = {
  title: "Layout/ScaledContainer",
  component: ScaledContainer,
  args: {
    children: (
      <div className="flex size-full items-center justify-center bg-primary-soft text-2xl text-primary-strong">
        1100 × 720 设计稿
      </div>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 550, height: 500 }} className="bg-muted">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ScaledContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfSize: Story = {
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="scaled-container-content"]');
    // min(550 / 1100, 500 / 720) = 0.5
    await waitFor(() => expect(content?.dataset.scale).toBe("0.5000"));
    await expect(Math.round(content?.getBoundingClientRect().width ?? 0)).toBe(550);
  },
};

export const DebouncedResize: Story = {
  args: { debounce: 500 },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="scaled-container"]');
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="scaled-container-content"]');
    await waitFor(() => expect(content?.dataset.scale).toBe("0.5000"));
    if (box?.parentElement) box.parentElement.style.width = "275px";
    window.dispatchEvent(new Event("resize"));
    await new Promise((r) => setTimeout(r, 200));
    // Not yet: the resize is debounced by 500 ms.
    await expect(content?.dataset.scale).toBe("0.5000");
    await waitFor(() => expect(content?.dataset.scale).toBe("0.2500"), { timeout: 3000 });
  },
};
