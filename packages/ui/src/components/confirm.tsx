import * as React from "react";

import type { ConfirmRequest } from "./confirm-dialog";

const ConfirmDialog = React.lazy(() => import("./confirm-dialog").then((m) => ({ default: m.ConfirmDialog })));

type ConfirmOptions = {
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** Danger styling of the confirm button, for destructive actions. */
  danger?: boolean;
};

type Request = ConfirmRequest & {
  resolve: (ok: boolean) => void;
  /** The element focused when the dialog was asked for; focus goes back there. */
  returnFocus: Element | null;
};

type Api = {
  confirm: (message: React.ReactNode, options?: ConfirmOptions) => Promise<boolean>;
  alert: (message: React.ReactNode, options?: ConfirmOptions) => Promise<void>;
};

const ConfirmCtx = React.createContext<Api | null>(null);
// The mounted provider, so that `confirm()` and `alert()` work outside React components too.
let mounted: Api | null = null;

/** Renders the confirm and alert dialogs; mount once near the root (AppShell does). */
function ConfirmProvider({ children }: { children?: React.ReactNode }) {
  const [queue, setQueue] = React.useState<Request[]>([]);
  const confirmRef = React.useRef<HTMLButtonElement>(null);
  // What had focus when the dialog appeared: a menu that asked for the dialog has by then given
  // focus back to its own trigger, which is where focus should return.
  const openerRef = React.useRef<Element | null>(null);
  const current = queue[0];
  const [asked, setAsked] = React.useState(false);
  if (current && !asked) setAsked(true);

  const api = React.useMemo<Api>(
    () => ({
      confirm: (message, options) => {
        const returnFocus = document.activeElement;
        return new Promise<boolean>((resolve) =>
          setQueue((q) => [...q, { ...options, kind: "confirm", message, resolve, returnFocus }]),
        );
      },
      alert: (message, options) => {
        const returnFocus = document.activeElement;
        return new Promise<void>((resolve) =>
          setQueue((q) => [...q, { ...options, kind: "alert", message, resolve: () => resolve(), returnFocus }]),
        );
      },
    }),
    [],
  );

  React.useEffect(() => {
    mounted = api;
    return () => {
      if (mounted === api) mounted = null;
    };
  }, [api]);

  const settle = (ok: boolean) => {
    if (!current) return;
    current.resolve(ok);
    setQueue((q) => q.slice(1));
    const opener = openerRef.current;
    const target = opener instanceof HTMLElement && opener.isConnected ? opener : current.returnFocus;
    // Focus goes back where it came from once the dialog has gone (its focus trap lets go first).
    if (target instanceof HTMLElement) setTimeout(() => target.isConnected && target.focus(), 0);
  };

  return (
    <ConfirmCtx.Provider value={api}>
      {children}
      {/* Mounted from the first request on (it stays, so the dialog can animate out), not before: the
          dialog's code loads with the first question, and a page that asks none never loads it. */}
      {asked ? (
        <React.Suspense fallback={null}>
          <ConfirmDialog
            request={current}
            settle={settle}
            confirmRef={confirmRef}
            onOpened={(opener) => {
              openerRef.current = opener;
            }}
          />
        </React.Suspense>
      ) : null}
    </ConfirmCtx.Provider>
  );
}

/** The confirm/alert helpers of the nearest ConfirmProvider. */
function useConfirm(): Api {
  const api = React.useContext(ConfirmCtx);
  if (!api) throw new Error("useConfirm needs a <ConfirmProvider> above it");
  return api;
}

/** Asks a question titled 系统提示 with 确定/取消; resolves true on 确定, false on 取消 or Escape. */
function confirm(message: React.ReactNode, options?: ConfirmOptions): Promise<boolean> {
  if (!mounted) return Promise.reject(new Error("confirm() needs a mounted <ConfirmProvider>"));
  return mounted.confirm(message, options);
}

/** Shows a notice titled 系统提示 with 确定; resolves when it is closed. */
function alert(message: React.ReactNode, options?: ConfirmOptions): Promise<void> {
  if (!mounted) return Promise.reject(new Error("alert() needs a mounted <ConfirmProvider>"));
  return mounted.alert(message, options);
}

export { alert, confirm, ConfirmProvider, useConfirm };
export type { ConfirmOptions };
