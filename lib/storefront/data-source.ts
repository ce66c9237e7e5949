import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Env } from '../env';

/**
 * A short name for the database a process reads, for cache keys: Next's data cache outlives the process and
 * the build, so without it a server on another database (the benchmark's 100,000 products, a test's PostgreSQL)
 * would be answered from the first one's entries. Hashed, so no credentials reach the cache's file names.
 */
export function dataSourceKey(config: Pick<Env, 'DATABASE_URL' | 'PGLITE_DATA_DIR'>): string {
  const location = config.DATABASE_URL ?? `pglite:${resolve(config.PGLITE_DATA_DIR)}`;
  return createHash('sha256').update(location).digest('hex').slice(0, 16);
}
