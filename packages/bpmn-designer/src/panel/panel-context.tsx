import * as React from "react";

import type { BpmnModeler } from "../core/create-modeler";
import type { Engine } from "../core/engines";
import type { Messages } from "../messages";

/** Where the panel's hints link to, and how a link is followed (router-agnostic). */
interface PanelLinks {
  /** The process forms page (the form section's hint); default `/bpm/manager/form`. */
  formsHref: string;
  /** The model manager (the user task's assignment-rule hint); default `/bpm/manager/model`. */
  modelsHref: string;
  /** Follows a link inside the app; without it links are plain hrefs. */
  onNavigate?: (href: string) => void;
}

/** What every section reads besides the element it edits. No moddle object lives here. */
interface PanelContextValue extends PanelLinks {
  modeler: BpmnModeler;
  engine: Engine;
  /** The engine's XML prefix, e.g. `flowable`. */
  prefix: string;
  messages: Messages;
  /** Every input is disabled (the token simulation is on). */
  disabled: boolean;
}

const PanelContext = React.createContext<PanelContextValue | null>(null);

/** Provides the panel's modeler, engine, texts, links and disabled state to its sections. */
function PanelProvider({ value, children }: { value: PanelContextValue; children?: React.ReactNode }) {
  return <PanelContext.Provider value={value}>{children}</PanelContext.Provider>;
}

/** The panel around this section. Throws outside a `PropertiesPanel`. */
function usePanel(): PanelContextValue {
  const value = React.useContext(PanelContext);
  if (!value) throw new Error("usePanel must be used inside a PropertiesPanel");
  return value;
}

export { PanelProvider, usePanel };
export type { PanelContextValue, PanelLinks };
