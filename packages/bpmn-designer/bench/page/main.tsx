// The benchmark page: our BpmnDesigner and a bare bpmn-js Modeler on the same diagram, in the same
// browser, plus a burst of edits and the process viewer. Built with Vite by designer.bench.ts.
import * as React from "react";
import { createRoot, type Root } from "react-dom/client";

import "./page.css";

import {
  BpmnDesigner,
  DesignerToolbar,
  useDesigner,
  useDesignerState,
  type DesignerContextValue,
} from "../../src/index";
import { moddleExtensionsFor } from "../../src/core/descriptors";
import { ProcessViewer } from "../../src/viewer/process-viewer";
import type { BenchApi, Timing } from "./bench-api";

const stage = document.getElementById("stage")!;
let root: Root | null = null;
let bareModeler: { destroy(): void } | null = null;
let canvasSize = { width: 1200, height: 640 };

const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** Counts the drawn shapes and connections of a modeler. */
function countElements(modeler: { get<T>(name: string): T }): number {
  return modeler
    .get<{ filter(fn: (e: { type: string; labelTarget?: unknown }) => boolean): unknown[] }>("elementRegistry")
    .filter((element) => element.type !== "label" && element.type !== "bpmn:Process").length;
}

/** Sits in the toolbar slot beside the default toolbar and reports when the diagram is imported. */
function Probe({ onReady }: { onReady: (designer: DesignerContextValue) => void }) {
  const designer = useDesigner();
  const ready = useDesignerState((s) => s.ready);
  React.useEffect(() => {
    if (ready) onReady(designer);
  }, [ready, designer, onReady]);
  return null;
}

async function clear() {
  root?.unmount();
  root = null;
  bareModeler?.destroy();
  bareModeler = null;
  stage.replaceChildren();
  await frames();
}

function renderDesigner(
  xml: string,
  props: Partial<React.ComponentProps<typeof BpmnDesigner>> = {},
): Promise<DesignerContextValue> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    stage.append(host);
    root = createRoot(host);
    // The default toolbar (what an absent `toolbar` renders) with the probe beside it, and the
    // default property panel: the designer as it ships.
    const toolbar = (
      <>
        <DesignerToolbar />
        <Probe onReady={resolve} />
      </>
    );
    root.render(<BpmnDesigner engine="flowable" xml={xml} height={700} toolbar={toolbar} {...props} />);
  });
}

const api: BenchApi = {
  async designer(xml) {
    await clear();
    const t0 = performance.now();
    const designer = await renderDesigner(xml);
    await frames();
    const ms = performance.now() - t0;
    const canvas = stage.querySelector('[data-slot="bpmn-designer-canvas"]')!.getBoundingClientRect();
    canvasSize = { width: canvas.width, height: canvas.height };
    const modeler = designer.modeler!;
    return { ms, elements: countElements(modeler), warnings: designer.store.getSnapshot().importWarnings.length };
  },

  async bare(xml) {
    await clear();
    const { default: Modeler } = await import("bpmn-js/lib/Modeler");
    const container = document.createElement("div");
    container.style.width = `${canvasSize.width}px`;
    container.style.height = `${canvasSize.height}px`;
    container.style.position = "relative";
    stage.append(container);
    const t0 = performance.now();
    // The same engine descriptor the designer reads the diagram with (flowable): what any flowable
    // modeler needs; the comparison is about what the designer adds around bpmn-js.
    const modeler = new Modeler({ container, moddleExtensions: moddleExtensionsFor("flowable") });
    bareModeler = modeler;
    const { warnings } = await modeler.importXML(xml);
    await frames();
    const ms = performance.now() - t0;
    return { ms, elements: countElements(modeler), warnings: warnings.length } satisfies Timing;
  },

  clear,

  async burst(xml) {
    await clear();
    let calls = 0;
    let last = "";
    const designer = await renderDesigner(xml, {
      changeDelay: 300,
      onChange: (out) => {
        calls += 1;
        last = out;
      },
    });
    const modeler = designer.modeler!;
    const registry = modeler.get<{ get(id: string): unknown }>("elementRegistry");
    const modeling = modeler.get<{ updateProperties(element: unknown, props: object): void }>("modeling");
    for (let i = 1; i <= 10; i++) {
      modeling.updateProperties(registry.get(`Node_${i}`), { name: `连续修改 ${i}` });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { onChangeCalls: calls, lastHasFinalEdit: last.includes('name="连续修改 10"') };
  },

  async viewer(xml) {
    await clear();
    const host = document.createElement("div");
    stage.append(host);
    root = createRoot(host);
    root.render(<ProcessViewer xml={xml} height={500} />);
    const started = performance.now();
    while (!host.querySelector('[data-slot="process-viewer"] [data-element-id]')) {
      if (performance.now() - started > 30000) throw new Error("the process viewer did not show its diagram");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  },
};

window.bench = api;
