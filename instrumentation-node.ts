/**
 * Checks the configuration and opens the shop backend as the server starts, so a bad setting stops the start
 * with one message listing every bad setting, and the first shopper does not wait for PGlite (~2 s). Never
 * run during `next build`: its workers would open the same data folder.
 */
import { ConfigurationError, env } from './lib/env';
import { getShop } from './lib/shop';

try {
  env();
} catch (error) {
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  process.exit(1);
}

try {
  await getShop();
} catch (error) {
  // The shop keeps serving its error screens; the backend is tried again on the next request.
  console.error(error instanceof Error ? error.message : error);
}
