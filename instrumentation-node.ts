/**
 * Checks the configuration and opens the shop backend as the server starts, so the first shopper does not wait
 * for PGlite (~2 s). A bad setting, a PGlite folder another server holds, or a database without a catalogue
 * stops the start with one clear message; anything else (a database that is down) leaves the server up, showing
 * its error screens and trying again on the next request. Never run during `next build`.
 */
import { ConfigurationError, env } from './lib/env';
import { forwardingSettled } from './lib/http/forwarding-settled';
import { installResponseHeaderPolicy } from './lib/http/response-headers';
import { withoutQueryValues } from './lib/monitoring/log-error';
import { startServerMonitoring } from './lib/monitoring/server';
import { startConfirmationSweep } from './lib/checkout/confirmation-sweep';
import { startEFacturaSweep } from './lib/documents/e-invoice/efactura-sweep';
import { startOrderForwardingSweep } from './lib/checkout/order-forwarding-sweep';
import { startReminderSweep } from './lib/booking/reminder-sweep';
import { startCartReminderSweep } from './lib/cart-reminders/cart-reminder-sweep';
import { pingBackend } from './lib/storefront';
import { forgetOnRevalidation } from './lib/page-cache/revalidations';
import { clearRouteCache } from './lib/seo/route-cache';
import { forgetHandlerReads } from './lib/api/market-context';
import { CatalogueMissingError } from './lib/adapters/embedded';
import { DatabaseFolderLockedError } from './lib/adapters/embedded/folder-lock';

const fatal = [ConfigurationError, DatabaseFolderLockedError, CatalogueMissingError];

installResponseHeaderPolicy();

if (process.env.NODE_ENV === 'production' && !forwardingSettled()) {
  console.error(
    'The shop cannot start: run it with `npm start` (server.ts), not `next start` alone (README "Behind a proxy").',
  );
  process.exit(1);
}

try {
  env();
  await startServerMonitoring(process.env.NEXT_PUBLIC_APP_VERSION ?? 'development');
  await pingBackend();
} catch (error) {
  const shown = withoutQueryValues(error);
  console.error(shown instanceof Error ? shown.message : shown);
  if (fatal.some((kind) => error instanceof kind)) process.exit(1);
}

// Another instance's revalidation must reach this process's own lookups too, not only the shared page cache.
forgetOnRevalidation(() => {
  clearRouteCache();
  forgetHandlerReads();
});

startConfirmationSweep();
startEFacturaSweep();
startOrderForwardingSweep();
startReminderSweep();
startCartReminderSweep();
