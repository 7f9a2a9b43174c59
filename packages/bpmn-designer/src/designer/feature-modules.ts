/**
 * The designer's own bpmn-js modules, added to every modeler it creates: the keyboard zoom that
 * follows the toolbar's rules, Ctrl + click selecting several elements (as Shift + click does), and the minimap (closed until the toolbar opens it; while closed it
 * does no work). The token simulation joins them when the `simulation` prop is on.
 */
import minimapModule from "diagram-js-minimap";

import type { ModuleDeclaration } from "../core/create-modeler";
import { ctrlMultiSelectModule } from "./features/ctrl-multi-select";
import { zoomActionsModule } from "./features/zoom-actions";

/** The modules every designer has. */
const designerModules: readonly ModuleDeclaration[] = [zoomActionsModule, ctrlMultiSelectModule, minimapModule];

export { designerModules };
