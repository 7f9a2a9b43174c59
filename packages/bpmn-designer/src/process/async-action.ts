import * as React from "react";

import { processMessages as t } from "./messages";

/** The text a person reads for a rejected callback: the error's own message, else a generic one. */
function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return t.failed;
}

/** State of one async callback: busy while its promise runs, the error's message after a rejection. */
interface AsyncAction {
  busy: boolean;
  error: string | null;
  /** Runs `action`; resolves true when it succeeded, false when it was rejected (the error is kept). */
  run: (action: () => Promise<unknown> | unknown) => Promise<boolean>;
  /** Forgets the error (a dialog opened again starts clean). */
  reset: () => void;
}

/**
 * Tracks one async callback for a widget: `busy` while it runs (a second run is refused meanwhile,
 * so a double click sends one request) and the rejection's message afterwards.
 */
function useAsyncAction(): AsyncAction {
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const running = React.useRef(false);
  const run = React.useCallback(async (action: () => Promise<unknown> | unknown) => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(errorText(caught));
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  const reset = React.useCallback(() => setError(null), []);
  return { busy, error, run, reset };
}

export { useAsyncAction };
