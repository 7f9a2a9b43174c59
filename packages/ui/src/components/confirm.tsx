import * as React from "react";

import { messages } from "../messages";
import { Button } from "./button";
import { Dialog } from "./dialog";

type ConfirmOptions = {
  title?: string;
  confirmText?: string;
  cancelText?: string;
  /** Danger styling of the confirm button, for destructive actions. */
  danger?: boolean;
};

type Request = ConfirmOptions & {
  kind: "confirm" | "alert";
  message: React.ReactNode;
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
      <Dialog.Root
        open={!!current}
        onOpenChange={(open) => {
          if (!open) settle(false);
        }}
      >
        {current ? (
          <Dialog.Content
            data-slot="confirm-dialog"
            role="alertdialog"
            showClose={false}
            dismissOnBackdrop={false}
            onOpenAutoFocus={(event) => {
              // The primary action takes focus, as in the console's message boxes; Escape cancels.
              event.preventDefault();
              const active = document.activeElement;
              openerRef.current = active && active !== document.body ? active : null;
              confirmRef.current?.focus();
            }}
            onCloseAutoFocus={(event) => event.preventDefault()}
          >
            <Dialog.Header>
              <Dialog.Title>{current.title ?? messages.confirmTitle}</Dialog.Title>
              <Dialog.Description>{current.message}</Dialog.Description>
            </Dialog.Header>
            <Dialog.Footer>
              {current.kind === "confirm" ? (
                <Button onClick={() => settle(false)}>{current.cancelText ?? messages.cancel}</Button>
              ) : null}
              <Button ref={confirmRef} variant={current.danger ? "danger" : "primary"} onClick={() => settle(true)}>
                {current.confirmText ?? messages.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
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
