import { readFileSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const { layers } = JSON.parse(readFileSync(new URL('./lib/layers.json', import.meta.url), 'utf8'));
const roomGlob = (room) => (room === '.' ? './lib/*.{ts,tsx}' : `./lib/${room}/**`);

/**
 * lib/layers.json as import/no-restricted-paths zones: each room may import its own room and lower layers only,
 * so no arrow runs back up and no circle can form between rooms (lib/layers.test.ts checks the whole graph too).
 */
const layerZones = layers.flatMap(({ rooms }, layer) =>
  rooms.map((room) => ({
    target: roomGlob(room),
    from: layers
      .slice(0, layer + 1)
      .flatMap((upper) => upper.rooms)
      .filter((other) => other !== room)
      .map(roomGlob),
    message: `lib/layers.json: ${room === '.' ? 'lib/*' : `lib/${room}`} (layer "${layers[layer].name}") imports only lower layers.`,
  })),
);

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

/** Layering of docs/architecture.md "Layout and who may import what": app → components → lib; adapters see only the port's types and their driver. */
const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    // Test helpers drive the route handlers the way a client does.
    ignores: ['lib/testing/**'],
    rules: restrict(
      ['@/app/*', '@/components/*', '**/app/*', '**/components/*'],
      'lib/ must not depend on app/ or components/.',
    ),
  },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/testing/**', 'lib/**/*.test.ts', 'lib/**/*.testing.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['lib/shop/**/*.ts'],
    rules: restrict(
      ['next', 'next/*', 'react', '@/lib/catalog/*', '**/catalog/*', '@/app/*', '@/components/*'],
      'The shop port and its adapters know nothing of Next.js, React or the page layer.',
    ),
  },
  {
    files: ['lib/pricing/**/*.ts', 'lib/i18n/stores.ts', 'lib/i18n/market.ts'],
    rules: restrict(
      ['**/adapters/*', '@/lib/adapters/*', 'next', 'next/*'],
      'Rules stay pure: no adapters, no framework.',
    ),
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/adapters/*', '@/lib/adapters/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
      'Components render data; they never reach a database.',
    ),
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: restrict(
      ['**/adapters/*', '@/lib/adapters/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
      'Routes read through lib/catalog or lib/shop, never SQL.',
    ),
  },
];

export default config;
