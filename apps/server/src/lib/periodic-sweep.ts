// A job that runs on the server's clock every few hundred milliseconds from the app's start to its close
// (activity deadlines, process timers): at once on start (what fell due while the server was down), never
// two at a time, and `sweepNow()` for tests and callers in a hurry.
import type { Services } from "../routes/types.js";

/** Runs `sweep` every `intervalMs` from `start()` until `stop()`; a failed sweep is logged and counts 0. */
export class PeriodicSweep {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<unknown> | undefined;

  constructor(
    private readonly services: Services,
    private readonly name: string,
    private readonly work: (services: Services, now: Date) => Promise<number>,
    private readonly intervalMs: number,
  ) {}

  /** Sweeps at once, then on every interval. */
  start(): void {
    if (this.timer) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** No more sweeps; waits for one under way, so nothing writes after the database closes. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }

  /** One sweep now (after any under way); answers how many things it handled. */
  async sweepNow(): Promise<number> {
    await this.current;
    return this.sweep();
  }

  private tick(): void {
    // A slow database must not pile sweeps up: skip a beat while one is still running.
    if (this.current) return;
    this.current = this.sweep().finally(() => (this.current = undefined));
  }

  private async sweep(): Promise<number> {
    try {
      return await this.work(this.services, this.services.clock.now());
    } catch (err) {
      this.services.log.error({ err }, `${this.name} sweep failed`);
      return 0;
    }
  }
}
