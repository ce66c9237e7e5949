/**
 * npm run bench -- [--products N] [--seconds S] [--crawl URLS] [--lighthouse-runs R] [--reuse] [--build-from DIR]
 *   [--instances-seconds S] [--skip in-process,seo,search,instances]
 * Prints figures, asserts nothing (docs/architecture.md "Testing"): seeding rate, proxy, search, cart and login latency, cold start, cached
 * home/listing/product pages under load beside a plain Node server serving the same bytes in the same run (and
 * a product page with 200+ reviews beside one without any),
 * cache-miss latency over a sample of every sitemap, first-load JS per route, Lighthouse mobile scores, and the
 * product feed's generation (beside reading its sale elements alone) and cached delivery, and an order's invoice as
 * PDF and e-invoice XML, and the Thelia adapter's product read and add to cart beside the embedded one's, and
 * a mixed load's throughput on three instances behind nginx over one's.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../lib/adapters/embedded/database';
import { runSeed } from '../../lib/adapters/embedded/seed/run';
import { BENCH_BUILD, benchBuild } from './build';
import { coldCrawl } from './cold-crawl';
import { feedOverHttp } from './feed-http';
import { instancesSummary, instancesThroughput } from './instances-throughput';
import { cartWithLines } from './cart-with-lines';
import { firstLoadJs } from './first-load-js';
import { lighthouseMedian } from './lighthouse';
import { loggedInSession } from './logged-in-session';
import { startNextServer } from './next-server';
import { pageThroughput } from './page-throughput';
import { placedOrder } from './placed-order';
import { postgresBenchDatabase, withoutPriceHistory } from './postgres-bench';
import { searchHttpLatency } from './search-http';
import { seoReportFigures } from './seo-report';
import type { StoreOrigins } from '../../lib/seo/public-urls';
import { keystrokeToResults } from './search-keystrokes';
import { everyNth, sitemapUrls, type SitemapUrl } from './sitemap-urls';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    port: { type: 'string', default: '3200' },
    crawl: { type: 'string', default: '1000' },
    'lighthouse-runs': { type: 'string', default: '3' },
    reuse: { type: 'boolean', default: false },
    'build-from': { type: 'string' },
    skip: { type: 'string', default: '' },
    'instances-seconds': { type: 'string', default: '20' },
  },
});
/**
 * Sections a run can leave out: the timings in processes of their own, the SEO report, the search over HTTP, one
 * and three instances behind nginx.
 */
const SECTIONS = ['in-process', 'seo', 'search', 'instances'] as const;
const skipped = new Set(values.skip.split(',').filter(Boolean));
for (const name of skipped) {
  if (!(SECTIONS as readonly string[]).includes(name))
    throw new Error(`--skip ${name}: the sections are ${SECTIONS.join(', ')}`);
}
const included = (section: (typeof SECTIONS)[number]) => !skipped.has(section);
const products = Number(values.products);
const seconds = Number(values.seconds);
const port = Number(values.port);
const dataDir = `./data/bench-${products}`;
const hosts = ['at', 'de', 'ro'].map((store) => `${store}.localhost:${port}`);
const [host] = hosts as [string];

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
let postgres: Promise<string | null> | undefined;
/** The bench's PostgreSQL database, seeded once for every section that uses it; null without a server. */
const benchPostgres = () => (postgres ??= postgresBenchDatabase(products, values.reuse));

async function seed(report: Record<string, unknown>): Promise<void> {
  if (values.reuse && existsSync(dataDir)) {
    console.log(`Reusing the seeded folder ${dataDir}.`);
    return;
  }
  console.log(`Seeding ${products} products into a fresh PGlite folder…`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
  const handle = await openDatabase({ pgliteDataDir: dataDir });
  const outcome = await runSeed(handle, { seed: 42, products, replace: true });
  await handle.close();
  if (outcome.kind !== 'seeded') throw new Error('the bench seed did not run');
  const seedSeconds = outcome.result.milliseconds / 1000;
  report.seed = {
    seconds: round(seedSeconds),
    productsPerSecond: Math.round(products / seedSeconds),
    rowsPerSecond: Math.round(outcome.result.rows / seedSeconds),
  };
}

/**
 * A script of scripts/bench in its own process (PGlite lets one process open a folder; the server is next), on
 * the bench's PGlite folder unless `env` names a DATABASE_URL.
 */
function inProcess(script: string, args: string[] = [], env: Record<string, string> = {}): unknown {
  // As a server bundle resolves them: `server-only` (the route handlers' guard) is then an empty module.
  const output = execFileSync(
    'node_modules/.bin/tsx',
    ['--conditions', 'react-server', `scripts/bench/${script}`, ...args],
    {
      env: { ...process.env, PGLITE_DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!);
}

/** The pages the figures are about: home, the first (top-level, so largest) category, the first product. */
function benchPages(urls: SitemapUrl[]): Record<'home' | 'listing' | 'product' | 'content', string> {
  const pages = urls.filter((url) => url.kind === 'page');
  const find = (test: (path: string) => boolean, what: string) => {
    const found = pages.find((url) => test(url.path));
    if (!found) throw new Error(`the sitemap lists no ${what}`);
    return found.path;
  };
  return {
    home: '/',
    listing: find((path) => /^\/[^/]+\.html$/.test(path) && !/\/(?:agb|impressum)/i.test(path), 'category'),
    product: urls.find((url) => url.kind === 'product')!.path,
    content: find((path) => /^\/(?:ueber-uns|faq|blog)/.test(path), 'content page'),
  };
}

/** Timings in processes of their own on the seeded folder (and a PostgreSQL copy), before the server opens it. */
async function inProcessTimings(report: Record<string, unknown>): Promise<void> {
  console.log('Timing proxy.ts in-process on 500 product URLs, unseen and then remembered…');
  report.proxyMs = inProcess('proxy-latency.ts', ['500']);
  console.log('Timing the overlay search in-process on PGlite: prefixes and words, one and ten at a time…');
  const searchMs: Record<string, unknown> = { pglite: inProcess('search-latency.ts') };
  const postgresUrl = await benchPostgres();
  if (postgresUrl) {
    console.log('…and on PostgreSQL.');
    searchMs.postgres = inProcess('search-latency.ts', [], { DATABASE_URL: postgresUrl });
  }
  report.searchMs = searchMs;
  if (postgresUrl) {
    console.log('Timing uncached product and listing reads on PostgreSQL, without and with price history…');
    const withoutHistory = inProcess('catalogue-reads.ts', [], {
      DATABASE_URL: await withoutPriceHistory(postgresUrl),
    });
    report.catalogueReadsMs = {
      withoutPriceHistory: withoutHistory,
      withPriceHistory: inProcess('catalogue-reads.ts', [], { DATABASE_URL: postgresUrl }),
    };
  }
  console.log('Timing the product feed: the sale elements read alone, then the whole feed generated…');
  report.feedSeconds = {
    pglite: inProcess('feed.ts'),
    ...(postgresUrl ? { postgres: inProcess('feed.ts', [], { DATABASE_URL: postgresUrl }) } : {}),
  };
  console.log('Timing the radiator configurator’s answer beside a product read…');
  report.configuratorMs = {
    pglite: inProcess('configurator-latency.ts'),
    ...(postgresUrl
      ? { postgres: inProcess('configurator-latency.ts', [], { DATABASE_URL: postgresUrl }) }
      : {}),
  };
  console.log('Timing the installers’ slot search beside reading the appointments alone…');
  report.slotSearchMs = {
    pglite: inProcess('slot-search-latency.ts'),
    ...(postgresUrl
      ? { postgres: inProcess('slot-search-latency.ts', [], { DATABASE_URL: postgresUrl }) }
      : {}),
  };
  console.log('Timing add to cart and the cart read through their route handlers, one and ten at a time…');
  report.cartMs = {
    pglite: inProcess('cart-latency.ts'),
    ...(postgresUrl ? { postgres: inProcess('cart-latency.ts', [], { DATABASE_URL: postgresUrl }) } : {}),
  };
  console.log(
    'Timing a product read and add to cart on SHOP_BACKEND=thelia (the Thelia stand-in) and embedded…',
  );
  report.theliaMs = inProcess('thelia-latency.ts');
  console.log('Timing order placement through the checkout handler, 1, 10 and 50 buyers at once…');
  report.orderMs = {
    pglite: inProcess('order-latency.ts'),
    ...(postgresUrl ? { postgres: inProcess('order-latency.ts', [], { DATABASE_URL: postgresUrl }) } : {}),
  };
  console.log('Timing a login (argon2id, session rotation, cart lookup) through its route handler…');
  report.loginMs = {
    pglite: inProcess('login-latency.ts'),
    ...(postgresUrl ? { postgres: inProcess('login-latency.ts', [], { DATABASE_URL: postgresUrl }) } : {}),
  };

  console.log('Timing an order’s invoice as PDF, CIUS-RO UBL and XRechnung CII…');
  report.invoiceDocumentsMs = inProcess('invoice-documents.ts');
}

async function main(): Promise<void> {
  const report: Record<string, unknown> = {
    products,
    seconds,
    node: process.version,
    cores: (await import('node:os')).cpus().length,
    ...(skipped.size > 0 ? { skipped: [...skipped] } : {}),
  };
  await seed(report);
  if (included('in-process')) await inProcessTimings(report);

  const runs = Number(values['lighthouse-runs']);
  // Only Lighthouse's account page needs the customer; made now, while no server holds the folder.
  const accountLogin =
    runs > 0 ? (inProcess('account-session.ts') as { email: string; password: string }) : undefined;
  const reviewed = inProcess('reviewed-products.ts') as {
    withReviews: string;
    reviewCount: number;
    withoutReviews: string;
  };

  const buildFrom = values['build-from'];
  console.log(
    buildFrom ? `Copying the build in ${buildFrom} to ${BENCH_BUILD}…` : `Building into ${BENCH_BUILD}…`,
  );
  benchBuild(buildFrom);

  if (included('instances')) {
    const instanceSeconds = Number(values['instances-seconds']);
    console.log(
      `Loading one, then three instances behind nginx with a mixed load, ${instanceSeconds} s each…`,
    );
    const instances = await instancesThroughput({
      postgresUrl: await benchPostgres(),
      distDir: BENCH_BUILD,
      seconds: instanceSeconds,
      cores: report.cores as number,
    });
    if ('skipped' in instances) console.log(`Skipping one and three instances: ${instances.skipped}.`);
    else console.log(instancesSummary(instances));
    report.instances = instances;
  }

  const origins = hosts.map((name) => `${name.split('.')[0]}=http://${name}`).join(',');
  const server = await startNextServer({
    port,
    dataDir,
    distDir: BENCH_BUILD,
    host,
    env: { SHOP_ORIGINS: origins },
  });
  try {
    report.coldStartToFirstByteMs = round(server.coldStartToFirstByte);
    const urlsByHost = await Promise.all(hosts.map((name) => sitemapUrls(server.url, name)));
    const pages = benchPages(urlsByHost[0]!);
    report.pages = pages;

    // Cold first: every sampled URL renders once, before any of them could be cached.
    const sampleSize = Number(values.crawl);
    const allUrls = urlsByHost.flatMap((urls, index) => urls.map((url) => ({ ...url, host: hosts[index]! })));
    // Half products, half the rest (listings, brands, contents), which are far fewer but cost more to render.
    const sample = (['product', 'page'] as const).flatMap((kind) => {
      const ofKind = allUrls.filter((url) => url.kind === kind);
      return everyNth(ofKind, Math.ceil(ofKind.length / Math.max(1, sampleSize / 2)));
    });
    console.log(`Crawling ${sample.length} of the ${allUrls.length} sitemap URLs of three hosts, each once…`);
    const cacheMiss: Record<string, unknown> = {};
    for (const name of hosts) {
      cacheMiss[name] = await coldCrawl(
        server.url,
        name,
        sample.filter((url) => url.host === name),
      );
    }
    report.cacheMiss = cacheMiss;

    if (included('seo')) {
      console.log(
        'Walking the three sitemaps, then the SEO report on their first 1,000 pages beside a bare crawler…',
      );
      report.seoReport = await seoReportFigures(
        Object.fromEntries(hosts.map((name) => [name.split('.')[0], `http://${name}`])) as StoreOrigins,
        1_000,
      );
    }

    console.log('Requesting the product feed through the server: generated, then from its file…');
    report.feedHttp = await feedOverHttp(server.url, host);

    if (included('search')) {
      console.log(
        'Timing GET /api/search over HTTP beside a plain server, then keystroke to results in Chromium…',
      );
      report.searchHttpMs = await searchHttpLatency(server.url, host);
      report.searchKeystrokeToResultsMs = await keystrokeToResults(`http://${host}/`);
    }

    for (const [name, path] of Object.entries(pages).filter(([name]) => name !== 'content')) {
      console.log(`Loading the ${name} page for ${seconds} s at 10 connections, then the plain baseline…`);
      report[`${name}Page`] = await pageThroughput(server.url, host, path, seconds);
    }

    // A product with 200+ reviews (ten on its page, the rest on paginated routes) beside one without any.
    console.log(
      `Loading a product page with ${reviewed.reviewCount} reviews and one without, ${seconds} s each…`,
    );
    const withoutReviews = await pageThroughput(server.url, host, reviewed.withoutReviews, seconds);
    const withReviews = await pageThroughput(server.url, host, reviewed.withReviews, seconds);
    report.productReviews = {
      reviewCount: reviewed.reviewCount,
      withoutReviews,
      withReviews,
      throughputRatioWithOverWithout: round(withReviews.throughputRatio / withoutReviews.throughputRatio, 3),
    };

    report.firstLoadJsGzip = Object.fromEntries(
      await Promise.all(
        Object.entries({ ...pages, brands: '/marken' }).map(async ([name, path]) => [
          name,
          await firstLoadJs(new URL(path, server.url).href, host),
        ]),
      ),
    );

    if (accountLogin) {
      const lighthouse: Record<string, unknown> = {};
      const lighthousePages: Array<[string, string]> = [
        ...Object.entries(pages).filter(([name]) => name !== 'content'),
        ['loginRegister', '/login-register'],
        ['forgotPassword', '/forgot-password'],
      ];
      for (const [name, path] of lighthousePages) {
        console.log(`Lighthouse (mobile) on the ${name} page, ${runs} runs…`);
        lighthouse[name] = await lighthouseMedian(`http://${host}${path}`, runs);
      }
      // Issue 32 holds every page kind to its figures at desktop widths as well.
      const desktop: Record<string, unknown> = {};
      for (const [name, path] of lighthousePages) {
        console.log(`Lighthouse (desktop) on the ${name} page, ${runs} runs…`);
        desktop[name] = await lighthouseMedian(`http://${host}${path}`, runs, {}, 'desktop');
      }
      // A shopper's own pages, with their session cookie, at phone and desktop widths alike.
      const asShopper = async (name: string, path: string, cookie: string) => {
        console.log(`Lighthouse (mobile and desktop) on ${path} as a shopper, ${runs} runs each…`);
        lighthouse[name] = await lighthouseMedian(`http://${host}${path}`, runs, { Cookie: cookie });
        desktop[name] = await lighthouseMedian(`http://${host}${path}`, runs, { Cookie: cookie }, 'desktop');
      };
      const products = urlsByHost[0]!.filter((url) => url.kind === 'product').map((url) => url.path);
      const cookie = await cartWithLines(server.url, host, products.slice(0, 20));
      await asShopper('cartThreeLines', '/cart', cookie);
      report.checkoutFirstLoadJsGzip = await firstLoadJs(new URL('/checkout', server.url).href, host, cookie);
      await asShopper('checkout', '/checkout', cookie);
      await placedOrder(server.url, host, cookie);
      await asShopper('orderPlaced', '/order-placed', cookie);
      // A logged-in customer with an address.
      await asShopper('account', '/account', await loggedInSession(server.url, host, accountLogin));
      report.lighthouseDesktopMedian = desktop;
      report.lighthouseMedian = lighthouse;
    }
  } finally {
    await server.stop();
  }

  console.log(JSON.stringify(report, null, 2));
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    `bench-results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    JSON.stringify(report, null, 2),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
