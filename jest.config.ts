/** Jest runs every tier of tests: pure domain, web components (jsdom), server integration
 * against a real PostgreSQL (API and CLI), and browser end-to-end in Chromium. */
import type { Config } from 'jest';

const tsJest = (tsconfig: string): Config['transform'] => ({
  '^.+\\.tsx?$': ['ts-jest', { tsconfig, diagnostics: false }],
});

const workspaceSources = {
  '^@kahraba/(billing-domain|persistence)$': '<rootDir>/libs/$1/src/index.ts',
  '^@kahraba/billing-domain/sheet-files$': '<rootDir>/libs/billing-domain/src/sheet-files.ts',
  '^@kahraba/persistence/testing$': '<rootDir>/libs/persistence/src/testing/index.ts',
};

type Project = Exclude<NonNullable<Config['projects']>[number], string>;

const APPLICATION_SPECS = '<rootDir>/apps/api/src/application/**/*.spec.ts';

/**
 * The two tiers on a real PostgreSQL share one global setup: jest runs a setup module once per run
 * however many projects name it, so a run of both starts one cluster.
 */
const serverTier = {
  rootDir: '.',
  testEnvironment: 'node',
  transform: tsJest('<rootDir>/apps/api/tsconfig.json'),
  moduleNameMapper: workspaceSources,
  globalSetup: '<rootDir>/libs/persistence/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/libs/persistence/src/testing/global-teardown.ts',
} satisfies Project;

const config: Config = {
  // Integration and browser tests start real servers; this is a ceiling, not a speed assertion.
  testTimeout: 120_000,
  reporters: ['default', '<rootDir>/scripts/slowest-suites-reporter.cjs'],
  projects: [
    {
      displayName: 'domain',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/libs/billing-domain/src/**/*.spec.ts'],
      transform: tsJest('<rootDir>/libs/billing-domain/tsconfig.json'),
    },
    {
      displayName: 'web',
      rootDir: '.',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/apps/web/src/**/*.test.tsx', '<rootDir>/apps/web/src/**/*.test.ts'],
      transform: tsJest('<rootDir>/apps/web/tsconfig.test.json'),
      moduleNameMapper: {
        '\\.(css|woff2?|svg|png)$': 'identity-obj-proxy',
        '^@kahraba/billing-domain$': '<rootDir>/libs/billing-domain/src/index.ts',
        '^@kahraba/billing-domain/sheet-files$': '<rootDir>/libs/billing-domain/src/sheet-files.ts',
      },
      setupFilesAfterEnv: ['<rootDir>/apps/web/src/test/setup-tests.ts'],
    },
    {
      // Handler tests: the application's commands and queries on a real PostgreSQL, no HTTP.
      ...serverTier,
      displayName: 'handlers',
      testMatch: [APPLICATION_SPECS],
    },
    {
      // HTTP (what it adds: validation, status, guards, the OpenAPI document), the CLI, persistence.
      ...serverTier,
      displayName: 'server',
      testMatch: [
        '<rootDir>/libs/persistence/src/**/*.spec.ts',
        '<rootDir>/apps/api/src/**/*.spec.ts',
        '<rootDir>/apps/cli/src/**/*.spec.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/apps/api/src/application/'],
    },
    {
      displayName: 'e2e',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
      transform: tsJest('<rootDir>/e2e/tsconfig.json'),
      // The built app, the run's PostgreSQL (shared with the server tier) and one Chromium.
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
    },
  ],
};

export default config;
