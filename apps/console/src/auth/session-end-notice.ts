// Why the last session of this tab ended, kept across the full-page navigation to the login page, which
// says it once above the form (a notice shown before the navigation would be lost with the page).
import type { SessionEnd } from "@smartclass/api";

const SESSION_END_KEY = "smartclass.sessionEnded";

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the text that tells why the session ended, for the login page. */
function rememberSessionEnd(ended: SessionEnd, storage: Storage | undefined = tabStorage()): void {
  try {
    storage?.setItem(SESSION_END_KEY, ended.message);
  } catch {
    // Storage that refuses: the login page shows no reason, the notice before the navigation did.
  }
}

/** The text kept by `rememberSessionEnd`, if any. */
function peekSessionEnd(storage: Storage | undefined = tabStorage()): string | undefined {
  try {
    return storage?.getItem(SESSION_END_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the kept text once the login page has said it (it is said once). */
function forgetSessionEnd(storage: Storage | undefined = tabStorage()): void {
  try {
    storage?.removeItem(SESSION_END_KEY);
  } catch {
    // nothing kept
  }
}

export { forgetSessionEnd, peekSessionEnd, rememberSessionEnd };
