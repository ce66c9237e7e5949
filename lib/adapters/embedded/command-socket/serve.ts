import { chmodSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { CommandSession } from './command-session';
import { commandSocketFolder, commandSocketPath, COMMAND_SOCKET_PATH_LIMIT } from './socket-path';

/** How long a command may hold the shop's database without sending anything before it is rolled back. */
const COMMAND_SILENCE_MS = 10_000;

export interface CommandSocket {
  close(): Promise<void>;
}

const closed: CommandSocket = { close: async () => undefined };

/**
 * Lets maintenance commands (npm run admin:create, price:set, …) reach the PGlite database this process holds,
 * which no other process may open, over a PostgreSQL-protocol Unix socket beside the data folder. The folder
 * around the socket is the shop's user's alone (0700), so only that user's commands get in; PGlite itself asks
 * for no password. Where the socket cannot be made, the shop runs on and says that commands need it stopped.
 */
export async function serveCommandSocket(
  client: PGlite,
  dataFolder: string,
  silenceMs = COMMAND_SILENCE_MS,
): Promise<CommandSocket> {
  const folder = commandSocketFolder(dataFolder);
  const path = commandSocketPath(dataFolder);
  try {
    if (path.length > COMMAND_SOCKET_PATH_LIMIT)
      throw new Error(
        `${path} is longer than a Unix socket's ${COMMAND_SOCKET_PATH_LIMIT} characters ` +
          '(move PGLITE_DATA_DIR to a shorter path).',
      );
    return await listenOwnerOnly(folder, path, client, silenceMs);
  } catch (error) {
    console.warn(`Maintenance commands cannot reach this shop while it runs: ${(error as Error).message}`);
    return closed;
  }
}

async function listenOwnerOnly(
  folder: string,
  path: string,
  client: PGlite,
  silenceMs: number,
): Promise<CommandSocket> {
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (process.getuid && statSync(folder).uid !== process.getuid())
    throw new Error(`${folder} belongs to another user.`);
  chmodSync(folder, 0o700);
  // Left by a shop that was killed: this process holds the data folder's lock, so no other shop listens there.
  rmSync(path, { force: true });

  const sessions = new Set<CommandSession>();
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const session = new CommandSession(client, socket, silenceMs);
    sessions.add(session);
    sockets.add(socket);
    void session.finished.then(() => {
      sessions.delete(session);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(path, () => {
      server.off('error', failed);
      listening();
    });
  });
  chmodSync(path, 0o600);
  // The folder holds nothing else: it goes with the socket, leaving the data folder's surroundings as they were.
  const removeSocket = () => rmSync(folder, { recursive: true, force: true });
  process.once('exit', removeSocket);
  return {
    close: async () => {
      const stopped = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await Promise.all([...sessions].map((session) => session.finished));
      await stopped;
      process.off('exit', removeSocket);
      removeSocket();
    },
  };
}
