import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * Instances built apart (an image per region, a build per machine) share one page cache only under one build id,
 * which Next otherwise draws at random: STOREFRONT_BUILD_ID names it, e.g. the commit the build is made of. Two
 * builds under one id must be of the same code and settings, or they would serve each other's pages.
 */
const sharedBuildId = process.env.STOREFRONT_BUILD_ID?.trim() || null;
if (sharedBuildId && !/^[\w.-]{1,64}$/.test(sharedBuildId))
  throw new Error('STOREFRONT_BUILD_ID: letters, digits, ".", "_" and "-" only, at most 64 characters');

/**
 * Headers every response carries (docs/architecture.md "Security baseline"). The Content-Security-Policy and HSTS depend on
 * the document and the request, so lib/http/response-headers.ts sets them where responses are written.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WASM and data files from its own package folder; bundling breaks those paths.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    // pdfkit requires its standard font metrics (Helvetica opens with every document) relative to its own file.
    'pdfkit',
    // The e-invoice library brings a spreadsheet reader and a PDF library it only needs for other inputs: loaded
    // from node_modules when an e-invoice is asked for, never bundled.
    '@e-invoice-eu/core',
  ],
  // A second server beside the first needs its own build folder: pages cached on disk belong to one database
  // (the revalidation journey runs one on PostgreSQL next to the PGlite one).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The build's own stamp keys the data cache, which outlives builds: a deploy must not read entries shaped by
  // the code before it.
  env: { NEXT_PUBLIC_APP_VERSION: version, STOREFRONT_BUILD: sharedBuildId ?? String(Date.now()) },
  generateBuildId: async () => sharedBuildId,
  reactStrictMode: true,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

/**
 * With REDIS_URL the production server keeps Next's cache (pages, route handlers, unstable_cache) in Redis,
 * shared by every instance (lib/page-cache). Next imports the handler itself, outside its bundles, from an
 * absolute path; server.ts runs under tsx, which lets that import read TypeScript. Builds and servers without
 * Redis keep Next's own cache in the build folder.
 */
export default function config(phase) {
  const shared = phase === PHASE_PRODUCTION_SERVER && Boolean(process.env.REDIS_URL);
  return withNextIntl({
    ...nextConfig,
    ...(shared
      ? { cacheHandler: fileURLToPath(new URL('./lib/page-cache/redis-cache-handler.ts', import.meta.url)) }
      : {}),
  });
}
