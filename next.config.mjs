import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WASM and data files from its own package folder; bundling breaks those paths.
  serverExternalPackages: ['@electric-sql/pglite', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default withNextIntl(nextConfig);
