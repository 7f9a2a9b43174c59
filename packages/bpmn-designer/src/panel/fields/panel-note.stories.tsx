import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";

import "../../styles.css";

import { FieldStage } from "../stories/field-harness";
import { EngineLacks, PanelLink, PanelNote } from "./panel-note";

function Demo() {
  return (
    <FieldStage>
      <PanelNote>节点表单请在流程表单中设计。</PanelNote>
      <EngineLacks feature="跟踪时间" />
      <PanelLink href="/bpm/manager/form">前往流程表单</PanelLink>
    </FieldStage>
  );
}

const meta = {
  title: "BPMN/Panel/Fields/Notes and links",
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A note, the engine's "不支持" note (the story designer is flowable), and a plain link. */
export const NoteAndLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Flowable 不支持跟踪时间", {}, { timeout: 15000 })).toBeVisible();
    await expect(canvas.getByText("节点表单请在流程表单中设计。")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "前往流程表单" })).toHaveAttribute("href", "/bpm/manager/form");
  },
};

const navigate = fn();

/** Given `onNavigate` (the panel's prop), the link calls it instead of leaving the page. */
export const InAppNavigation: Story = {
  render: () => (
    <FieldStage onNavigate={navigate}>
      <PanelLink href="/bpm/manager/model">前往流程模型</PanelLink>
    </FieldStage>
  ),
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole("link", { name: "前往流程模型" }, { timeout: 15000 });
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("/bpm/manager/model");
  },
};
