// The product name this browser last saw configured (`system.name`), for the login page, which has no
// session to ask with. Free of the query layer, so the login page does not load it.
import { messages } from "../messages";

const SYSTEM_NAME_KEY = "smartclass.systemName";

/** Keeps the configured name (an empty one forgets it). */
function rememberSystemName(name: string): void {
  try {
    if (name) globalThis.localStorage?.setItem(SYSTEM_NAME_KEY, name);
    else globalThis.localStorage?.removeItem(SYSTEM_NAME_KEY);
  } catch {
    // The login page then shows the built-in name.
  }
}

/** The name the login page shows: the configured one this browser last saw, else the built-in one. */
function rememberedSystemName(): string {
  try {
    return globalThis.localStorage?.getItem(SYSTEM_NAME_KEY)?.trim() || messages.systemName;
  } catch {
    return messages.systemName;
  }
}

export { rememberedSystemName, rememberSystemName };
