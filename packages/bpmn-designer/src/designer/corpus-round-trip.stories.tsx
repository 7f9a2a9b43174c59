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

// Collapsed sub-processes (aris-c3.0, bpmn-js-collapsed-sub-process, miwg-a3.0/b1.0/b2.0) come back
// without an added diagram: the drill-down diagram bpmn-js makes for each on import is not saved
// (`importedDrillDownsModule`).
/** What a file is known to come back with changed, and why; every other difference fails the story. */
const knownDifferences: Record<string, { why: string; lines: RegExp[] }> = {
  "activiti-encoding-iso-8859-1-no-di.bpmn": {
    why: "no diagram interchange: laid out on request, which adds a diagram; its message reference, a prefixed name (tns:writeReport), is read and written as the bare id",
    lines: [/^added /, /^changed definitions:/, /^changed theStart:/],
  },
  "bizagi-a4.0-roundtrip.bpmn": {
    why: "its message flows refer to two messages the file does not define (dropped references)",
    lines: [/^changed _b467921a-ef7b-44c5-bf78-fd624c400d17:/, /^changed _c311cc87-677e-47a4-bdb1-8744c4ec3147:/],
  },
  "omnitracker-c2.0-collaboration.bpmn": {
    why: "OMNITRACKER writes vendor elements inside <documentation> (mixed content); bpmn-moddle keeps a documentation's text only",
    lines: [/^changed _\d+:/],
  },
  "genmymodel-a3.0-boundary-events.bpmn": {
    why: "GenMyModel writes every reference as a prefixed name (bpmn2:_RPQ…): read as the bare ids (the file opens with its own diagram) and written so",
    lines: [/./],
  },
  "yaoqiang-b1.0-called-processes-three-diagrams.bpmn": {
    why: "Yaoqiang's style extensions on pools are rewritten by bpmn-moddle",
    lines: [/^changed /],
  },
  "mid-innovator-c4.0-four-diagrams.bpmn": {
    why: "MID Innovator's vendor content inside BPMN elements that bpmn-moddle does not keep",
    lines: [/^changed _/],
  },
  "bpmn-js-event-subprocesses-expanded.bpmn": {
    why: "compensateEventDefinition and text annotation details bpmn-moddle writes differently",
    lines: [/^changed sid-/],
  },
  "miwg-c4.0-multiple-diagrams.bpmn": {
    why: "Trisotech's plane attributes and a loop characteristic bpmn-moddle writes differently",
    lines: [/^changed _/],
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
      <BpmnDesigner key={current.engine} engine={current.engine} height={640} panel={<DesignerProbe />} />
      {/* Not a scrolling box (which would have to be focusable): it grows with the report. */}
      <pre data-testid="corpus-report" className="text-xs whitespace-pre-wrap">
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
  // The previous file was "saved": opening the next one does not ask about unsaved edits.
  designer.commands.markSaved();
  await chooseFile(root, new File([bytes], name, { type: "application/xml" }));
  if (!hasDi) {
    // A file without diagram interchange: the designer offers to lay it out; accepted.
    const offer = await screen.findByRole("alertdialog", {}, { timeout: 10000 });
    await userEvent.click(await within(offer).findByRole("button", { name: "自动布局" }));
  }
  await waitFor(
    () => {
      const snapshot = designerHandle.current!.store.getSnapshot();
      expect(snapshot.importError).toBeNull();
      expect(snapshot.canUndoImport).toBe(true);
    },
    { timeout: 10000 },
  );
}

/** Files per story: a story plays its part of the corpus (in file-name order), each file once per run. */
const PART_SIZE = 4;
const PARTS = 12;

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
      const started = performance.now();
      try {
        await openThroughToolbar(
          canvasElement,
          name,
          await loadCorpusBytes(name),
          // A plane pointing at a process, its reference possibly a prefixed name (GenMyModel).
          /<(\w+:)?BPMNPlane\b[^>]*\bbpmnElement="([\w.-]+:)?[^":]+"/.test(text),
        );
        differences = compareXml(text, await designerHandle.current!.commands.exportXml());
      } catch (error) {
        unexpected.push(
          `${name}: not opened after ${Math.round(performance.now() - started)} ms: ${(error as Error).message.split("\n")[0]}`,
        );
        continue;
      }
      const known = knownDifferences[name]?.lines ?? [];
      const left = differences.filter((line) => !known.some((pattern) => pattern.test(line)));
      report.push(
        `${name} (${Math.round(performance.now() - started)} ms): ${differences.length === 0 ? "lossless" : `${differences.length} known differences (${knownDifferences[name]?.why ?? "?"})`}`,
      );
      // A few lines per file, so that one file's many differences do not hide the others'.
      for (const line of left.slice(0, 4)) unexpected.push(`${name}: ${line.slice(0, 400)}`);
      if (left.length > 4) unexpected.push(`${name}: … ${left.length - 4} more`);
    }
    corpusControl.report!([...report, "--", ...unexpected]);
    await expect(corpusFileNames.length).toBeGreaterThanOrEqual(40);
    await expect(unexpected, [...unexpected.slice(0, 40), "--", ...report].join("\n")).toEqual([]);
  };

export const Part1: Story = { play: playPart(1) };
export const Part2: Story = { play: playPart(2) };
export const Part3: Story = { play: playPart(3) };
export const Part4: Story = { play: playPart(4) };
export const Part5: Story = { play: playPart(5) };
export const Part6: Story = { play: playPart(6) };
export const Part7: Story = { play: playPart(7) };
export const Part8: Story = { play: playPart(8) };
export const Part9: Story = { play: playPart(9) };
export const Part10: Story = { play: playPart(10) };
export const Part11: Story = { play: playPart(11) };
export const Part12: Story = { play: playPart(12) };
