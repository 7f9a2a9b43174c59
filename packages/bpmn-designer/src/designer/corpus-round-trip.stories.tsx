import type { Meta, StoryObj } from "@storybook/react-vite";
import * as React from "react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";

import "../styles.css";

import type { Engine } from "../core/engines";
import { chooseFile, withToaster } from "../toolbar/stories/toolbar-stories";
import { engineOf } from "../viewer/stories/corpus-check";
import { corpusFileNames, loadCorpusBytes, loadCorpusFile } from "../viewer/stories/corpus-files";
import { BpmnDesigner } from "./bpmn-designer";
import { DesignerProbe, designerHandle, readyDesigner } from "./designer-probe.mocks";
import { compareXml } from "./stories/corpus-compare";

/**
 * The public corpus (test-fixtures/corpus, cited in its CORPUS.md) through the real designer: each
 * file is chosen in 打开文件 (read and decoded as the designer reads a file), exported, and compared
 * with the file element by element, DI shape by shape, attribute by attribute. One story plays every
 * file in one designer (rebuilt only when the engine changes), so the run stays short.
 */

/**
 * What a file is known to come back with changed, and why; every other difference fails the story.
 * Each pattern must match at least one difference, so a fix shows here as a pattern to remove.
 */
const knownDifferences: Record<string, { why: string; lines: RegExp[] }> = {
  "activiti-encoding-iso-8859-1-no-di.bpmn": {
    why: "no diagram interchange: the designer lays it out on request, which adds a diagram",
    lines: [/^added /, /^changed \(definitions\)/],
  },
};

type Case = { engine: Engine; round: number };

/** The designer the story drives, rebuilt (new key) when a file needs another engine. */
function CorpusDesigner() {
  const [current, setCurrent] = React.useState<Case>({ engine: "camunda", round: 0 });
  React.useEffect(() => {
    corpusControl.setCase = setCurrent;
  }, []);
  const [report, setReport] = React.useState<string[]>([]);
  React.useEffect(() => {
    corpusControl.report = setReport;
  }, []);
  return (
    <div className="grid gap-2 p-2">
      <BpmnDesigner key={current.engine} engine={current.engine} height={420} panel={<DesignerProbe />} />
      <pre data-testid="corpus-report" className="max-h-60 overflow-auto text-xs">
        {report.join("\n")}
      </pre>
    </div>
  );
}

const corpusControl: { setCase?: (next: Case) => void; report?: (lines: string[]) => void } = {};

const meta = {
  title: "BPMN/Designer/Corpus round trip",
  component: CorpusDesigner,
  decorators: [withToaster],
  parameters: { layout: "fullscreen" },
  beforeEach: () => {
    designerHandle.current = null;
  },
} satisfies Meta<typeof CorpusDesigner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens `name` through the toolbar's file input and waits for it to be on the canvas. */
async function openThroughToolbar(root: HTMLElement, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const designer = designerHandle.current!;
  designer.store.setImportNotices([], false);
  await chooseFile(root, new File([bytes], name, { type: "application/xml" }));
  // A file without diagram interchange: the designer offers to lay it out; accepted.
  const offer = await screen.findByRole("alertdialog", {}, { timeout: 300 }).catch(() => null);
  if (offer) await userEvent.click(within(offer).getByRole("button", { name: "自动布局" }));
  await waitFor(
    () => {
      const snapshot = designerHandle.current!.store.getSnapshot();
      expect(snapshot.importError).toBeNull();
      expect(snapshot.canUndoImport).toBe(true);
    },
    { timeout: 15000 },
  );
}

/** Every corpus file: open → export → compare; the report lists each file's result. */
export const EveryFileOpenedAndExported: Story = {
  play: async ({ canvasElement }) => {
    const report: string[] = [];
    const unexpected: string[] = [];
    let engine: Engine = "camunda";
    await readyDesigner();
    for (const name of corpusFileNames) {
      const text = await loadCorpusFile(name);
      const wanted = engineOf(text);
      if (wanted !== engine) {
        engine = wanted;
        designerHandle.current = null;
        corpusControl.setCase!({ engine, round: 0 });
        await readyDesigner();
      }
      await openThroughToolbar(canvasElement, name, await loadCorpusBytes(name));
      const exported = await designerHandle.current!.commands.exportXml();
      const differences = compareXml(text, exported);
      const known = knownDifferences[name]?.lines ?? [];
      const left = differences.filter((line) => !known.some((pattern) => pattern.test(line)));
      const unused = known.filter((pattern) => !differences.some((line) => pattern.test(line)));
      report.push(
        `${name}: ${differences.length === 0 ? "lossless" : `${differences.length} known differences (${knownDifferences[name]?.why ?? "?"})`}`,
      );
      for (const line of left) unexpected.push(`${name}: ${line}`);
      for (const pattern of unused) unexpected.push(`${name}: known difference no longer seen ${pattern}`);
    }
    corpusControl.report!(report);
    await expect(corpusFileNames.length).toBeGreaterThanOrEqual(40);
    await expect(unexpected, unexpected.slice(0, 40).join("\n")).toEqual([]);
  },
};
