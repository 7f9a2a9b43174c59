// The login form's two tabs and its 记住我 box without Radix: they are the whole of what the login page
// needed Radix's tabs, roving focus and checkbox for, and the login page is the lightest page there is.
// They keep the ARIA pattern of the shared components (tablist, arrow keys, a labelled checkbox).
import * as React from "react";

import { cn } from "../lib/cn";

type LoginTab<V extends string> = { value: V; label: string; panel: React.ReactNode };

/** A tablist of the given tabs (← → Home End move and choose) and the chosen tab's panel. */
function LoginTabs<V extends string>({ label, tabs }: { label: string; tabs: readonly LoginTab<V>[] }) {
  const [chosen, setChosen] = React.useState<V | undefined>(tabs[0]?.value);
  const id = React.useId();
  const buttons = React.useRef(new Map<V, HTMLButtonElement>());
  const choose = (value: V) => {
    setChosen(value);
    buttons.current.get(value)?.focus();
  };
  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (tab) choose(tab.value);
  };
  const current = tabs.find((tab) => tab.value === chosen);
  return (
    <div data-slot="tabs" className="flex flex-col gap-3">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        data-slot="tabs-list"
        className="mb-4 flex w-full gap-1 border-b border-border"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === chosen;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) buttons.current.set(tab.value, element);
                else buttons.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={active}
              aria-controls={active ? `${id}-panel` : undefined}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              data-slot="tabs-trigger"
              onClick={() => setChosen(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "-mb-px cursor-pointer border-b-2 border-transparent px-3 py-2 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
                active && "border-primary-strong text-primary-strong",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current ? (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${current.value}`}
          tabIndex={0}
          data-slot="tabs-content"
          className="outline-none"
        >
          {current.panel}
        </div>
      ) : null}
    </div>
  );
}

/** A native checkbox with its label (the box drawn in the product's colour). */
function LoginCheckbox({
  id,
  label,
  checked,
  onCheckedChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        data-slot="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="size-4 shrink-0 cursor-pointer accent-primary-strong outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      />
      <label htmlFor={id} className="text-sm leading-none font-medium select-none">
        {label}
      </label>
    </div>
  );
}

export { LoginCheckbox, LoginTabs };
