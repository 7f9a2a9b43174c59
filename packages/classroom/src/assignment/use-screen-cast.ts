// The big screen's hook: follows a cast's public stream (see screen-cast-stream.ts) for as long as the
// component is mounted, without the classroom API provider.
import { useEffect, useState } from "react";

import { followScreenCast, type ScreenCastState } from "./screen-cast-stream";

/** The current state of a cast's big screen: its view, live from the SSE stream, reconnecting with
 * backoff and reading `castScreen/view` when the stream drops, ended on `end` or 404. */
function useScreenCast(baseUrl: string, screenId: string): ScreenCastState {
  const [state, setState] = useState<ScreenCastState>({ status: "connecting", view: null });
  useEffect(() => {
    const controller = new AbortController();
    // followScreenCast starts with the connecting state, so another screen id never shows the last one's.
    void followScreenCast(baseUrl, screenId, { signal: controller.signal, onState: setState });
    return () => controller.abort();
  }, [baseUrl, screenId]);
  return state;
}

export { useScreenCast };
