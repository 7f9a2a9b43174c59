// What a browser tab keeps of one person's session besides the tokens: the open tabs of the shell and
// the push position (both in sessionStorage). Whoever signs in next in the same tab starts clean, so a
// student signing in after an administrator does not see 配置管理 or 用户管理 among their tabs. The
// cached queries are cleared by the auth store itself.
import { TAGS_STORAGE_KEY } from "@smartclass/ui";

import { LAST_SEQ_KEY_PREFIX } from "../shell/push-last-seq";

/** The sessionStorage of this tab, or nothing where it is unavailable (private mode, tests without a DOM). */
function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Removes the open tabs and every user's push position from the tab's storage. */
function forgetTabSession(storage: Storage | undefined = tabStorage()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key === TAGS_STORAGE_KEY || key?.startsWith(LAST_SEQ_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage that refuses to be read leaves nothing of the session behind to forget.
  }
}

export { forgetTabSession };
