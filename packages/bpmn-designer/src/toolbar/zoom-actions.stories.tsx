import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { BpmnDesigner } from "../designer/bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "../designer/designer-probe.mocks";
import { leaveXml } from "./stories/diagrams";
import { button, withToaster } from "./stories/toolbar-stories";
import { ZoomActions } from "./zoom-actions";

/** Zoom out / in / reset with the percentage (spec §4, §9), inside the designer they act on. */
const meta = {
  title: "BPMN/Toolbar/Zoom",
  component: ZoomActions,
  decorators: [withToaster],
  render: (args) => <BpmnDesigner {...args} />,
  args: { engine: "flowable", xml: leaveXml(), height: 460, panel: <DesignerProbe /> },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof BpmnDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

const level = (root: HTMLElement) => within(root).getByRole("status", { name: "当前缩放比例" });

/** Steps of 10 %, reset to 100 %. */
export const StepAndReset: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    await expect(level(canvasElement)).toHaveTextContent("100%");
    await userEvent.click(button(canvasElement, "放大视图"));
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("110%"));
    await userEvent.click(button(canvasElement, "放大视图"));
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("120%"));
    for (let i = 0; i < 4; i++) await userEvent.click(button(canvasElement, "缩小视图"));
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("80%"));
    await userEvent.click(button(canvasElement, "重置视图并居中"));
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("100%"));
    // After "fit" the scale is off the grid; a step lands on the next multiple of 10 %.
    designerHandle.current!.commands.zoomTo(0.87);
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("87%"));
    await userEvent.click(button(canvasElement, "放大视图"));
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("90%"));
  },
};

/** At 20 % zoom out is disabled, at 400 % zoom in; outside the range the command raises a RangeError. */
export const Bounds: Story = {
  play: async ({ canvasElement }) => {
    const { commands } = await readyDesigner();
    commands.zoomTo(0.3);
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("30%"));
    await expect(button(canvasElement, "缩小视图")).toBeEnabled();
    await userEvent.click(button(canvasElement, "缩小视图"));
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("20%"));
    await expect(button(canvasElement, "缩小视图")).toBeDisabled();
    await expect(button(canvasElement, "放大视图")).toBeEnabled();

    commands.zoomTo(3.9);
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("390%"));
    await userEvent.click(button(canvasElement, "放大视图"));
    await waitFor(() => expect(level(canvasElement)).toHaveTextContent("400%"));
    await expect(button(canvasElement, "放大视图")).toBeDisabled();
    await expect(button(canvasElement, "缩小视图")).toBeEnabled();

    await expect(() => commands.zoomTo(4.1)).toThrow(RangeError);
    await expect(() => commands.zoomTo(0.1)).toThrow(RangeError);
    await expect(level(canvasElement)).toHaveTextContent("400%");
  },
};
