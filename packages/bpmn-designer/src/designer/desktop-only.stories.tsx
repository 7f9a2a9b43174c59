import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";

import "../styles.css";

import { leaveXml } from "../toolbar/stories/diagrams";
import { DesignerDesktopOnly } from "./desktop-only";

/** On a phone the designer page shows this instead: the designer is for desktops, the diagram is viewable. */
const meta = {
  title: "BPMN/Designer/Desktop only",
  component: DesignerDesktopOnly,
  args: { xml: leaveXml(), height: 360 },
} satisfies Meta<typeof DesignerDesktopOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice, then the process in the read-only viewer (no toolbar, no palette). */
export const OnAPhone: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("note")).toHaveTextContent("流程设计器仅支持桌面端（屏幕宽度至少 768 像素）");
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-slot="process-viewer"] [data-element-id="TaskA"]')).not.toBeNull(),
      { timeout: 15000 },
    );
    // Read-only: no palette, no 打开文件.
    await expect(canvasElement.querySelector(".djs-palette")).toBeNull();
    await expect(page.queryByRole("button", { name: "打开文件" })).toBeNull();
  },
};
