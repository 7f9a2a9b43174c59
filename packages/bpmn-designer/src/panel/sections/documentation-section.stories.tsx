import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";

import "../../styles.css";

import { storyDiagram } from "../stories/diagram";
import { PanelStory, panelHandle } from "../stories/panel-harness";
import {
  commandStack,
  expectOneUndoStep,
  exportXml,
  openSection,
  panelOf,
  select,
  typeText,
} from "../stories/play-helpers";

const meta = {
  title: "BPMN/Panel/Other",
  component: PanelStory,
  args: { engine: "camunda", xml: storyDiagram("camunda") },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Documentation: a text area of 2 rows growing to 4, written when left (one undo step); emptying it removes it. */
export const Documentation: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    select("Gateway_1");
    await waitFor(() => expect(panel.getByRole("textbox", { name: "ID" })).toHaveValue("Gateway_1"));
    await openSection(panel, "其他");
    const doc = panel.getByRole("textbox", { name: "元素文档" });
    await expect(doc).toHaveAttribute("rows", "2");
    await userEvent.click(doc);
    await typeText(doc, "第一行\n第二行\n第三行");
    await expect(doc).toHaveAttribute("rows", "3");
    await typeText(doc, "\n第四行\n第五行");
    await expect(doc).toHaveAttribute("rows", "4");
    await expect(commandStack().canUndo()).toBe(false);
    await userEvent.tab();
    await expect(await exportXml()).toContain(
      "<bpmn:documentation>第一行\n第二行\n第三行\n第四行\n第五行</bpmn:documentation>",
    );
    await expectOneUndoStep(() => waitFor(() => expect(doc).toHaveValue("")));

    await userEvent.click(doc);
    await typeText(doc, "说明");
    await userEvent.tab();
    await userEvent.clear(doc);
    await userEvent.tab();
    await expect(await exportXml()).not.toContain("bpmn:documentation");
  },
};
