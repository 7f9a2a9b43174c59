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
 * with the file element by element, DI shape by shape, attribute by attribute. Each story plays one
 * part of the corpus in one designer (rebuilt only when the engine changes), so every file is played
 * once per run and no story runs long.
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
async function openThroughToolbar(root: HTMLElement, name: string, bytes: Uint8Array<ArrayBuffer>, hasDi: boolean) {
  const designer = designerHandle.current!;
  designer.store.setImportNotices([], false);
  await chooseFile(root, new File([bytes], name, { type: "application/xml" }));
  if (!hasDi) {
    // A file without diagram interchange: the designer offers to lay it out; accepted.
    const offer = await screen.findByRole("alertdialog", {}, { timeout: 10000 });
    await userEvent.click(within(offer).getByRole("button", { name: "自动布局" }));
  }
  await waitFor(
    () => {
      const snapshot = designerHandle.current!.store.getSnapshot();
      expect(snapshot.importError).toBeNull();
      expect(snapshot.canUndoImport).toBe(true);
    },
    { timeout: 15000 },
  );
}

/** Files per story: a story plays its part of the corpus (in file-name order), each file once per run. */
const PART_SIZE = 8;
const PARTS = 6;

/** One part of the corpus: open → export → compare each file; the report lists each file's result. */
const playPart =
  (part: number): Story["play"] =>
  async ({ canvasElement }) => {
    // A corpus larger than the parts can hold needs another part (export) below.
    await expect(corpusFileNames.length).toBeLessThanOrEqual(PART_SIZE * PARTS);
    const files = corpusFileNames.slice((part - 1) * PART_SIZE, part * PART_SIZE);
    const report: string[] = [];
    const unexpected: string[] = [];
    let engine: Engine = "camunda";
    await readyDesigner();
    for (const name of files) {
      const text = await loadCorpusFile(name);
      const wanted = engineOf(text);
      if (wanted !== engine) {
        engine = wanted;
        designerHandle.current = null;
        corpusControl.setCase!({ engine, round: 0 });
        await readyDesigner();
      }
      let differences: string[];
      try {
        await openThroughToolbar(canvasElement, name, await loadCorpusBytes(name), /BPMNDiagram\b/.test(text));
        differences = compareXml(text, await designerHandle.current!.commands.exportXml());
      } catch (error) {
        unexpected.push(`${name}: not opened: ${(error as Error).message.split("\n")[0]}`);
        continue;
      }
      const known = knownDifferences[name]?.lines ?? [];
      const left = differences.filter((line) => !known.some((pattern) => pattern.test(line)));
      const unused = known.filter((pattern) => !differences.some((line) => pattern.test(line)));
      report.push(
        `${name}: ${differences.length === 0 ? "lossless" : `${differences.length} known differences (${knownDifferences[name]?.why ?? "?"})`}`,
      );
      // A few lines per file, so that one file's many differences do not hide the others'.
      for (const line of left.slice(0, 4)) unexpected.push(`${name}: ${line.slice(0, 400)}`);
      if (left.length > 4) unexpected.push(`${name}: … ${left.length - 4} more`);
      for (const pattern of unused) unexpected.push(`${name}: known difference no longer seen ${pattern}`);
    }
    corpusControl.report!(report);
    await expect(corpusFileNames.length).toBeGreaterThanOrEqual(40);
    await expect(unexpected, unexpected.slice(0, 40).join("\n")).toEqual([]);
  };

export const Part1: Story = { play: playPart(1) };
export const Part2: Story = { play: playPart(2) };
export const Part3: Story = { play: playPart(3) };
export const Part4: Story = { play: playPart(4) };
export const Part5: Story = { play: playPart(5) };
export const Part6: Story = { play: playPart(6) };
