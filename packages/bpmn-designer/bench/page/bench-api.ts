// What the benchmark page offers the benchmark (window.bench), in the browser.

/** One timed import + first render. */
interface Timing {
  /** From creating the modeler (or rendering the designer) to the first frame painted after import. */
  ms: number;
  /** Diagram elements on the canvas (shapes and connections, labels excluded). */
  elements: number;
  /** Import warnings (a generated diagram must have none). */
  warnings: number;
}

/** The page's entry points. */
interface BenchApi {
  /** Renders `BpmnDesigner` (default toolbar) with `xml` and times it; the designer stays until `clear()`. */
  designer(xml: string): Promise<Timing>;
  /**
   * Creates a bare bpmn-js Modeler (with the flowable descriptor the designer also reads with) in a
   * container of the designer canvas's size and times `importXML`.
   */
  bare(xml: string): Promise<Timing>;
  /** Removes whatever the last run left on the page. */
  clear(): Promise<void>;
  /** Ten quick edits in a designer: how many times `onChange` was called after the burst settled. */
  burst(xml: string): Promise<{ onChangeCalls: number; lastHasFinalEdit: boolean }>;
  /** Renders the ProcessViewer once (its chunk must be reachable); resolves when its diagram shows. */
  viewer(xml: string): Promise<void>;
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

export type { BenchApi, Timing };
