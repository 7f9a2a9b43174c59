// Timer events run on the server's clock, not the real one: bpmn-elements' timers are held here
// instead of run, and a saved state's timers are pushed out of reach before it is resumed, so that
// when a timer fires is decided only by its due time on the server's clock (the timer sweeper).

/** A timer the engine armed: its owner (the timer event definition's content) and how to fire it. */
export interface HeldTimer {
  owner: { id?: string; executionId?: string; timerType?: string; expireAt?: Date | string } | null;
  delay: number;
  fire(): void;
}

/**
 * bpmn-elements' timers, held instead of run: a timer event never fires on the real clock; the step
 * records when each one is due on the server's clock, and the timer sweeper fires the due ones
 * (fireDue) in a step of their own. Timers without an owner are the engine's own and run as usual.
 */
export class HeldTimers {
  private readonly held = new Set<HeldTimer>();

  get executing(): HeldTimer[] {
    return [...this.held];
  }

  register(owner: HeldTimer["owner"]) {
    return {
      setTimeout: (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) =>
        this.hold(owner, callback, delay, args),
      clearTimeout: (ref: unknown) => this.clearTimeout(ref),
    };
  }

  setTimeout(callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) {
    return this.hold(null, callback, delay, args);
  }

  clearTimeout(ref: unknown): void {
    if (this.held.delete(ref as HeldTimer)) return;
    clearTimeout(ref as NodeJS.Timeout);
  }

  private hold(owner: HeldTimer["owner"], callback: (...args: unknown[]) => void, delay: number, args: unknown[]) {
    if (!owner?.executionId) return setTimeout(callback, delay, ...args);
    const timer: HeldTimer = {
      owner,
      delay,
      fire: () => {
        this.held.delete(timer);
        callback(...args);
      },
    };
    this.held.add(timer);
    return timer;
  }
}

/** A timer event waiting, by the timer's execution id: when it is due (ISO, server clock) and its element. */
export type DueTimers = Record<string, { dueAt: string; id: string }>;

/**
 * Moves every saved timer's engine expiry (real time) far out, so that resuming never fires a timer
 * whose real-time expiry passed (the engine would do so while recovering, unrecorded): the engine then
 * arms it afresh and holds it, and when it fires is decided by dueTimers on the server's clock.
 */
export function holdSavedTimers(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) holdSavedTimers(item);
    return;
  }
  if (!value || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if ("timerType" in record && "expireAt" in record) record.expireAt = "9999-12-31T00:00:00.000Z";
  for (const child of Object.values(record)) holdSavedTimers(child);
}
