import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// These ship ES modules only; next/jest leaves node_modules untransformed, so let them through.
const esmPackages = [
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  'openid-client',
  'oauth4webapi',
  'jose',
  'htmlparser2',
  'entities',
  'domhandler',
  'domelementtype',
  'domutils',
  'dom-serializer',
  '@adobe/structured-data-validator',
];

const shared = {
  testEnvironment: 'node',
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // `server-only` throws outside React server bundles; in tests every module runs on the server anyway.
    '^server-only$': '<rootDir>/lib/testing/empty-module.js',
  },
};

async function project(name, testMatch, extra = {}) {
  const config = await createJestConfig({ ...shared, displayName: name, testMatch, ...extra })();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmPackages.join('|')})/)`];
  return config;
}

export default async function jestConfig() {
  return {
    projects: [
      await project('unit', ['<rootDir>/{lib,components,app,scripts,messages}/**/*.test.{ts,tsx}'], {
        testPathIgnorePatterns: ['/node_modules/', '\\.integration\\.test\\.ts$'],
      }),
      await project('integration', ['<rootDir>/{lib,scripts}/**/*.integration.test.ts'], {
        // Asks once whether a PostgreSQL server answers; without one the PostgreSQL runs skip with the reason.
        globalSetup: '<rootDir>/lib/testing/integration-setup.ts',
        setupFilesAfterEnv: ['<rootDir>/lib/testing/integration-timeout.ts'],
      }),
    ],
  };
}
