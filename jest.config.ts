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
      displayName: 'server',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/libs/persistence/src/**/*.spec.ts',
        '<rootDir>/apps/api/src/**/*.spec.ts',
        '<rootDir>/apps/cli/src/**/*.spec.ts',
      ],
      transform: tsJest('<rootDir>/apps/api/tsconfig.json'),
      moduleNameMapper: workspaceSources,
      globalSetup: '<rootDir>/libs/persistence/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/libs/persistence/src/testing/global-teardown.ts',
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
