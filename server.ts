/**
 * The shop's production server: `next start`'s server, owned here so every request's forwarding headers are
 * decided from its socket before Next sees it (lib/http/incoming-request.ts). Next's route handlers never see
 * the socket, and `next start` accepts requests before any of the shop's code runs. Usage:
 * `node --import tsx server.ts [-p PORT]` (PORT, else 3000), on all interfaces like `next start`.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { loadEnvConfig } from '@next/env';
import { drainBackgroundWork } from './lib/background/background-work';
import { ConfigurationError, loadEnv } from './lib/env';
import { pageSettingsStamp, settingsDigest } from './lib/catalog/page-settings';
import { forgetPagesOfOtherSettings } from './lib/catalog/stale-pages';
import { markForwardingSettled } from './lib/http/forwarding-settled';
import { settleForwarding } from './lib/http/incoming-request';
import { UNDECODABLE_ANSWER, undecodableApiRequest } from './lib/http/undecodable-request';
import { trustNobody, type TrustedProxies } from './lib/trusted-proxies';

// As `next start` does: a production server unless told otherwise.
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || 'production' });
const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
process.env.PORT = String(port);

loadEnvConfig(process.cwd());
let trusted: TrustedProxies = trustNobody;
try {
  trusted = loadEnv().TRUSTED_PROXIES;
} catch (error) {
  console.error(error instanceof ConfigurationError ? error.message : error);
  process.exit(1);
}

// Before Next reads its cache: pages cached under other origins, hosts or databases must not be served.
const pageSettings = pageSettingsStamp(process.env, process.cwd());
const stalePages = forgetPagesOfOtherSettings(process.env.NEXT_DIST_DIR || '.next', pageSettings);
// The shared cache in Redis (lib/page-cache) keeps each build's and settings' pages apart by this digest instead.
process.env.STOREFRONT_PAGE_SETTINGS = settingsDigest(pageSettings);
const settingsNamed = (changed: string[] | null) =>
  changed ? `other settings (${changed.join(', ')})` : 'no record of the settings they were made with';
if (stalePages.kind === 'dropped')
  console.log(`Cached pages were made with ${settingsNamed(stalePages.changed)}: dropped, they render anew.`);
if (stalePages.kind === 'shared')
  console.warn(
    `Cached pages were made with ${settingsNamed(stalePages.changed)}, and process ${stalePages.servers.join(', ')} ` +
      'still serves them from this build folder: kept. Give each server its own NEXT_DIST_DIR.',
  );

async function serve(proxies: TrustedProxies): Promise<void> {
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: process.cwd(), port });
  markForwardingSettled();
  await app.prepare();
  const handle = app.getRequestHandler();
  const server = createServer((request, response) => {
    try {
      settleForwarding(request, proxies);
    } catch (error) {
      // A request the rule cannot read must not take the whole server down with it.
      console.error(`Deciding the forwarding headers of ${request.url} failed`, error);
      response.writeHead(500).end();
      return;
    }
    if (undecodableApiRequest(request.url)) {
      const { status, headers, body } = UNDECODABLE_ANSWER;
      response.writeHead(status, headers).end(body);
      return;
    }
    handle(request, response).catch((error: unknown) => {
      console.error(`Failed to handle request for ${request.url}`, error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
  server.listen(port, () => console.log(`Shop listening on port ${port}`));
  // Like `next start`: stop taking requests, let the ones under way finish, then close Next's server. The
  // background work drains meanwhile: no new sweep round, and claims a round still holds after the bound are
  // given back, so another instance takes those jobs at once.
  const shutDown = (exitCode: number) => {
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.all([requestsDone, drainBackgroundWork()])
      .then(() => app.close())
      .finally(() => process.exit(exitCode));
  };
  process.once('SIGTERM', () => shutDown(143));
  process.once('SIGINT', () => shutDown(130));
}

void serve(trusted);
