import { join } from 'node:path';

/** node-postgres finds a Unix socket as `<folder>/.s.PGSQL.<port>`, as libpq does. */
export const COMMAND_SOCKET_PORT = 5432;

/** sun_path holds 108 bytes on Linux, the last one the terminating zero. */
export const COMMAND_SOCKET_PATH_LIMIT = 107;

/** The owner-only folder beside a PGlite data folder where its running shop listens for commands. */
export function commandSocketFolder(dataFolder: string): string {
  return `${dataFolder}.commands`;
}

export function commandSocketPath(dataFolder: string): string {
  return join(commandSocketFolder(dataFolder), `.s.PGSQL.${COMMAND_SOCKET_PORT}`);
}
