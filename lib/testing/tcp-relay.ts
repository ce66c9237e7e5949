import { createConnection, createServer, type Socket } from 'node:net';

/** A service (PostgreSQL, Redis) reached through a relay a test can cut and mend, as a network partition does. */
export interface TcpRelay {
  port: number;
  /** Drops every open connection and refuses new ones until `mend`. */
  cut(): void;
  mend(): void;
  close(): Promise<void>;
}

/**
 * Relays connections on a free local port to `targetPort`: a shop pointed at the relay loses its database or
 * Redis when the test cuts it, without stopping the machine's server that other tests use meanwhile.
 */
export async function startTcpRelay(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpRelay> {
  const open = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = createConnection(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    mend() {
      cut = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
