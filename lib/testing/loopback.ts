import type { Server } from 'node:http';

/** Starts a stand-in's server on 127.0.0.1, on a free port unless `port` is given: its origin, and its stop. */
export async function listenOnLoopback(
  server: Server,
  port = 0,
): Promise<{ origin: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
