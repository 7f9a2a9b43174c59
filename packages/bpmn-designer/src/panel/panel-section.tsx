import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";

/** One collapsible section of the panel (a Radix accordion item: a heading with a toggle button). */
function PanelSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Accordion.Item value={id} data-slot="bpmn-panel-section" data-section={id} className="border-b border-border">
      <Accordion.Header className="m-0 text-sm">
        <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between px-3 py-2.5 text-left font-medium text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset">
          {title}
          <ChevronDownIcon
            className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            aria-hidden
          />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className="flex flex-col gap-3 px-3 pt-1 pb-4">{children}</Accordion.Content>
    </Accordion.Item>
  );
}

export { PanelSection };
