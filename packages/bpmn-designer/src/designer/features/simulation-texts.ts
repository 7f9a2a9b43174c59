/**
 * A bpmn-js module giving bpmn-js-token-simulation's controls Chinese names. The simulation writes
 * its palette, context pads and speed buttons with fixed English `title`s (it has no translate
 * hook); while the simulation is on, we replace each known title and give the button the same
 * `aria-label`. Log entries (element names and types) are left as the simulation writes them.
 */
import type { Messages } from "../../messages";

interface EventBusLike {
  on(event: string, callback: (event: { active: boolean }) => void): void;
}

interface CanvasLike {
  getContainer(): HTMLElement;
}

/** The event bpmn-js-token-simulation fires when the simulation is switched on or off. */
const TOGGLE_MODE_EVENT = "tokenSimulation.toggleMode";

/** Names the simulation's controls in the designer's language (an `__init__` service). */
class SimulationTexts {
  static $inject = ["eventBus", "canvas", "config.designerMessages"];

  constructor(eventBus: EventBusLike, canvas: CanvasLike, messages: Messages | undefined) {
    if (!messages) return;
    const titles = messages.toolbar.simulationControls as Record<string, string | undefined>;
    const container = canvas.getContainer();
    const rename = (root: ParentNode) => {
      for (const element of root.querySelectorAll<HTMLElement>("[title]")) {
        const title = element.getAttribute("title") ?? "";
        const speed = /^Set animation speed = (.+)$/.exec(title)?.[1];
        const text = speed ? `${messages.toolbar.simulationSpeed}${speed}` : titles[title];
        if (!text) continue;
        element.setAttribute("title", text);
        element.setAttribute("aria-label", text);
      }
    };
    // Context pads come and go with the simulation's state: rename what is added while it runs.
    const observer = new MutationObserver(() => rename(container));
    eventBus.on(TOGGLE_MODE_EVENT, ({ active }) => {
      if (active) {
        rename(container);
        observer.observe(container, { childList: true, subtree: true });
      } else {
        observer.disconnect();
      }
    });
    eventBus.on("diagram.destroy", () => observer.disconnect());
  }
}

/** The module; the messages come from the modeler's `designerMessages` option. */
const simulationTextsModule = {
  __init__: ["designerSimulationTexts"],
  designerSimulationTexts: ["type", SimulationTexts] as ["type", typeof SimulationTexts],
};

export { simulationTextsModule, TOGGLE_MODE_EVENT };
