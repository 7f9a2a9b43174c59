// Group work arriving together into one database round trip. Requests whose sockets became readable
// in the same turn of the event loop are taken together at the next `setImmediate`; while one batch
// runs, the next ones wait and are taken together when it ends; a batch that follows another within
// 10 ms waits 2 ms more for arrivals. An idle server answers a lone request with no added wait; a
// storm of 200 costs a handful of statements instead of 200 (PGlite runs every statement in this one
// thread, one at a time, and each costs about a millisecond however few rows it touches).

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** A batch starting this soon after the previous one ended finds the server in a storm. */
const STORM_GAP_MS = 10;
/** How long a batch in a storm waits for more arrivals. */
const GATHER_MS = 2;

/** Coalesces `add` calls into calls of `run` over all inputs waiting, one run at a time. */
export class Batcher<I, O> {
  private pending: Waiting<I, O>[] = [];
  private running = false;
  private scheduled = false;
  /** When the last batch ended (performance.now()); a batch soon after another means a storm. */
  private lastEnded = Number.NEGATIVE_INFINITY;

  /**
   * `run` answers one output per input, in the inputs' order; if it throws, every input of that
   * batch gets the error. `maxBatch` bounds one statement's size.
   */
  constructor(
    private readonly run: (inputs: I[]) => Promise<O[]>,
    private readonly maxBatch = 500,
  ) {}

  /** Queues one input and resolves with its output once its batch has run. */
  add(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    const go = () => {
      this.scheduled = false;
      void this.flush();
    };
    // Idle: at once. Right after another batch (requests are streaming in): gather a little longer,
    // so that a storm trickling in over its connections is written in a few groups, not one by one.
    if (performance.now() - this.lastEnded < STORM_GAP_MS) setTimeout(go, GATHER_MS);
    else setImmediate(go);
  }

  private async flush(): Promise<void> {
    if (this.running || this.pending.length === 0) return;
    this.running = true;
    const batch = this.pending.splice(0, this.maxBatch);
    try {
      const outputs = await this.run(batch.map((w) => w.input));
      batch.forEach((w, i) => w.resolve(outputs[i] as O));
    } catch (error) {
      for (const w of batch) w.reject(error);
    } finally {
      this.running = false;
      this.lastEnded = performance.now();
      if (this.pending.length > 0) this.schedule();
    }
  }
}
