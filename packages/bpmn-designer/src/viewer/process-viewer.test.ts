import { describe, expect, it, vi } from "vitest";

// bpmn-js must stay out of the module graph of the public viewer: it is loaded only when a viewer
// renders (React.lazy). The mocks record which bpmn-js entry points get imported.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock("bpmn-js/lib/NavigatedViewer.js", () => {
  loaded.add("NavigatedViewer");
  return { default: class NavigatedViewer {} };
});
vi.mock("bpmn-js/lib/Modeler.js", () => {
  loaded.add("Modeler");
  return { default: class Modeler {} };
});

// Each test's first import transforms the viewer's module graph (seconds on a cold cache, more beside two
// other workers): the limit only has to catch an import that never ends.
describe("ProcessViewer's lazy boundary", { timeout: 60_000 }, () => {
  it("imports without loading bpmn-js", async () => {
    const module = await import("./process-viewer");
    expect(typeof module.ProcessViewer).toBe("function");
    expect([...loaded]).toEqual([]);
  });

  it("leaves bpmn-js to the implementation, which takes the NavigatedViewer only", async () => {
    await import("./process-viewer-impl");
    expect([...loaded]).toEqual(["NavigatedViewer"]);
  });
});
