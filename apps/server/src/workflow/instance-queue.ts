// Actions on one instance take turns within this process (the row lock with its revision check
// serialises them across processes): a second approval waits for the first instead of failing on it.

const queues = new Map<string, Promise<unknown>>();

/** Runs `fn` after every earlier action on the same instance in this process has finished. */
export function serialise<T>(instanceId: string, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(instanceId) ?? Promise.resolve();
  const next = previous.then(fn, fn);
  const settled = next.catch(() => undefined);
  queues.set(instanceId, settled);
  void settled.then(() => {
    if (queues.get(instanceId) === settled) queues.delete(instanceId);
  });
  return next;
}
