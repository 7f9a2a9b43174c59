import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, waitFor, within } from "storybook/test";

import "../styles.css";
import "./viewer.css";

import { ProcessViewer } from "./process-viewer";
import { corpusFileNames, loadCorpusFile } from "./stories/corpus-files";

/**
 * The public BPMN corpus (test-fixtures/corpus, cited in its CORPUS.md) in the process viewer: every
 * file renders with no import error (a file without diagram interchange says there is nothing to
 * show). One story plays all files in turn, so the run stays short; the designer's round trip of the
 * same files is the story "BPMN/Designer/Corpus round trip".
 */
const viewerControl: { show?: (next: { name: string; xml: string }) => void } = {};

function CorpusViewer() {
  const [current, setCurrent] = React.useState<{ name: string; xml: string } | null>(null);
  React.useEffect(() => {
    viewerControl.show = setCurrent;
  }, []);
  if (!current) return <p className="p-4 text-sm">{corpusFileNames.length} 个语料文件</p>;
  return (
    <div className="grid gap-3 p-4">
      <p className="text-sm font-medium">{current.name}</p>
      <ProcessViewer key={current.name} xml={current.xml} height={480} />
    </div>
  );
}

const meta = {
  title: "BPMN/Corpus",
  component: CorpusViewer,
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof CorpusViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Files without diagram interchange: the viewer says so instead of drawing. */
const withoutDiagram = new Set(["activiti-encoding-iso-8859-1-no-di.bpmn"]);

/** Every file, one after the other: drawn with no alert. */
export const EveryFileRendersInTheViewer: Story = {
  play: async ({ canvasElement }) => {
    const viewer = within(canvasElement);
    await waitFor(() => expect(viewerControl.show).toBeDefined());
    for (const name of corpusFileNames) {
      const xml = await loadCorpusFile(name);
      // Decoded in its declared encoding: no replacement character from a misread byte.
      await expect(xml).not.toContain("\uFFFD");
      viewerControl.show!({ name, xml });
      await viewer.findByText(name);
      if (withoutDiagram.has(name)) {
        const alert = await viewer.findByRole("alert", {}, { timeout: 15000 });
        await expect(alert).toHaveTextContent("该流程文件没有可显示的图形");
        continue;
      }
      await waitFor(
        () => {
          expect(canvasElement.querySelector('[data-slot="process-viewer-loading"]')).toBeNull();
          expect(canvasElement.querySelector('[data-slot="process-viewer"] [data-element-id]')).not.toBeNull();
        },
        { timeout: 15000 },
      );
      await expect(viewer.queryByRole("alert"), name).toBeNull();
    }
  },
};
