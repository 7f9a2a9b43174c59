// A TCP forwarder on 127.0.0.1 that a test can cut and restore: a real cut, unlike the browser's
// offline switch, which leaves an open WebSocket alive. While cut, every open connection is destroyed
// and the port refuses new ones; restoring listens on the same port again, so the page's address holds.
import { createServer, type Server, type Socket, connect } from "node:net";

interface TcpForwarder {
  /** The forwarder's port on 127.0.0.1. */
  readonly port: number;
  /** Destroys every open connection and stops listening until `restore`. */
  cut(): Promise<void>;
  /** Listens on the same port again. */
  restore(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

/** Forwards 127.0.0.1:<port> to 127.0.0.1:<targetPort>. */
async function startTcpForwarder(targetPort: number): Promise<TcpForwarder> {
  const open = new Set<Socket>();
  const makeServer = () =>
    createServer((client) => {
      const upstream = connect(targetPort, "127.0.0.1");
      open.add(client);
      open.add(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on("error", end).on("close", end);
      upstream.on("error", end).on("close", end);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  let server: Server | undefined = makeServer();
  const port = await listen(server, 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of open) socket.destroy();
      open.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  return {
    port,
    cut: stop,
    async restore() {
      if (server) return;
      server = makeServer();
      await listen(server, port);
    },
    close: stop,
  };
}

export { startTcpForwarder };
export type { TcpForwarder };
