import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../../styles.css";

import { storyDiagram } from "../stories/diagram";
import { PanelStory, panelHandle } from "../stories/panel-harness";
import { commandStack, expectOneUndoStep, exportXml, openSection, panelOf, typeText } from "../stories/play-helpers";

const meta = {
  title: "BPMN/Panel/Messages and signals",
  component: PanelStory,
  args: {
    engine: "camunda",
    xml: storyDiagram("camunda", {
      roots: '<bpmn:message id="Message_1" name="回执" />\n  <bpmn:signal id="Signal_1" name="撤回" />',
    }),
  },
  beforeEach: () => {
    panelHandle.current = null;
  },
} satisfies Meta<typeof PanelStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the open dialog's id and name and presses 确定. */
async function fillAndSave(id: string, name: string) {
  const dialog = await screen.findByRole("dialog");
  const idInput = within(dialog).getAllByRole("textbox")[0]!;
  const nameInput = within(dialog).getAllByRole("textbox")[1]!;
  await userEvent.clear(idInput);
  await typeText(idInput, id);
  await userEvent.clear(nameInput);
  await typeText(nameInput, name);
  await userEvent.click(within(dialog).getByRole("button", { name: "确定" }));
  return dialog;
}

/** The process's messages and signals are listed; a new one is added to the definitions in one undo step and saved with the XML. */
export const AddMessageAndSignal: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "消息与信号");
    const messages = panel.getByRole("table", { name: "消息列表" });
    await expect(within(messages).getByRole("cell", { name: "Message_1" })).toBeInTheDocument();
    await expect(
      within(panel.getByRole("table", { name: "信号列表" })).getByRole("cell", { name: "撤回" }),
    ).toBeInTheDocument();

    await userEvent.click(panel.getByRole("button", { name: "创建新消息" }));
    const dialog = await screen.findByRole("dialog", { name: "创建新消息" });
    await expect(dialog.className).toContain("max-w-[600px]");
    await fillAndSave("Message_done", "办结");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(within(messages).getByRole("cell", { name: "Message_done" })).toBeInTheDocument();
    await expect(await exportXml()).toContain('<bpmn:message id="Message_done" name="办结" />');
    await expectOneUndoStep(async () => {
      await waitFor(() => expect(within(messages).queryByRole("cell", { name: "Message_done" })).toBeNull());
      await expect(await exportXml()).not.toContain("Message_done");
    });

    await userEvent.click(panel.getByRole("button", { name: "创建新信号" }));
    await fillAndSave("Signal_stop", "终止");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(await exportXml()).toContain('<bpmn:signal id="Signal_stop" name="终止" />');
  },
};

/** An id another message (signal) has is refused with the spec's text, and nothing is added. */
export const DuplicateIds: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "消息与信号");
    await userEvent.click(panel.getByRole("button", { name: "创建新消息" }));
    const messageDialog = await fillAndSave("Message_1", "重复");
    await expect(within(messageDialog).getByText("该消息已存在，请修改id后重新保存")).toBeVisible();
    await expect(within(messageDialog).getByRole("textbox", { name: /消息ID/ })).toHaveAccessibleDescription(
      "该消息已存在，请修改id后重新保存",
    );
    await userEvent.click(within(messageDialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    await userEvent.click(panel.getByRole("button", { name: "创建新信号" }));
    const signalDialog = await fillAndSave("Signal_1", "重复");
    await expect(within(signalDialog).getByText("该信号已存在，请修改id后重新保存")).toBeVisible();
    await expect(commandStack().canUndo()).toBe(false);

    // Required fields.
    await fillAndSave("", "");
    await expect(within(signalDialog).getByText("请填写ID")).toBeVisible();
    await expect(within(signalDialog).getByText("请填写名称")).toBeVisible();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await expect(commandStack().canUndo()).toBe(false);
  },
};

/** Editing a message changes its id and name in one step; a receive task referring to it follows. */
export const EditMessage: Story = {
  args: {
    xml: storyDiagram("camunda", {
      roots: '<bpmn:message id="Message_1" name="回执" />',
      elements: { ReceiveTask_1: { attrs: 'messageRef="Message_1"' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "消息与信号");
    await userEvent.click(panel.getByRole("button", { name: "编辑 Message_1" }));
    await fillAndSave("Message_receipt", "签收回执");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const xml = await exportXml();
    await expect(xml).toContain('<bpmn:message id="Message_receipt" name="签收回执" />');
    await expect(xml).toContain('<bpmn:receiveTask id="ReceiveTask_1" name="等待回执" messageRef="Message_receipt" />');
    await expectOneUndoStep(async () => expect(await exportXml()).toContain('messageRef="Message_1"'));
  },
};

/** The editor dialog does not close on a click on its backdrop: a half-filled form is kept. */
export const DialogStaysOnBackdropClick: Story = {
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await openSection(panel, "消息与信号");
    await userEvent.click(panel.getByRole("button", { name: "创建新消息" }));
    const dialog = await screen.findByRole("dialog", { name: "创建新消息" });
    await typeText(within(dialog).getAllByRole("textbox")[0]!, "Message_half");
    const overlay = document.querySelector('[data-slot="dialog-overlay"]')!;
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(screen.getByRole("dialog", { name: "创建新消息" })).toBeInTheDocument();
    await expect(within(dialog).getAllByRole("textbox")[0]).toHaveValue("Message_half");
    await userEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  },
};
