import type { KeyValueStorage } from "./storage";

/** Runs a task exclusively across the browser's tabs. */
type ExclusiveRunner = <T>(task: () => Promise<T>) => Promise<T>;

/** The part of the Web Locks API the session uses. */
interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

interface LeaseOptions {
  storage: KeyValueStorage;
  key: string;
  /** A lease older than this is considered abandoned (a tab closed mid-refresh). */
  leaseMs?: number;
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Web Locks: the browser guarantees one holder across tabs. */
function webLockRunner(locks: LockManagerLike, name: string): ExclusiveRunner {
  return (task) => locks.request(name, () => task());
}

/**
 * The fallback without Web Locks: a lease in shared storage (localStorage is shared by the tabs of an
 * origin). Not atomic like Web Locks, but it makes two tabs spending the same refresh token unlikely;
 * the session re-reads the refresh token inside the lease, so a tab that waited uses the new pair.
 */
function storageLeaseRunner(options: LeaseOptions): ExclusiveRunner {
  const leaseMs = options.leaseMs ?? 15_000;
  const pollMs = options.pollMs ?? 50;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const owner = Math.random().toString(36).slice(2);
  let local: Promise<unknown> = Promise.resolve();

  const held = (): boolean => {
    const raw = options.storage.getItem(options.key);
    if (!raw) return false;
    const [holder, until] = raw.split(":");
    return holder !== owner && Number(until) > now();
  };

  return (task) => {
    const run = async () => {
      while (held()) await sleep(pollMs);
      options.storage.setItem(options.key, `${owner}:${now() + leaseMs}`);
      try {
        return await task();
      } finally {
        options.storage.removeItem(options.key);
      }
    };
    // Within the page, tasks queue one after another.
    const result = local.then(run, run);
    local = result.catch(() => undefined);
    return result;
  };
}

export { storageLeaseRunner, webLockRunner };
export type { ExclusiveRunner, LeaseOptions, LockManagerLike };
