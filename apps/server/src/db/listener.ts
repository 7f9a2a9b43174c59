// The one PostgreSQL connection of a server instance that LISTENs for notifications (the push hub's and
// the screen casts'). When it drops (a database restart, a failover, an administrator ending it) it is
// opened again with growing pauses, LISTENs on every channel again, and tells each subscriber that
// notifications may have been missed meanwhile, so that it can catch up from what it stored.
import pg from "pg";

/** A listener for database notifications (PostgreSQL LISTEN/NOTIFY). */
export type NotifyHandler = (payload: string) => void;

interface Subscriber {
  handler: NotifyHandler;
  /** Called after the connection came back: notifications sent while it was down are lost. */
  onResume?: () => void;
}

/** Pauses between reconnection attempts: 250 ms doubling to 10 s, plus up to a quarter of random spread. */
function reconnectDelay(attempt: number): number {
  const base = Math.min(10_000, 250 * 2 ** attempt);
  return base + Math.floor(Math.random() * (base / 4));
}

export class NotificationListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Subscriber[]>();
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  /** Whether the listening connection is open (readiness: false while it is being reopened). */
  get isOpen(): boolean {
    return this.client !== undefined;
  }

  async listen(channel: string, handler: NotifyHandler, onResume?: () => void): Promise<void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const client = await this.connected();
    const known = this.channels.get(channel);
    if (known) {
      known.push({ handler, ...(onResume ? { onResume } : {}) });
      return;
    }
    this.channels.set(channel, [{ handler, ...(onResume ? { onResume } : {}) }]);
    await client.query(`LISTEN ${channel}`);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString });
    // A dropped connection reports an error and then ends; the end decides (reconnect).
    client.on("error", () => undefined);
    client.on("notification", (msg) => {
      for (const s of this.channels.get(msg.channel) ?? []) s.handler(msg.payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    client.once("end", () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.reconnect(0);
    });
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error("the database is closed");
    }
    this.client = client;
    return client;
  }

  private reconnect(attempt: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.connected().then(
        () => {
          for (const subscribers of this.channels.values()) for (const s of subscribers) s.onResume?.();
        },
        () => this.reconnect(attempt + 1),
      );
    }, reconnectDelay(attempt));
    this.retry.unref();
  }
}
