import { openDatabase, migrationsFolder, type DatabaseHandle, type DatabaseTarget } from './database';
import { DatabaseFolderLockedError } from './folder-lock';
import { openThroughRunningShop } from './command-socket/through-running-shop';

/**
 * The database for a maintenance command (npm run admin:create, price:set, …): opened as the shop opens it, or,
 * when a running shop holds the PGlite folder, reached through that shop while it goes on serving.
 */
export async function openForCommand(target: DatabaseTarget): Promise<DatabaseHandle> {
  try {
    return await openDatabase(target);
  } catch (error) {
    if (!(error instanceof DatabaseFolderLockedError)) throw error;
    return openThroughRunningShop(error.folder, error.ownerPid, migrationsFolder);
  }
}
