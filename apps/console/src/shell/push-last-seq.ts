// Where the console keeps the last push sequence number it has seen: per user (another person signing
// in on this computer starts from their own) and per tab in sessionStorage, so a reload of the tab
// resumes the replay from where it was instead of fetching everything again.
import type { LastSeqStore } from "@smartclass/api";

/** What every user's key starts with (signing out forgets them all). */
const LAST_SEQ_KEY_PREFIX = "smartclass.push.lastSeq.";

/** The sessionStorage key of a user's last seen sequence number. */
const lastSeqKey = (userId: number | string) => `${LAST_SEQ_KEY_PREFIX}${userId}`;

/** The store of one user's number; storage that refuses (private mode, quota) leaves it in memory. */
function sessionLastSeq(
  userId: number | string,
  storage: Storage | undefined = globalThis.sessionStorage,
): LastSeqStore {
  const key = lastSeqKey(userId);
  let memory: number | null = null;
  return {
    get() {
      try {
        const stored = storage?.getItem(key);
        const seq = stored === null || stored === undefined ? Number.NaN : Number(stored);
        if (Number.isSafeInteger(seq) && seq >= 0) return seq;
      } catch {
        // unreadable storage: the number kept in memory
      }
      return memory;
    },
    set(seq) {
      memory = seq;
      try {
        storage?.setItem(key, String(seq));
      } catch {
        // kept in memory for this page
      }
    },
  };
}

export { LAST_SEQ_KEY_PREFIX, lastSeqKey, sessionLastSeq };
