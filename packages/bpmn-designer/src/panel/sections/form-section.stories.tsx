import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";

import "../../styles.css";

import { storyDiagram } from "../stories/diagram";
import { PanelStory, panelHandle } from "../stories/panel-harness";
import { openSection, panelOf, select } from "../stories/play-helpers";

const meta = {
  title: "BPMN/Panel/Form",
  component: PanelStory,
  args: { engine: "flowable", xml: storyDiagram("flowable") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** User tasks and start events: only a hint to use process forms, linking to /bpm/manager/form. */
export const HintWithLink: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("StartEvent_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("StartEvent_1"));
    await openSection(panel, "表单");
    await expect(panel.getByText(/节点表单请在流程表单中设计/)).toBeVisible();
    await expect(panel.getByRole("link", { name: "前往流程表单" })).toHaveAttribute("href", "/bpm/manager/form");
  },
};

/** With `onNavigate` the link is followed inside the app (router-agnostic), not by the browser. */
export const NavigatesInApp: Story = {
  args: { panelProps: { formsHref: "/bpm/manager/form?from=designer", onNavigate: fn() } },
  play: async ({ args, canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("UserTask_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("UserTask_1"));
    await openSection(panel, "表单");
    await userEvent.click(panel.getByRole("link", { name: "前往流程表单" }));
    await expect(args.panelProps?.onNavigate).toHaveBeenCalledWith("/bpm/manager/form?from=designer");
  },
};
