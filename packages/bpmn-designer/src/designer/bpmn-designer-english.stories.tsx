import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { useDesigner, type DesignerContextValue } from "../modeler/designer-context";
import { PropertiesPanel } from "../panel/properties-panel";
import { storyDiagram } from "../panel/stories/diagram";
import { BpmnDesigner, type BpmnDesignerProps } from "./bpmn-designer";

/** Where the play function finds the story's designer. */
const handle: { current: DesignerContextValue | null } = { current: null };

function CaptureDesigner() {
  const designer = useDesigner();
  React.useEffect(() => {
    handle.current = designer;
  });
  return null;
}

/** The whole designer as a product embeds it: the built-in toolbar, the canvas and the property panel. */
function EnglishDesigner(props: Omit<BpmnDesignerProps, "panel" | "toolbar">) {
  return (
    <BpmnDesigner
      {...props}
      panel={
        <>
          <PropertiesPanel />
          <CaptureDesigner />
        </>
      }
    />
  );
}

const meta = {
  title: "BPMN/Designer in English",
  component: EnglishDesigner,
  globals: { locale: "en" },
  args: { engine: "camunda", xml: storyDiagram("camunda"), height: 620 },
  beforeEach: () => {
    handle.current = null;
  },
} satisfies Meta<typeof EnglishDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On an English page the toolbar, the palette (bpmn-js's own English), the context pad and the property
 * panel read in English; a panel validation message too.
 */
export const English: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(handle.current?.store.getSnapshot().ready).toBe(true), { timeout: 15000 });
    const canvas = within(canvasElement);
    const bar = canvas.getByRole("toolbar", { name: "Process designer toolbar" });
    for (const name of ["Open file", "Download", "Preview", "Align left", "Zoom in", "Undo", "Save model"])
      await expect(within(bar).getByRole("button", { name })).toBeInTheDocument();
    // The palette: bpmn-js's English templates, untranslated.
    await expect(canvas.getByRole("button", { name: "Create task" })).toHaveAttribute("title", "Create task");
    await expect(canvas.getByRole("application", { name: "Process design canvas" })).toBeInTheDocument();

    const panel = within(await canvas.findByRole("region", { name: "Properties" }, { timeout: 15000 }));
    await expect(panel.getByRole("button", { name: "General" })).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("textbox", { name: "Process key" })).toHaveValue("leave");
    await expect(panel.getByRole("button", { name: "Messages and signals" })).toBeInTheDocument();
    const name = panel.getByRole("textbox", { name: "Process name" });
    await userEvent.clear(name);
    await userEvent.tab();
    await expect(await panel.findByText("Enter a process name")).toBeInTheDocument();
  },
};
