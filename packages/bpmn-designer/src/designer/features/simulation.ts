/**
 * Loads bpmn-js-token-simulation (the modeler flavour) on demand: it is imported only when a
 * designer renders with `simulation` on, so its code and stylesheet cost nothing otherwise.
 */
import type { ModuleDeclaration } from "../../core/create-modeler";

let loading: Promise<ModuleDeclaration[] | null> | null = null;

/**
 * The token simulation's bpmn-js modules (the simulation and our Chinese titles for its
 * controls), loaded once. Resolves to null when the code could not be loaded (the designer then
 * works without the simulation); never rejects, so a render waiting on it cannot crash.
 */
function loadSimulationModules(): Promise<ModuleDeclaration[] | null> {
  loading ??= Promise.all([
    import("bpmn-js-token-simulation/lib/modeler"),
    import("./simulation-texts"),
    // Its stylesheet is global (`.bjs-container …`), so it loads with the simulation only.
    import("bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css"),
  ]).then(
    ([simulation, texts]) => [simulation.default, texts.simulationTextsModule],
    (error: unknown) => {
      console.error("bpmn-js-token-simulation could not be loaded", error);
      return null;
    },
  );
  return loading;
}

export { loadSimulationModules };
