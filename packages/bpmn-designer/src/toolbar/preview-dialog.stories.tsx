import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import { BpmnDesigner } from "../designer/bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "../designer/designer-probe.mocks";
import { PreviewDialog, type Preview } from "./preview-dialog";
import { leaveXml } from "./stories/diagrams";
import { withToaster } from "./stories/toolbar-stories";

/** Opens the preview with the diagram's XML (the toolbar's preview menu does the same). */
function PreviewOpener() {
  const [preview, setPreview] = React.useState<Preview | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={async () => setPreview({ kind: "xml", text: await designerHandle.current!.commands.exportXml() })}
      >
        打开预览
      </button>
      <PreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </>
  );
}

/** The read-only preview dialog, 80 % wide. */
const meta = {
  title: "BPMN/Toolbar/Preview dialog",
  component: PreviewDialog,
  decorators: [withToaster],
  args: { preview: null, onClose: () => undefined },
  render: () => (
    <BpmnDesigner
      engine="flowable"
      xml={leaveXml()}
      height={420}
      toolbar={<PreviewOpener />}
      panel={<DesignerProbe />}
    />
  ),
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof PreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Long lines do not wrap (the XML keeps its shape); the text can be selected but not changed; focus returns. */
export const ReadOnlyText: Story = {
  play: async ({ canvasElement }) => {
    await readyDesigner();
    const opener = within(canvasElement).getByRole("button", { name: "打开预览" });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "XML 预览" });
    const text = within(dialog).getByRole("textbox") as HTMLTextAreaElement;
    await expect(text).toHaveAttribute("wrap", "off");
    const before = text.value;
    text.focus();
    await userEvent.keyboard("abc");
    await expect(text.value).toBe(before);
    await userEvent.click(within(dialog).getByRole("button", { name: "关闭" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
