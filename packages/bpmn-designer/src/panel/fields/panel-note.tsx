import type * as React from "react";

import { usePanel } from "../panel-context";

/** A short explanatory line in a section (e.g. what the current engine lacks). */
function PanelNote({ children }: { children: React.ReactNode }) {
  return (
    <p data-slot="bpmn-panel-note" className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}

/** A link inside the app: a plain href, or `onNavigate(href)` when the panel was given one (router-agnostic). */
function PanelLink({ href, children }: { href: string; children: React.ReactNode }) {
  const { onNavigate } = usePanel();
  return (
    <a
      href={href}
      className="text-primary-strong underline underline-offset-2 hover:no-underline"
      onClick={(event) => {
        if (!onNavigate) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

/** The "<engine> 不支持<feature>" note. */
function EngineLacks({ feature }: { feature: string }) {
  const { messages, engine } = usePanel();
  return <PanelNote>{messages.panel.engineLacks(feature, messages.engines[engine])}</PanelNote>;
}

export { EngineLacks, PanelLink, PanelNote };
