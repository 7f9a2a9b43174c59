import { isApiError } from "@smartclass/api";
import { useEffect, useRef, useState } from "react";

type CallState<T> = { state: "pending" } | { state: "done"; value: T } | { state: "failed"; message: string };

/** A thrown error's text for the page (the server's message for an API refusal). */
function errorText(error: unknown): string {
  return isApiError(error) || error instanceof Error ? error.message : String(error);
}

/**
 * Runs `run` once per `key` and answers its state. A social code or a silent approval must reach the
 * server once, even when React runs the effect twice (StrictMode in development): the call is kept in a
 * ref and each effect run only listens to it.
 */
function useOneCall<T>(key: string, run: () => Promise<T>): CallState<T> {
  const call = useRef<{ key: string; promise: Promise<T> } | null>(null);
  const [result, setResult] = useState<{ key: string; state: CallState<T> } | null>(null);
  useEffect(() => {
    let active = true;
    if (call.current?.key !== key) call.current = { key, promise: run() };
    call.current.promise.then(
      (value) => active && setResult({ key, state: { state: "done", value } }),
      (error: unknown) => active && setResult({ key, state: { state: "failed", message: errorText(error) } }),
    );
    return () => {
      active = false;
    };
    // `run` belongs to `key`: a new key is a new call, a new closure for the same key is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key ? result.state : { state: "pending" };
}

export { errorText, useOneCall };
