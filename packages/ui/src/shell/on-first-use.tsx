/**
 * The shell's menus, popover, tooltips and tab context menu with the same compound API as the
 * components they stand for, but whose Radix code loads after the first paint (when the browser is idle)
 * or on first use, whichever comes first. Until then each trigger is a light element of the same look
 * and accessible name; the first click, key press, hover or right-click loads the parts and opens what
 * was asked for, with focus kept on the trigger, so nothing is lost by pressing before they arrive.
 */
import { Slot } from "@radix-ui/react-slot";
import * as React from "react";

import type { ContextMenu as ContextMenuParts } from "../components/context-menu";
import type { DropdownMenu as DropdownMenuParts } from "../components/dropdown-menu";
import type { Popover as PopoverParts } from "../components/popover";
import type { Tooltip as TooltipParts } from "../components/tooltip";
import type * as DeferredParts from "./deferred-parts";

type Parts = typeof DeferredParts;

let loaded: Parts | null = null;
let loading: Promise<Parts> | null = null;
let idleScheduled = false;
const listeners = new Set<() => void>();

/** Starts loading the floating parts (once); resolves when they are ready. */
function loadShellParts(): Promise<Parts> {
  loading ??= import("./deferred-parts").then((parts) => {
    loaded = parts;
    for (const listener of listeners) listener();
    return parts;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const readParts = () => loaded;

/** The loaded parts, or null; re-renders when they arrive. */
function useParts(): Parts | null {
  return React.useSyncExternalStore(subscribe, readParts, readParts);
}

/** Like useParts, and asks for the parts once the browser is idle after the first paint. */
function usePartsSoon(): Parts | null {
  const parts = useParts();
  React.useEffect(() => {
    if (loaded || idleScheduled) return;
    idleScheduled = true;
    // Idle callbacks are not everywhere (Safari): a timeout after paint stands in.
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => void loadShellParts(), { timeout: 2000 });
    } else {
      window.setTimeout(() => void loadShellParts(), 200);
    }
  }, []);
  return parts;
}

/** What the real trigger does when it replaces the light one: take its focus, replay a right-click. */
type Handover = { focused: boolean; contextAt: { x: number; y: number } | null };

type RootState = {
  /** Load the parts; `open` also opens this root when they arrive. */
  request: (open: boolean) => void;
  /** The light trigger's news for the real one (focus, a right-click's place). */
  note: (change: Partial<Handover>) => void;
  /** What the real trigger takes over, once: the light one's focus and right-click. */
  takeOver: () => Handover;
};
const RootContext = React.createContext<RootState | null>(null);

type RootProps = {
  children?: React.ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A Root that renders the real one once the parts are loaded, opened if the person asked before that. */
function deferredRoot<P extends RootProps>(pick: (parts: Parts) => React.ComponentType<P>) {
  function Root(props: P) {
    const parts = usePartsSoon();
    const [asked, setAsked] = React.useState(false);
    const handover = React.useRef<Handover>({ focused: false, contextAt: null });
    const state = React.useMemo<RootState>(
      () => ({
        request(open) {
          if (open) setAsked(true);
          void loadShellParts();
        },
        note(change) {
          Object.assign(handover.current, change);
        },
        takeOver() {
          const taken = handover.current;
          handover.current = { focused: false, contextAt: null };
          return taken;
        },
      }),
      [],
    );
    // A right-click is replayed on the real trigger instead (the menu opens where it was asked).
    const openNow = Boolean(parts && asked);
    const reportOpened = React.useEffectEvent(() => props.onOpenChange?.(true));
    React.useEffect(() => {
      // A root opened by defaultOpen does not report it; the owner (the bell loading notices) must hear, once.
      if (openNow) reportOpened();
    }, [openNow]);
    const root = parts
      ? React.createElement(pick(parts), openNow ? { ...props, defaultOpen: true } : props)
      : props.children;
    return <RootContext.Provider value={state}>{root}</RootContext.Provider>;
  }
  return Root;
}

type TriggerKind = "menu" | "popover" | "tooltip" | "context";
type LightTriggerProps = React.HTMLAttributes<HTMLElement> & { asChild?: boolean; disabled?: boolean };

function compose<E extends React.SyntheticEvent>(own: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    own?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

/** A Trigger: the light element until the parts load, then the real trigger taking over focus. */
function deferredTrigger<P extends LightTriggerProps>(
  kind: TriggerKind,
  pick: (parts: Parts) => React.ComponentType<P>,
) {
  function Trigger(props: P) {
    const parts = useParts();
    const root = React.useContext(RootContext);
    const takeOver = (element: HTMLElement | null) => {
      if (!element || !root) return;
      const { focused, contextAt } = root.takeOver();
      // The light trigger had focus and left with it (removed from the page): the real one takes it.
      if (focused && (document.activeElement === null || document.activeElement === document.body)) element.focus();
      if (contextAt) {
        // After this commit, so that the real trigger's handler is in place.
        window.setTimeout(() =>
          element.dispatchEvent(
            new MouseEvent("contextmenu", {
              bubbles: true,
              cancelable: true,
              clientX: contextAt.x,
              clientY: contextAt.y,
            }),
          ),
        );
      }
    };
    if (parts) return React.createElement(pick(parts), { ...props, ref: takeOver });
    if (!root) return null;
    const { asChild, onClick, onKeyDown, onPointerEnter, onFocus, onBlur, onContextMenu, ...rest } = props;
    const handlers = {
      onPointerEnter: compose(onPointerEnter, () => root.request(kind === "tooltip")),
      onFocus: compose(onFocus, () => {
        root.note({ focused: true });
        root.request(kind === "tooltip");
      }),
      onBlur: compose(onBlur, () => {
        root.note({ focused: false });
      }),
      onClick: compose(onClick, () => {
        if (kind === "menu" || kind === "popover") root.request(true);
      }),
      onKeyDown: compose(onKeyDown, (event: React.KeyboardEvent<HTMLElement>) => {
        if (kind === "menu" && event.key === "ArrowDown") {
          event.preventDefault();
          root.request(true);
        }
      }),
      onContextMenu: compose(onContextMenu, (event: React.MouseEvent<HTMLElement>) => {
        if (kind !== "context") return;
        event.preventDefault();
        root.note({ contextAt: { x: event.clientX, y: event.clientY } });
        root.request(false);
      }),
    };
    const popup =
      kind === "menu"
        ? { "aria-haspopup": "menu" as const, "aria-expanded": false, "data-state": "closed" }
        : kind === "popover"
          ? { "aria-haspopup": "dialog" as const, "aria-expanded": false, "data-state": "closed" }
          : {};
    if (asChild) return <Slot {...rest} {...popup} {...handlers} />;
    return <button type="button" {...rest} {...popup} {...handlers} />;
  }
  return Trigger;
}

/** A part that only exists inside an open root (content, items…): rendered from the loaded parts. */
function deferredPart<P extends object>(pick: (parts: Parts) => React.ComponentType<P>) {
  function Part(props: P) {
    const parts = useParts();
    return parts ? React.createElement(pick(parts), props) : null;
  }
  return Part;
}

type Props<C> = C extends React.ComponentType<infer P> ? P : never;
type DM = typeof DropdownMenuParts;

/** `DropdownMenu` from the components, loaded on first use. */
const DropdownMenu = {
  Root: deferredRoot<Props<DM["Root"]>>((p) => p.DropdownMenu.Root),
  Trigger: deferredTrigger<Props<DM["Trigger"]>>("menu", (p) => p.DropdownMenu.Trigger),
  Content: deferredPart<Props<DM["Content"]>>((p) => p.DropdownMenu.Content),
  Item: deferredPart<Props<DM["Item"]>>((p) => p.DropdownMenu.Item),
  CheckboxItem: deferredPart<Props<DM["CheckboxItem"]>>((p) => p.DropdownMenu.CheckboxItem),
  RadioGroup: deferredPart<Props<DM["RadioGroup"]>>((p) => p.DropdownMenu.RadioGroup),
  RadioItem: deferredPart<Props<DM["RadioItem"]>>((p) => p.DropdownMenu.RadioItem),
  Label: deferredPart<Props<DM["Label"]>>((p) => p.DropdownMenu.Label),
  Separator: deferredPart<Props<DM["Separator"]>>((p) => p.DropdownMenu.Separator),
  Sub: deferredPart<Props<DM["Sub"]>>((p) => p.DropdownMenu.Sub),
  SubTrigger: deferredPart<Props<DM["SubTrigger"]>>((p) => p.DropdownMenu.SubTrigger),
  SubContent: deferredPart<Props<DM["SubContent"]>>((p) => p.DropdownMenu.SubContent),
};

type PO = typeof PopoverParts;
/** `Popover` from the components, loaded on first use. */
const Popover = {
  Root: deferredRoot<Props<PO["Root"]>>((p) => p.Popover.Root),
  Trigger: deferredTrigger<Props<PO["Trigger"]>>("popover", (p) => p.Popover.Trigger),
  Content: deferredPart<Props<PO["Content"]>>((p) => p.Popover.Content),
  Close: deferredPart<Props<PO["Close"]>>((p) => p.Popover.Close),
};

type TT = typeof TooltipParts;
/** `Tooltip` from the components, loaded on first hover or focus (or when idle). */
const Tooltip = {
  Root: deferredRoot<Props<TT["Root"]>>((p) => p.Tooltip.Root),
  Trigger: deferredTrigger<Props<TT["Trigger"]>>("tooltip", (p) => p.Tooltip.Trigger),
  Content: deferredPart<Props<TT["Content"]>>((p) => p.Tooltip.Content),
};

type CM = typeof ContextMenuParts;
/** `ContextMenu` from the components; the first right-click (or menu key) loads it and opens it there. */
const ContextMenu = {
  Root: deferredRoot<Props<CM["Root"]>>((p) => p.ContextMenu.Root),
  Trigger: deferredTrigger<Props<CM["Trigger"]>>("context", (p) => p.ContextMenu.Trigger),
  Content: deferredPart<Props<CM["Content"]>>((p) => p.ContextMenu.Content),
  Item: deferredPart<Props<CM["Item"]>>((p) => p.ContextMenu.Item),
  Separator: deferredPart<Props<CM["Separator"]>>((p) => p.ContextMenu.Separator),
};

export { ContextMenu, DropdownMenu, Popover, Tooltip };
